import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runOffBudget } from '../../db/statement-budget';
import type { AnalyticsScope } from './analytics-scope';

// The rollups of migration 0007 (analytics_call_days, analytics_call_hours, analytics_deal_days,
// analytics_task_days) are kept exact by triggers on the activity tables. What they depend on besides
// those rows (the project's time zone, which stages mean bill, won or refund) invalidates a part in
// analytics_rollup_state; a part is rebuilt here, once, before it is read again.

export const rollupParts = ['calls', 'deals', 'tasks'] as const;
export type RollupPart = (typeof rollupParts)[number];

/**
 * The scope with `part` readable from its rollup: rebuilds it when it is missing or was built in
 * another zone (first use of a project, a changed time zone or stage definitions).
 */
export async function ensureRollup(db: Database, scope: AnalyticsScope, part: RollupPart): Promise<AnalyticsScope> {
  if (scope.rollups.has(part)) return scope;
  // Off the request's time budget: later requests read the rollup too, and a large project's first
  // rebuild cut off at every deadline would never finish.
  // (Awaited inside: a drizzle statement starts when awaited, and must start off the budget.)
  await runOffBudget(async () => await db.execute(sql`select analytics_rebuild(${scope.projectId}::uuid, ${part}::text)`));
  return { ...scope, rollups: new Set([...scope.rollups, part]) };
}

/** The same scope forced onto the raw tables (tests prove both give the same answers). */
export function withoutRollups(scope: AnalyticsScope): AnalyticsScope {
  return { ...scope, rollups: new Set() };
}
