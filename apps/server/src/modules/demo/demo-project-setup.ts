import type { Database } from '../../db/database';
import { dashboards } from '../../db/schema/dashboards';
import { settings } from '../../db/schema/settings';

/** The project's settings as a US sales floor sets them, and its custom board. */
export async function seedDemoProjectSetup(
  tx: Database,
  { projectId, owner, timeZone }: { projectId: string; owner: string; timeZone: string },
) {
  // Money first: the board opens on a figure a manager reads as revenue, not on a bare count.
  await tx.insert(dashboards).values({
    projectId,
    name: 'Team overview',
    widgets: [
      { title: 'Payments', metric: 'payments', view: 'total' },
      { title: 'Successful calls', metric: 'successCalls', view: 'total' },
      { title: 'Payments by manager', metric: 'payments', view: 'byEmployee' },
      { title: 'Calls per day', metric: 'calls', view: 'byDay' },
    ],
    createdBy: owner,
  });
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
