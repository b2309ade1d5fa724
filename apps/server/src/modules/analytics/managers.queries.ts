import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { deals } from '../../db/schema/activity';
import { dealFilterCondition, employeeCondition, periodCondition, timeWindowCondition } from './analytics-filters';
import type { AnalyticsScope } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { loadFunnel, milestonesByProvider, refundAmountSql } from './funnel';
import { includeAllScope } from './outside-window';
import { dealsWhere } from './stage-sets';

// The statements behind POST /api/analytics/managers, pure (scope in, SQL out) so the
// bench times exactly what the endpoint runs. The cohort is the deals created in the filtered time;
// their funnel is what they reached since (deals.stages, through the definitions).

/**
 * Rows of the board: the project's employees (both statuses, or the chosen ones) by name, each with
 * whether they take part in an active lead distribution.
 */
export function managersEmployees(scope: Pick<AnalyticsScope, 'projectId' | 'employeeIds'>): SQL {
  const chosen = scope.employeeIds
    ? sql`and e.id in (${sql.join(
        scope.employeeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`select e.id, exists (
        select 1 from distribution_employees de join distributions di on di.id = de.distribution_id
        where de.employee_id = e.id and di.active) as distributed
    from employees e join users u on u.id = e.user_id
    where e.project_id = ${scope.projectId} ${chosen}
    order by u.name, e.id`;
}

const d = alias(deals, 'd');

/** Every filter of the board on the deals table (as `d`): the cohort. */
export function cohortWhere(scope: AnalyticsScope): SQL {
  return and(
    sql`${d.projectId} = ${scope.projectId}`,
    periodCondition(scope, d.createdAt),
    timeWindowCondition(scope, d.createdAt),
    employeeCondition(scope, d.employeeId),
    dealFilterCondition(scope, d),
  )!;
}

/** What the cohort reads of a deal: the columns the (project_id, created_at) index carries. */
const COHORT_COLUMNS = ['employee_id', 'data_provider_id', 'stages_path', 'amount', 'stages', 'stage_amounts'] as const;

/**
 * The cohort grouped by owner (employee_id null: no mapped owner), provider and funnel path (the
 * sorted stages its deals entered): deals, their amounts, and their amounts net of refunds (a
 * refunded deal adds its amount minus the refund, never below 0). What each path means (negotiation,
 * bill, won, lost; the stage columns) is read from the definitions by the service, so a month of
 * deals leaves PostgreSQL as a few rows per manager. Amounts are exact numeric sums, as float8.
 * The path is grouped and leaves as JSON array text (`stages_json`, the deal's `stages_path`, written
 * by PostgreSQL with `stages`): hashing the text[] took about half of the statement, and
 * node-postgres parses a text[] column per row, which cost more than the statement itself on a month
 * of a large team (~20 ms for 4,500 rows); the service parses each distinct path once.
 * The cohort's columns are carried by the (project_id, created_at) index (migrations 0018, 0037), so
 * a month is an index-only scan rather than a read of every deal row (dealsWhere: the few deals whose
 * stage sets are too wide for that index are read through their rows).
 * The net is summed as the amounts less what refunds (and negative amounts) cut from them, so only
 * those few deals do numeric work beyond their amount: when every deal worked out its own net, that
 * was a tenth of the statement's time.
 */
export function managersQuery(scope: AnalyticsScope): SQL {
  return sql`select c.employee_id, c.data_provider_id, c.stages_path as stages_json, count(*)::int as deals,
      coalesce(sum(c.amount), 0)::float8 as amount, (coalesce(sum(c.amount), 0) - coalesce(sum(c.cut), 0))::float8 as net
    from (
      select d.employee_id, d.data_provider_id, d.stages_path, coalesce(d.amount, 0) as amount,
        case when d.stages && k.refund or d.amount < 0
          then coalesce(d.amount, 0) - greatest(coalesce(d.amount, 0) - coalesce(${refundAmountSql}, 0), 0) end as cut
      from ${dealsWhere('d', COHORT_COLUMNS, cohortWhere(scope))} d
      left join ${milestonesByProvider(scope)} k on k.data_provider_id = d.data_provider_id
      offset 0) c
    group by c.employee_id, c.data_provider_id, c.stages_path`;
}

/** How many deals the cohort of `scope` holds (`deals`): on the same index, by the same conditions. */
export function cohortCountQuery(scope: AnalyticsScope): SQL {
  return sql`select count(*)::int as deals from ${dealsWhere('d', ['employee_id'], cohortWhere(scope))} d`;
}

/**
 * The statements of one managers call, by name (fetchManagers runs them; the bench times them). With
 * working-time ranges, `widened`: the cohort's size without them (outside-window.ts).
 */
export function managersQueries(scope: AnalyticsScope): Record<string, SQL> {
  const widened = includeAllScope(scope);
  return { employees: managersEmployees(scope), cohort: managersQuery(scope), ...(widened ? { widened: cohortCountQuery(widened) } : {}) };
}

type EmployeeRow = { id: string; distributed: boolean };
/** One (owner, provider, path) group of the cohort; the path as JSON array text (see managersQuery). */
export type PathRow = {
  employee_id: string | null;
  data_provider_id: string;
  stages_json: string;
  deals: number;
  amount: number;
  net: number;
};

/** Runs one managers call's statements at once: the funnel, the employees, the cohort's paths and the widened count. */
export async function fetchManagers(db: Database, scope: AnalyticsScope) {
  const q = managersQueries(scope);
  const [funnel, employees, paths, widened] = await Promise.all([
    loadFunnel(db, scope),
    rowsOf<EmployeeRow>(db, q.employees!),
    rowsOf<PathRow>(db, q.cohort!),
    q.widened ? rowsOf<{ deals: number }>(db, q.widened) : Promise.resolve(null),
  ]);
  return { funnel, employees, paths, widened };
}
