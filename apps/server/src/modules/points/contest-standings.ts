import { sql } from 'drizzle-orm';
import type { PointContestMetric } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { ensureRollup, type RollupPart } from '../analytics/analytics-rollups';
import { resolveProjectScope } from '../analytics/analytics-scope';
import type { ContestResult } from './points.schema';

/** Where each contest figure comes from: a day rollup of the analytics (the pulse's own numbers). */
const figureOf: Record<PointContestMetric, { part: RollupPart; table: string; value: string }> = {
  calls: { part: 'calls', table: 'analytics_call_days', value: 'sum(calls)' },
  successCalls: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_calls)' },
  // Ranked on exact seconds, shown in minutes.
  callMinutes: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_duration) / 60.0' },
  bills: { part: 'deals', table: 'analytics_deal_days', value: 'sum(bills)' },
  // Pulse math: won less refunds.
  payments: { part: 'deals', table: 'analytics_deal_days', value: 'sum(won_amount) - sum(refund_amount)' },
  tasks: { part: 'tasks', table: 'analytics_task_days', value: 'sum(tasks)' },
};

export type ContestFigures = Map<string, number>;

/** Each employee's figure over the local days `from`..`to` (employees without activity are absent). */
export async function contestFigures(db: Database, projectId: string, metric: PointContestMetric, from: string, to: string): Promise<ContestFigures> {
  const figure = figureOf[metric];
  const scope = await resolveProjectScope(db, projectId, { date: { from, to } });
  await ensureRollup(db, scope, figure.part);
  const result = await db.execute(sql`
    select employee_id, ${sql.raw(figure.value)} as value
    from ${sql.raw(figure.table)}
    where project_id = ${projectId} and day >= ${from}::date and day <= ${to}::date and employee_id is not null
    group by employee_id`);
  // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
  const { rows } = result as unknown as { rows: { employee_id: string; value: string | number }[] };
  return new Map(rows.map((row) => [row.employee_id, Number(row.value)]));
}

/**
 * Places by figure, best first. Ties share a place and the next place skips (1, 1, 3): each tied
 * employee wins the prize of the shared place. Nobody wins with nothing to show (a figure of 0 or less).
 * Equal figures are listed by `order` (the employees' names), so the list is stable.
 */
export function rankContest(participants: readonly string[], figures: ContestFigures, prizes: readonly number[]): ContestResult[] {
  const sorted = participants
    .map((employeeId, order) => ({ employeeId, order, value: figures.get(employeeId) ?? 0 }))
    .sort((a, b) => b.value - a.value || a.order - b.order);
  let place = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || entry.value !== sorted[index - 1]!.value) place = index + 1;
    const points = entry.value > 0 ? (prizes[place - 1] ?? 0) : 0;
    return { employeeId: entry.employeeId, value: Math.round(entry.value * 100) / 100, place, points };
  });
}
