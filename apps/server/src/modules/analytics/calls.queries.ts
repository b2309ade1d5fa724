import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { calls } from '../../db/schema/activity';
import {
  employeeCondition,
  hasDealFilter,
  linkedDealCondition,
  periodCondition,
  providerCondition,
  timeWindowCondition,
} from './analytics-filters';
import { localDay, localTime, wallTimeInstant, zoneParam } from '../../lib/time/calendar-sql';
import { gateJson, gateOpen, type StatementGate } from './analytics-gate';
import type { AnalyticsScope } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { callTimeTargetSeconds } from './calls-kpi';
import { hourPlan } from './calls-windows';

// The statements behind POST /api/analytics/calls, pure so the bench times what the endpoint runs.
// Rows of `days`: one per employee (null: no mapped owner) with the attempts, the successful calls,
// their total duration and the per-day durations as the answer's JSON text (`day_stats_json`), so
// the service splices it in instead of building thousands of day objects. The per-day figures come
// from one of three forms with the same columns:
// - rollup by day (analytics_call_days) when no window, provider, duration or deal filter is on;
// - rollup by hour (analytics_call_hours) for windows and providers: whole passing hours from the
//   rollup, the parts of hours a window cuts through from the calls themselves;
// - raw calls for duration ranges and product/property filters (or while the rollup is rebuilt).

/** The call-duration filter (seconds, both ends inclusive); undefined when off. */
export function durationCondition(scope: Pick<AnalyticsScope, 'durationRange'>): SQL | undefined {
  const range = scope.durationRange;
  return and(
    range?.min != null ? sql`${calls.durationSeconds} >= ${range.min}` : undefined,
    range?.max != null ? sql`${calls.durationSeconds} <= ${range.max}` : undefined,
  );
}

/** Every filter of the calls board on the calls table. */
export function callsWhere(scope: AnalyticsScope): SQL {
  return and(
    sql`${calls.projectId} = ${scope.projectId}`,
    periodCondition(scope, calls.startedAt),
    timeWindowCondition(scope, calls.startedAt),
    employeeCondition(scope, calls.employeeId),
    providerCondition(scope, calls.dataProviderId),
    durationCondition(scope),
    linkedDealCondition(scope, calls),
  )!;
}

/** Whether the rollups can answer this filter state exactly. */
export function callsFromRollup(scope: AnalyticsScope): 'days' | 'hours' | false {
  if (!scope.rollups.has('calls') || durationCondition(scope) || hasDealFilter(scope)) return false;
  return scope.dateTimeRanges.length || scope.dateTimeRangeExclusions.length || scope.dataProviderIds ? 'hours' : 'days';
}

/** A text parameter cast to a PostgreSQL array (one value however long the list; both engines). */
const arrayParam = (values: (string | number)[], type: 'date' | 'int' | 'float8'): SQL =>
  sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

function rawDays(scope: AnalyticsScope): SQL {
  return sql`select ${calls.employeeId} as employee_id, ${localDay(scope, calls.startedAt)}::text as day,
      count(*)::int as calls, (count(*) filter (where ${calls.answered}))::int as success_calls,
      coalesce(sum(${calls.durationSeconds}) filter (where ${calls.answered}), 0)::float8 as duration
    from ${calls} where ${callsWhere(scope)}
    group by 1, 2`;
}

function rollupDays(scope: AnalyticsScope): SQL {
  return sql`select employee_id, day::text as day, calls, success_calls, success_duration::float8 as duration
    from analytics_call_days r
    where ${and(
      sql`r.project_id = ${scope.projectId} and r.day >= ${scope.period.from}::date and r.day <= ${scope.period.to}::date`,
      employeeCondition(scope, sql`r.employee_id`),
    )}`;
}

