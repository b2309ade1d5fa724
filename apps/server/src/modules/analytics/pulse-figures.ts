import { sql } from 'drizzle-orm';
import type { PointContestMetric } from '@salespulse/contract/points';
import type { Database } from '../../db/database';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import { resolveProjectScope } from './analytics-scope';

/** One of the pulse's figures, as contests and custom dashboards count them. */
export type PulseFigure = PointContestMetric;
/** A figure the day rollups hold: the pulse's, plus the bill amount and the won deals goals count. */
export type DayFigure = PulseFigure | 'billAmount' | 'wonDeals';

/** Where each figure comes from: a day rollup of the analytics (the pulse's own numbers). */
const figureOf: Record<DayFigure, { part: RollupPart; table: string; value: string }> = {
  calls: { part: 'calls', table: 'analytics_call_days', value: 'sum(calls)' },
  successCalls: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_calls)' },
  callMinutes: { part: 'calls', table: 'analytics_call_days', value: 'sum(success_duration) / 60.0' },
  bills: { part: 'deals', table: 'analytics_deal_days', value: 'sum(bills)' },
  billAmount: { part: 'deals', table: 'analytics_deal_days', value: 'sum(bill_amount)' },
  // Deals won that day; a refund does not take a won deal back (it takes back its amount).
  wonDeals: { part: 'deals', table: 'analytics_deal_days', value: 'sum(won)' },
  // Pulse math: won less refunds.
  payments: { part: 'deals', table: 'analytics_deal_days', value: 'sum(won_amount) - sum(refund_amount)' },
  tasks: { part: 'tasks', table: 'analytics_task_days', value: 'sum(tasks)' },
};

export type FigureDay = { employeeId: string; day: string; value: number };

/**
 * Each employee's figures per local day of `from`..`to` (days without activity are absent; activity
 * without an owner is left out, as on the pulse). The project's scope is read once, each rollup it
 * needs is rebuilt first when not valid, and each rollup table is read once for all its figures.
 */
export async function figuresByEmployeeDay(
  db: Database,
  projectId: string,
  figures: readonly DayFigure[],
  from: string,
  to: string,
): Promise<Map<DayFigure, FigureDay[]>> {
  const answer = new Map<DayFigure, FigureDay[]>();
  if (figures.length === 0) return answer;
  const scope = await resolveProjectScope(db, projectId, { date: { from, to } });
  const byTable = new Map<string, DayFigure[]>();
  for (const figure of new Set(figures)) {
    const { table } = figureOf[figure];
    byTable.set(table, [...(byTable.get(table) ?? []), figure]);
  }
  // The tables side by side: each is its own rollup and its own statement.
  await Promise.all(
    [...byTable].map(async ([table, wanted]) => {
      await ensureRollup(db, scope, figureOf[wanted[0]!].part);
      const values = sql.join(
        wanted.map((figure, index) => sql.raw(`${figureOf[figure].value} as f${index}`)),
        sql`, `,
      );
      const result = await db.execute(sql`
        select employee_id, to_char(day, 'YYYY-MM-DD') as day, ${values}
        from ${sql.raw(table)}
        where project_id = ${projectId} and day >= ${from}::date and day <= ${to}::date and employee_id is not null
        group by employee_id, day`);
      // Both drivers answer raw SQL with `rows`; drizzle types the result per driver.
      const { rows } = result as unknown as { rows: Record<string, string | number>[] };
      wanted.forEach((figure, index) => {
        answer.set(
          figure,
          rows.map((row) => ({ employeeId: String(row.employee_id), day: String(row.day), value: Number(row[`f${index}`]) })),
        );
      });
    }),
  );
  return answer;
}

/** One figure's rows (see figuresByEmployeeDay). */
export async function figureByEmployeeDay(
  db: Database,
  projectId: string,
  figure: PulseFigure,
  from: string,
  to: string,
): Promise<FigureDay[]> {
  return (await figuresByEmployeeDay(db, projectId, [figure], from, to)).get(figure) ?? [];
}
