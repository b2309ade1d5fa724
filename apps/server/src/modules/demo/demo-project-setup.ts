import type { Database } from '../../db/database';
import { dashboards, dashboardWidgetTeams } from '../../db/schema/dashboards';
import { settings } from '../../db/schema/settings';
import { DEMO_TEAMS } from './demo-goals';

/** The project's settings as a US sales floor sets them, and its custom board (one widget for `team`, the first of DEMO_TEAMS). */
export async function seedDemoProjectSetup(
  tx: Database,
  { projectId, owner, timeZone, team }: { projectId: string; owner: string; timeZone: string; team: string },
) {
  // Money first: the board opens on a figure a manager reads as revenue, not on a bare count.
  const [board] = await tx
    .insert(dashboards)
    .values({
      projectId,
      name: 'Team overview',
      widgets: [
        { title: 'Payments', metric: 'payments', view: 'total' },
        { title: 'Successful calls', metric: 'successCalls', view: 'total' },
        { title: 'Payments by manager', metric: 'payments', view: 'byEmployee' },
        { title: 'Payments by team', metric: 'payments', view: 'byTeam' },
        { title: 'Calls per day', metric: 'calls', view: 'byDay' },
        { title: `${DEMO_TEAMS[0].name}: payments goal`, metric: 'payments', view: 'goal' },
      ],
      createdBy: owner,
    })
    .returning({ id: dashboards.id });
  await tx.insert(dashboardWidgetTeams).values({ dashboardId: board!.id, widget: 5, teamId: team });
  await tx.insert(settings).values(
    Object.entries({
      timezone: timeZone,
      currency: 'USD',
      language: 'en',
      work_hours: '08:00-17:00',
      gift_shop_enabled: '1',
      // Half an hour to call a routed lead before it moves on; three misses in a row mark a rep away.
      distribution_delay: '30',
      away_count_limit: '3',
      forecast_negotiation_to_bill: '40',
      forecast_bill_to_won: '60',
      // Two hours of talk a day: the demo team's calls board shows its Average KPI.
      call_time_target: '120',
    }).map(([name, value]) => ({ projectId, name, value })),
  );
}