function rollupHours(scope: AnalyticsScope): SQL {
  const plan = hourPlan(scope);
  const zone = zoneParam(scope);
  const parts: SQL[] = [];
  if (plan.full.length) {
    const buckets = plan.full.map((p) => sql`(h.day = any(${arrayParam(p.days, 'date')}) and h.hour = any(${arrayParam(p.hours, 'int')}))`);
    parts.push(sql`select h.employee_id, h.day, h.calls, h.success_calls, h.success_duration
      from analytics_call_hours h
      where ${and(
        sql`h.project_id = ${scope.projectId} and h.day >= ${scope.period.from}::date and h.day <= ${scope.period.to}::date`,
        sql`(${sql.join(buckets, sql` or `)})`,
        employeeCondition(scope, sql`h.employee_id`),
        providerCondition(scope, sql`h.data_provider_id`),
      )}`);
  }
  if (plan.partial.length) {
    // Each cut-through span as instants: its local ends placed in the zone (constant expressions,
    // folded by the planner into index bounds), widened on a day whose length is not 24 hours (a
    // DST change), then checked exactly on the local day and time of day.
    const local = localTime(scope, sql`c.started_at`);
    const at = (day: string, secondsAfterMidnight: number) =>
      wallTimeInstant(scope, sql`(${day}::date + ${secondsAfterMidnight}::float8 * interval '1 second')::timestamp`);
    const spans = plan.partial.map(({ day, from, to }) => {
      const widen = sql`(case when ${at(day, 86_400)} - ${at(day, 0)} = interval '24 hours' then interval '0' else interval '3 hours' end)`;
      return sql`(c.started_at >= ${at(day, from)} - ${widen} and c.started_at < ${at(day, to)} + ${widen}
        and analytics_day(c.started_at, ${zone}) = ${day}::date
        and extract(epoch from ${local}::time) >= ${from}::float8 and extract(epoch from ${local}::time) < ${to}::float8)`;
    });
    parts.push(sql`select c.employee_id, analytics_day(c.started_at, ${zone}), 1, case when c.answered then 1 else 0 end,
        case when c.answered then c.duration_seconds else 0 end
      from calls c
      where ${and(
        sql`c.project_id = ${scope.projectId}`,
        sql`(${sql.join(spans, sql` or `)})`,
        employeeCondition(scope, sql`c.employee_id`),
        providerCondition(scope, sql`c.data_provider_id`),
      )}`);
  }
  if (!parts.length)
    return sql`select null::uuid as employee_id, null::text as day, 0 as calls, 0 as success_calls, 0::float8 as duration where false`;
  return sql`select employee_id, day::text as day, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(success_duration)::float8 as duration
    from (${sql.join(parts, sql` union all `)}) x(employee_id, day, calls, success_calls, success_duration)
    group by employee_id, day`;
}

/** The per-day rows of the filter state, from the form that answers it exactly (see the top). */
function dayRows(scope: AnalyticsScope): SQL {
  const source = callsFromRollup(scope);
  return source === 'days' ? rollupDays(scope) : source === 'hours' ? rollupHours(scope) : rawDays(scope);
}

/** How many calls the filter state counts (`calls`), from the same per-day rows as the board. */
export function callsCountQuery(scope: AnalyticsScope): SQL {
  return sql`select coalesce(sum(d.calls), 0)::int as calls from (${dayRows(scope)}) d`;
}

/**
 * One row per employee (null: no mapped owner) from the per-day rows: the totals, the day records
 * {date, duration} as JSON array text in day order, and, only when the project has a call-time
 * target, `kpi_days` ("YYYY-MM-DD seconds" joined by commas) for the kpi; else null (nothing to send).
 * Durations are float8 written by float8out, whose shortest round-trip text is what JSON.stringify
 * writes for the same number.
 */
