import { sql } from 'drizzle-orm';
import type { PointContestMetric } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import { resolveProjectScope } from './analytics-scope';

/** One of the pulse's figures, as contests and custom dashboards count them. */
export type PulseFigure = PointContestMetric;

/** Where each figure comes from: a day rollup of the analytics (the pulse's own numbers). */
const figureOf: Record<PulseFigure, { part: RollupPart; table: string; value: string }> = {
  calls: { part: 'calls', table: 'analytics_call_days', value: 'sum(calls)' },
  successCalls: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_calls)' },
  callMinutes: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_duration) / 60.0' },
  bills: { part: 'deals', table: 'analytics_deal_days', value: 'sum(bills)' },
  // Pulse math: won less refunds.
  payments: { part: 'deals', table: 'analytics_deal_days', value: 'sum(won_amount) - sum(refund_amount)' },
  tasks: { part: 'tasks', table: 'analytics_task_days', value: 'sum(tasks)' },
};

export type FigureDay = { employeeId: string; day: string; value: number };

/**
 * Each employee's figure per local day of `from`..`to` (days without activity are absent; activity
 * without an owner is left out, as on the pulse). The rollup is rebuilt first when it is not valid.
 */
export async function figureByEmployeeDay(db: Database, projectId: string, figure: PulseFigure, from: string, to: string): Promise<FigureDay[]> {
  const source = figureOf[figure];
  const scope = await resolveProjectScope(db, projectId, { date: { from, to } });
  await ensureRollup(db, scope, source.part);
  const result = await db.execute(sql`
    select employee_id, to_char(day, 'YYYY-MM-DD') as day, ${sql.raw(source.value)} as value
    from ${sql.raw(source.table)}
    where project_id = ${projectId} and day >= ${from}::date and day <= ${to}::date and employee_id is not null
    group by employee_id, day`);
  // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
  const { rows } = result as unknown as { rows: { employee_id: string; day: string; value: string | number }[] };
  return rows.map((row) => ({ employeeId: row.employee_id, day: row.day, value: Number(row.value) }));
}
