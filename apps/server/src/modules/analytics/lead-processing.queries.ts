import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { deals } from '../../db/schema/activity';
import { dealFilterCondition, hasDealFilter, periodCondition, timeWindowCondition } from './analytics-filters';
import type { AnalyticsScope } from './analytics-scope';
import { epochMs, rowsOf } from './analytics-sql';
import { milestonesByProvider } from './funnel';
import { managersEmployees } from './managers.queries';
import { includeAllScope } from './outside-window';
import { leadAssignmentsWhere } from './stage-sets';
import { calendarKey, leadWorkCalendar, workingSeconds, type WorkCalendar } from './working-time';
import { epochOf, localEpochOf } from '../../lib/time/calendar-sql';

// The statements behind POST /api/analytics/lead_processing, pure so the bench times exactly what the
// endpoint runs. Leads are the owner changes that brought a deal to a manager in the filtered time
// (the lead_assignments rollup, which carries the deal's columns too: the deals table is read only
// for product and property filters). PostgreSQL aggregates them: a month of a large team is tens of
// thousands of leads, and shipping them to Node cost more than the rest of the request. The deals
// behind the counts are read only for the one manager whose deals dialog asks for them.

const deal = alias(deals, 'd');

const MINUTE = 60;
const HOUR = 3600;

/**
 * Upper bounds of the processing-time buckets in working seconds: 5, 15, 30 minutes, 1 and 3 hours,
 * one working day (the length of the day's window, when longer than 3 hours), then the rest (null).
 */
export function speedBounds(workingDaySeconds: number): (number | null)[] {
  const bounds: (number | null)[] = [5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR];
  if (workingDaySeconds > 3 * HOUR) bounds.push(workingDaySeconds);
  bounds.push(null);
  return bounds;
}

/**
 * The filters of the board on lead_assignments `l` itself: its project, and the assignment's instant.
 * The owner's employee is leadsFrom's join, the deal filters are dealFilters.
 */
export function assignmentsWhere(scope: AnalyticsScope): SQL {
  return and(
    sql`l.project_id = ${scope.projectId}`,
    // An owner change to nobody takes a lead away; it brings it to no one.
    sql`l.owner_user_id is not null`,
    periodCondition(scope, sql`l.assigned_at`),
    timeWindowCondition(scope, sql`l.assigned_at`),
  )!;
}

/** What the statistics read of a lead: the columns the (project_id, assigned_at) index carries. */
const FACT_COLUMNS = [
  'owner_user_id',
  'deal_id',
  'data_provider_id',
  'assigned_at',
  'processed_at',
  'deal_created_at',
  'stages',
  'calendar',
  'process_seconds',
  'participate_seconds',
];
/** What the deals dialog reads of a lead. */
const LISTED_COLUMNS = ['owner_user_id', 'deal_id', 'assigned_at', 'processed_at', 'external_id', 'link', 'title'];

/**
 * The leads of the board, as `l` (lead_assignments, its `columns`, in the board's period) and, when
 * filtered by deal, its deal `d` (the caller adds dealFilters). With the employee filter or `whose`
 * (a condition on provider users `p`), only leads of those owners: a join to the fenced set of
 * owners, which PostgreSQL hashes; as a semi-join it was planned as one index probe per lead of the
 * month whenever the rollup's row estimates were off.
 */