function perEmployee(scope: AnalyticsScope, days: SQL): SQL {
  const order = sql`day collate "C"`;
  const kpiDays =
    callTimeTargetSeconds(scope.settings) === null ? sql`null::text` : sql`string_agg(day || ' ' || duration::text, ',' order by ${order})`;
  return sql`select employee_id, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(duration)::float8 as duration,
      '[' || string_agg('{"date":"' || day || '","duration":' || duration::text || '}', ',' order by ${order}) || ']' as day_stats_json,
      ${kpiDays} as kpi_days
    from (${days}) d
    group by employee_id`;
}

/**
 * The board's one statement: the employees of the project (both statuses, or the chosen ones),
 * numbered by name (`ord`) with their schedules as JSON text (the kpi's working weekdays), joined to
 * their calls in the filter (attempts, successful calls, the day records), plus the "No owner" row
 * (`no_owner`, employee null, no `ord`) when calls without a mapped owner passed the filters. Each
 * row's object is written here up to its pickup rate (`head`; a duration's float8 text is what
 * JSON.stringify writes for the same number, see perEmployee). Rows
 * come unsorted: sorting after the join would sort the day records along. With a gate, the
 * statement checks the caller itself (analytics-gate.ts).
 */
export function callsQuery(scope: AnalyticsScope, gate?: StatementGate): SQL {
  const days = perEmployee(scope, dayRows(scope));
  const chosen = scope.employeeIds
    ? sql` and e.id in (${sql.join(
        scope.employeeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // The row's object up to its pickup rate, written here (the rate and the kpi are the server's).
  const head = sql`concat('{"employee":', case when e.id is null then 'null' else '"/api/employees/' || e.id || '"' end,
        ',"callDurationActivity":{"actual":', coalesce(d.duration, 0), '},"callCountActivity":{"actual":', coalesce(d.calls, 0),
        ',"success":', coalesce(d.success_calls, 0), '},"pickupRate":')`;
  return sql`select e.id is null as no_owner, e.id as employee_id, e.ord, e.schedules, ${head} as head, d.calls, d.success_calls,
      d.duration, d.day_stats_json, d.kpi_days
      ${gate ? sql`, case when e.ord = 1 then ${gateJson(scope.projectId, gate)} end as gate` : sql``}
    from (
      select e.id, e.schedules::text as schedules, (row_number() over (order by u.name, e.id))::int as ord
      from employees e join users u on u.id = e.user_id
      where e.project_id = ${scope.projectId}${chosen}
    ) e
    full join (${days}) d on d.employee_id = e.id
    where (e.id is not null or d.employee_id is null)${gate ? sql` and ${gateOpen(scope.projectId, gate)}` : sql``}`;
}

/**
 * See callsQuery: one row per employee (`ord` their place by name, `schedules` as JSON text, `head`
 * its object up to the pickup rate), the call figures null when they made no call in the filter;
 * the "No owner" row has ord and schedules null.
 */
export type BoardRow = {
  no_owner: boolean;
  employee_id: string | null;
  ord: number | null;
  schedules: string | null;
  head: string;
  calls: number | null;
  success_calls: number | null;
  duration: number | null;
  day_stats_json: string | null;
  /** "YYYY-MM-DD seconds" joined by commas, in day order; null when the project has no target. */
  kpi_days: string | null;
};

/** The board's rows (callsQuery). */
export async function callsBoardRows(db: Database, scope: AnalyticsScope): Promise<BoardRow[]> {
  return rowsOf<BoardRow>(db, callsQuery(scope));
}

/** The board's rows with the caller's gate (analytics-gate.ts) on the first. */
export async function gatedCallsBoardRows(
  db: Database,
  scope: AnalyticsScope,
  gate: StatementGate,
): Promise<(BoardRow & { gate: string | null })[]> {
  return rowsOf<BoardRow & { gate: string | null }>(db, callsQuery(scope, gate));
}

/** How many calls the filter state counts (callsCountQuery). */
export async function callsCount(db: Database, scope: AnalyticsScope): Promise<number> {
  const [all] = await rowsOf<{ calls: number }>(db, callsCountQuery(scope));
  return all?.calls ?? 0;
}