function leadsFrom(scope: AnalyticsScope, columns: readonly string[], whose?: SQL): SQL {
  const owners = and(
    scope.employeeIds
      ? sql`p.employee_id in (${sql.join(
          scope.employeeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : undefined,
    whose,
  );
  return sql`${leadAssignmentsWhere('l', columns, assignmentsWhere(scope))} l
      ${owners ? sql`join (select p.id from provider_users p where ${owners} offset 0) o on o.id = l.owner_user_id` : sql``}
      ${hasDealFilter(scope) ? sql`join deals d on d.id = l.deal_id` : sql``}`;
}

/** The deal filters of the board on leadsFrom's `d` (true without any). */
function dealFilters(scope: AnalyticsScope): SQL {
  return dealFilterCondition(scope, deal) ?? sql`true`;
}

/**
 * Per lead: its owner (a provider user), whether it was processed, the working
 * seconds to process it (null: not processed) and from the deal's creation to reaching the manager,
 * and how the deal ended (won: reached a won or refund stage; lost: reached a lost stage and was not
 * won). Rows keep both times in the project's default calendar; only a request in another one (other
 * weekdays, a setting changed a moment ago) converts instants and computes them here.
 */
function leadFactsQuery(scope: AnalyticsScope, calendar: WorkCalendar): SQL {
  const instant = (at: string, epoch: string, local: string) => ({
    at: sql.raw(`x.${at}`),
    epoch: sql.raw(`x.${epoch}`),
    local: sql.raw(`x.${local}`),
  });
  const assigned = instant('assigned_at', 'ea', 'la');
  const key = calendarKey(calendar);
  const unlessStored = (value: SQL) => sql`case when l.calendar = ${key} then null else ${value} end`;
  const local = (at: SQL) => unlessStored(localEpochOf(calendar, at));
  // A missing time counts as 0, as it always has: a processed lead always has a processing time.
  return sql`select x.owner_user_id, x.processed_at is not null as processed,
      case when x.processed_at is null then null when x.stored then coalesce(x.process_seconds, 0)
        else ${workingSeconds(calendar, assigned, instant('processed_at', 'ep', 'lp'))} end as process_seconds,
      case when x.stored then coalesce(x.participate_seconds, 0)
        else ${workingSeconds(calendar, instant('created_at', 'ec', 'lc'), assigned)} end as participate_seconds,
      x.won, x.lost and not x.won as lost
    from (
      select l.owner_user_id, l.assigned_at, l.processed_at, l.deal_created_at as created_at,
        coalesce(l.stages && k.won, false) as won, coalesce(l.stages && k.lost, false) as lost,
        l.calendar = ${key} and l.calendar is not null as stored, l.process_seconds, l.participate_seconds,
        ${unlessStored(epochOf(sql`l.assigned_at`))} as ea, ${local(sql`l.assigned_at`)} as la,
        ${unlessStored(epochOf(sql`l.processed_at`))} as ep, ${local(sql`l.processed_at`)} as lp,
        ${unlessStored(epochOf(sql`l.deal_created_at`))} as ec,
        case when l.deal_created_at < l.assigned_at then ${local(sql`l.deal_created_at`)} end as lc
      from ${leadsFrom(scope, FACT_COLUMNS)}
      left join ${milestonesByProvider(scope)} k on k.data_provider_id = l.data_provider_id
      where ${dealFilters(scope)}
      -- A fence: each instant's epoch and local time are computed once per row, not per use.
      offset 0) x`;
}

/** The index of the first bucket a processing time falls in (bounds from speedBounds, the last open). */
function bucketOf(seconds: SQL, bounds: (number | null)[]): SQL {
  const limited = bounds.filter((b): b is number => b !== null);
  return sql`case ${sql.join(
    limited.map((bound, index) => sql`when ${seconds} <= ${bound}::float8 then ${sql.raw(String(index))}`),
    sql` `,
  )} else ${sql.raw(String(limited.length))} end`;
}

/** Which grouping a row of leadStatsQuery belongs to (`grouped_by`). */
export const LEAD_STATS = { employee: 1, bucket: 2, total: 3 } as const;

/**
 * The whole board in a few hundred rows, from one scan of the leads summed per owner (a provider
 * user): participated and processed counts, the time sums, and won and lost deals per speed bucket.
 * Those few hundred rows are then read three ways:
 * - per employee (`grouped_by` = LEAD_STATS.employee; employee_id null is "No owner"): participated and
 *   processed counts and the average times, rounded half up to whole seconds like Math.round, with
 *   the time sums behind them (team totals rows average over their members' sums);
 * - per speed bucket of the processed leads (`grouped_by` = LEAD_STATS.bucket): won and lost deals;
 * - in total (`grouped_by` = LEAD_STATS.total): the average processing time.
 * One grouping key keeps the scan a hash aggregate; grouping sets over owner and bucket sorted every
 * lead of the month instead (on disk past work_mem), and mapping every lead to its employee cost as
 * much as the rest of the statement.
 */
export function leadStatsQuery(scope: AnalyticsScope, calendar: WorkCalendar = leadWorkCalendar(scope)): SQL {
  const bounds = speedBounds(calendar.endSeconds - calendar.startSeconds);
  const buckets = bounds.map((_, index) => index);
  const perBucket = (outcome: 'won' | 'lost') =>
    sql.raw(buckets.map((b) => `count(*) filter (where f.bucket = ${b} and f.${outcome}) as ${outcome}_${b}`).join(', '));
  // Over no leads at all the sums are null; the buckets still count 0.
  const bucketSums = sql.raw(
    buckets.map((b) => `coalesce(sum(g.won_${b}), 0) as won_${b}, coalesce(sum(g.lost_${b}), 0) as lost_${b}`).join(', '),
  );
  const bucketRows = sql.raw(buckets.map((b) => `(${b}, t.won_${b}, t.lost_${b})`).join(', '));
  const roundedAverage = (sum: string, count: string) => sql.raw(`floor(sum(g.${sum}) / nullif(sum(g.${count}), 0)::float8 + 0.5)::float8`);
  const { employee, bucket, total } = LEAD_STATS;
  return sql`with g as (
      select f.owner_user_id,
        count(*) as participated, count(*) filter (where f.processed) as processed,
        sum(f.process_seconds) as process_sum, sum(f.participate_seconds) as participate_sum,
        ${perBucket('won')}, ${perBucket('lost')}
      from (
        select t.*, case when t.processed then ${bucketOf(sql`t.process_seconds`, bounds)} end as bucket
        from (${leadFactsQuery(scope, calendar)}) t
        -- A fence: the bucket is worked out once per lead, not once per count that reads it.
        offset 0
      ) f
      group by f.owner_user_id
    )
    select ${sql.raw(String(employee))} as grouped_by, pu.employee_id, null::int as bucket,
      sum(g.participated)::int as participated, sum(g.processed)::int as processed,
      ${roundedAverage('process_sum', 'processed')} as process_avg, ${roundedAverage('participate_sum', 'participated')} as participate_avg,
      0 as won, 0 as lost, sum(g.process_sum)::float8 as process_sum, sum(g.participate_sum)::float8 as participate_sum
    from g left join provider_users pu on pu.id = g.owner_user_id
    group by pu.employee_id
    union all
    select ${sql.raw(String(bucket))}, null, b.bucket, 0, 0, null, null, b.won::int, b.lost::int, null, null
    from (select ${bucketSums} from g) t cross join lateral (values ${bucketRows}) b(bucket, won, lost)
    union all
    select ${sql.raw(String(total))}, null, null, coalesce(sum(g.participated), 0)::int, coalesce(sum(g.processed), 0)::int,
      ${roundedAverage('process_sum', 'processed')}, ${roundedAverage('participate_sum', 'participated')}, 0, 0, null, null
    from g`;
}

/**
 * The deals behind one row's counts: the leads that reached `employeeId` (null: the "No owner"
 * row), with when they did (ms) and whether they were processed, by time then deal.
 */
export function leadDealsQuery(scope: AnalyticsScope, employeeId: string | null): SQL {
  const whose = employeeId === null ? sql`p.employee_id is null` : sql`p.employee_id = ${employeeId}::uuid`;
  return sql`select ${epochMs(sql`l.assigned_at`)} as at, l.external_id, l.link, l.title, l.processed_at is not null as processed
    from ${leadsFrom(scope, LISTED_COLUMNS, whose)}
    where ${dealFilters(scope)}
    order by l.assigned_at, l.external_id collate "C"`;
}

/** Whether an employee is one of the project's: the deals dialog may name only those. */
export function projectEmployeeQuery(scope: Pick<AnalyticsScope, 'projectId'>, employeeId: string): SQL {
  return sql`select exists (select 1 from employees e where e.id = ${employeeId}::uuid and e.project_id = ${scope.projectId}) as found`;
}

/** How many leads the board of `scope` counts (`leads`), through the same join and filters. */
export function leadCountQuery(scope: AnalyticsScope): SQL {
  return sql`select count(*)::int as leads from ${leadsFrom(scope, ['owner_user_id', 'deal_id'])} where ${dealFilters(scope)}`;
}

/** Whose deal lists a request asks for: an employee id, or null for the "No owner" row. */
export type DealsOf = { employeeId: string | null };

/**
 * The statements of one lead-processing call, by name (fetchLeadProcessing runs them side by side; the
 * bench times them). With `dealsOf`, the deals of that one row and, for an employee, the check that
 * it is one of the project's. With working-time ranges, `widened`: the leads without them
 * (outside-window.ts).
 */
export function leadProcessingQueries(scope: AnalyticsScope, dealsOf: DealsOf | null = null): Record<string, SQL> {
  const queries: Record<string, SQL> = { employees: managersEmployees(scope), stats: leadStatsQuery(scope) };
  const widened = includeAllScope(scope);
  if (widened) queries.widened = leadCountQuery(widened);
  if (dealsOf) {
    queries.deals = leadDealsQuery(scope, dealsOf.employeeId);
    if (dealsOf.employeeId !== null) queries.dealsOwner = projectEmployeeQuery(scope, dealsOf.employeeId);
  }
  return queries;
}

type EmployeeRow = { id: string; distributed: boolean };
export type StatsRow = {
  grouped_by: number;
  employee_id: string | null;
  bucket: number | null;
  participated: number;
  processed: number;
  process_avg: number | null;
  participate_avg: number | null;
  won: number;
  lost: number;
  /** Per employee: the working seconds behind the averages (team rows weigh them); null otherwise. */
  process_sum: number | null;
  participate_sum: number | null;
};
export type DealRow = { at: number; external_id: string; link: string | null; title: string | null; processed: boolean };

/** Runs one lead-processing call's statements side by side (see leadProcessingQueries); null for those not asked. */
export async function fetchLeadProcessing(db: Database, scope: AnalyticsScope, dealsOf: DealsOf | null) {
  const q = leadProcessingQueries(scope, dealsOf);
  const [employees, stats, deals, owner, widened] = await Promise.all([
    rowsOf<EmployeeRow>(db, q.employees!),
    rowsOf<StatsRow>(db, q.stats!),
    q.deals ? rowsOf<DealRow>(db, q.deals) : Promise.resolve(null),
    q.dealsOwner ? rowsOf<{ found: boolean }>(db, q.dealsOwner) : Promise.resolve(null),
    q.widened ? rowsOf<{ leads: number }>(db, q.widened) : Promise.resolve(null),
  ]);
  return { employees, stats, deals, owner, widened };
}
