import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsObjectType } from '@salespulse/contract/analytics';
import { instantRange, monthToDateBounds, periodBounds } from './analytics-filters';
import { localDay, localHour, localMidnight, wallTimeInstant } from '../../lib/time/calendar-sql';
import { gateJson, gateOpen, type StatementGate } from './analytics-gate';
import type { AnalyticsScope } from './analytics-scope';
import { PULSE_COLUMNS } from './pulse-columns';

// The statements behind POST /api/analytics/pulse, pure (scope in, SQL out) so the bench times
// exactly what the endpoint runs. Pulse has no filters besides the period and teams: rows are every
// employee of the project, active or inactive (with `teams`, those in them on the pulse's day);
// activity without a mapped owner is not shown on the pulse.
//
// A pulse is one statement: every employee of the project, by name, joined to their day and their
// month (or open tasks), so the server reads one row per employee and writes it out (no lookups, one
// round trip). Each part has two forms with the same columns: from the rollups of migration 0007 when
// they are valid in the scope's zone (scope.rollups), else from the raw tables. Day records leave
// PostgreSQL as JSON text (`*_json`: arrays of records with the instant under the spec's name,
// createdAt, billedAt, wonAt or completedAt, and an amount or duration), written by the same
// expressions as the rollups (migration 0026), so a day of tens of thousands of calls is a few
// hundred strings.

/** An instant as the ISO text of the answers (UTC, milliseconds), as the rollups write it. */
const isoText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** JSON array text of records, in time order (an empty array when there are none). */
const jsonArray = (record: SQL, order: SQL, filter?: SQL): SQL =>
  sql`'[' || coalesce(string_agg(${record}, ',' order by ${order})${filter ? sql` filter (where ${filter})` : sql``}, '') || ']'`;

/** Local days of the period and of the month to date, for the rollups' `day` column. */
function days(scope: AnalyticsScope) {
  return {
    from: sql`${scope.period.from}::date`,
    to: sql`${scope.period.to}::date`,
    monthFrom: sql`${`${scope.period.to.slice(0, 7)}-01`}::date`,
  };
}

/**
 * The rows of day rollup `table` for a one-day period, one per employee, as they are (a period of
 * several days is summed by hour instead: callHourRecords, dealHourRecords, taskHourRecords).
 */
function rollupDay(scope: AnalyticsScope, table: string, columns: string[]): SQL {
  const d = days(scope);
  return sql`select employee_id, ${sql.raw(columns.join(', '))} from ${sql.raw(table)}
    where project_id = ${scope.projectId} and day = ${d.from} and employee_id is not null`;
}

/** The parts of a pulse joined by employee: `d` the period, `m` the month (or open tasks), `p` the month's plan. */
type Parts = { d: SQL; m: SQL; p?: SQL };

type EmployeeScope = Pick<AnalyticsScope, 'projectId' | 'employeeIds'>;

/**
 * The project's employees (both statuses; only the scope's when it names them: a team filter),
 * numbered by name (`ord`); with a gate, only for an admitted caller.
 */
function numberedEmployees(scope: EmployeeScope, gate?: StatementGate): SQL {
  const chosen = !scope.employeeIds
    ? sql``
    : scope.employeeIds.length === 0
      ? sql` and false`
      : sql` and e.id in (${sql.join(
          scope.employeeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  return sql`select e.id, (row_number() over (order by u.name, e.id))::int as ord
        from employees e join users u on u.id = e.user_id
        where e.project_id = ${scope.projectId}${chosen}${gate ? sql` and ${gateOpen(scope.projectId, gate)}` : sql``}`;
}

/**
 * Every employee of the project with the columns `select` gives for the employee's id, from the
 * parts joined by employee (see Parts): the pulse's rows, by name (`ord`), as the answer lists them and is sent while they
 * arrive (pulse.service.ts); the first carries the gate.
 *
 * Where the rows are sorted matters, because PostgreSQL sends no row before a sort has them all.
 * With `sortEarly` the employees are joined to their month and sorted inside a fenced subquery
 * (`offset 0`, aliased `m` so the month's columns keep their names): the sort moves 300 short rows,
 * and the day's records, joined after it one employee at a time, leave in that order while the rest
 * is computed. Otherwise the whole rows are sorted last. Measured on the bench tenant (statement
 * p50, sorted last → early): one day of deals 3.31 → 2.95 ms (2.95 for no sort at all), of calls
 * 4.85 → 4.81; but a month of deals 20.3 → 22.5, a day of tasks 9.0 → 10.1 (their day or plan is
 * an aggregate joined by hash, which keeps no order), so pulseQuery sorts early for one day of
 * calls or deals only.
 */
function employeeRows(
  scope: EmployeeScope,
  select: (id: string) => string,
  parts: Parts,
  options: { gate?: StatementGate; sortEarly: boolean },
): SQL {
  const { gate } = options;
  const gateColumn = (ord: SQL) => (gate ? sql`, case when ${ord} = 1 then ${gateJson(scope.projectId, gate)} end as gate` : sql``);
  if (options.sortEarly) {
    return sql`select m.id::text as employee_id, ${sql.raw(select('m.id'))}${gateColumn(sql`m.ord`)}
    from (
      select e.id, e.ord, m.* from (${numberedEmployees(scope, gate)}) e
      left join (${parts.m}) m on m.employee_id = e.id
      order by e.ord offset 0
    ) m
    left join (${parts.d}) d on d.employee_id = m.id${
      parts.p
        ? sql`
    left join (${parts.p}) p on p.employee_id = m.id`
        : sql``
    }
    order by m.ord`;
  }
  return sql`select e.id::text as employee_id, ${sql.raw(select('e.id'))}${gateColumn(sql`e.ord`)}
    from (${numberedEmployees(scope, gate)}) e
    left join (${parts.d}) d on d.employee_id = e.id
    left join (${parts.m}) m on m.employee_id = e.id${
      parts.p
        ? sql`
    left join (${parts.p}) p on p.employee_id = e.id`
        : sql``
    }
    order by e.ord`;
}

/**
 * A deal's first entry into each of the kinds bill, won and refund inside [start, end): a stage
 * change counts when the provider's definitions give its stage that kind and the deal never entered
 * a stage of that kind before (ties broken by the change's id, so one entry counts once). The amount
 * is the deal's amount at that change, else its current amount. The owner is the deal's current one.
 */
export function kindEntries(scope: Pick<AnalyticsScope, 'projectId'>, bounds: { start: SQL; end: SQL }): SQL {
  return sql`select d.employee_id, k.kind, sc.id, sc.changed_at, coalesce(sc.amount, d.amount, 0) as amount
    from deal_stage_changes sc
    join deals d on d.id = sc.deal_id
    join definitions k on k.data_provider_id = d.data_provider_id and k.stage = sc.stage
    where sc.project_id = ${scope.projectId} and ${instantRange(sql`sc.changed_at`, bounds)}
      and k.project_id = ${scope.projectId} and k.kind in ('bill', 'won', 'refund')
      and d.employee_id is not null
      and not exists (
        select 1 from deal_stage_changes p
        join definitions pk on pk.data_provider_id = d.data_provider_id and pk.stage = p.stage and pk.kind = k.kind
        where p.deal_id = sc.deal_id and (p.changed_at, p.id) < (sc.changed_at, sc.id))`;
}

/** A deal entry's kind (rows of kindEntries and of the deal rollups' `kind`). */
const kindIs = (kind: 'bill' | 'won' | 'refund'): SQL => sql`kind = ${kind}`;

/** ISO text of the start of local hour `hour` (the grouped rows' column) on local day `day`. */
const hourStartOf =
  (scope: AnalyticsScope) =>
  (day: SQL): SQL =>
    isoText(wallTimeInstant(scope, sql`(${day} + hour * interval '1 hour')`));

/**
 * The calls of a period of several days, one record per employee and local hour of the day (see
 * docs/decisions.md, "A pulse of several days is summed by hour"): `hours` gives per (employee_id,
 * hour) the counts, the answered seconds and the first local day with calls (and with answered
 * calls) in that hour. A record's `createdAt` is that hour's start on that day, so the screen puts it
 * in the same hour column as the calls it stands for; `count` says how many.
 */
function callHourRecords(scope: AnalyticsScope, hours: SQL): SQL {
  const hourStart = hourStartOf(scope);
  return sql`select employee_id, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(success_duration)::float8 as success_duration,
      ${jsonArray(sql`'{"createdAt":"' || ${hourStart(sql`first_day`)} || '","count":' || calls || '}'`, sql`hour`)} as calls_json,
      ${jsonArray(
        sql`'{"createdAt":"' || ${hourStart(sql`first_success_day`)} || '","count":' || success_calls || ',"duration":' || success_duration || '}'`,
        sql`hour`,
        sql`success_calls > 0`,
      )} as success_json
    from (${hours}) h group by employee_id`;
}

function callParts(scope: AnalyticsScope): Parts {
  const d = days(scope);
  const severalDays = scope.period.from !== scope.period.to;
  if (scope.rollups.has('calls')) {
    return {
      d: severalDays
        ? callHourRecords(
            scope,
            sql`select employee_id, hour, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(success_duration)::bigint as success_duration,
                min(day) as first_day, min(day) filter (where success_calls > 0) as first_success_day
              from analytics_call_hours where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
              group by employee_id, hour`,
          )
        : rollupDay(scope, 'analytics_call_days', ['calls', 'success_calls', 'success_duration', 'calls_json', 'success_json']),
      m: sql`select employee_id, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(success_duration) as success_duration
        from analytics_call_days where project_id = ${scope.projectId} and day >= ${d.monthFrom} and day <= ${d.to} and employee_id is not null
        group by employee_id`,
    };
  }
  const order = sql`started_at, id`;
  if (severalDays) {
    return {
      d: callHourRecords(
        scope,
        sql`select employee_id, ${localHour(scope, sql`started_at`)} as hour, count(*)::int as calls, (count(*) filter (where answered))::int as success_calls,
            coalesce(sum(duration_seconds) filter (where answered), 0)::bigint as success_duration,
            min(${localDay(scope, sql`started_at`)}) as first_day, min(${localDay(scope, sql`started_at`)}) filter (where answered) as first_success_day
          from calls where project_id = ${scope.projectId} and ${instantRange(sql`started_at`, periodBounds(scope))} and employee_id is not null
          group by 1, 2`,
      ),
      m: callMonth(scope),
    };
  }
  return {
    d: sql`select employee_id, count(*)::int as calls, (count(*) filter (where answered))::int as success_calls,
        coalesce(sum(duration_seconds) filter (where answered), 0)::float8 as success_duration,
        ${jsonArray(sql`'{"createdAt":"' || ${isoText(sql`started_at`)} || '"}'`, order)} as calls_json,
        ${jsonArray(sql`'{"createdAt":"' || ${isoText(sql`started_at`)} || '","duration":' || duration_seconds || '}'`, order, sql`answered`)} as success_json
      from calls where project_id = ${scope.projectId} and ${instantRange(sql`started_at`, periodBounds(scope))} and employee_id is not null
      group by employee_id`,
    m: callMonth(scope),
  };
}

/** Calls of the month to date per employee, from the raw table. */
function callMonth(scope: AnalyticsScope): SQL {
  return sql`select employee_id, count(*)::int as calls, (count(*) filter (where answered))::int as success_calls,
      coalesce(sum(duration_seconds) filter (where answered), 0) as success_duration
    from calls where project_id = ${scope.projectId} and ${instantRange(sql`started_at`, monthToDateBounds(scope))} and employee_id is not null
    group by employee_id`;
}

/**
 * The deals of a period of several days, summed as the calls are (callHourRecords): one record per
 * employee, kind and local hour of the day with the entries' summed `amount` and their `count`, at
 * that hour's start on the first day with such entries. `hours` gives per (employee_id, kind, hour)
 * the entries `n`, their `amount` and `first_day`.
 */
function dealHourRecords(scope: AnalyticsScope, hours: SQL): SQL {
  const hourStart = hourStartOf(scope);
  const record = (key: 'billedAt' | 'wonAt') =>
    sql`'{"${sql.raw(key)}":"' || ${hourStart(sql`first_day`)} || '","amount":' || amount || ',"count":' || n || '}'`;
  return sql`select employee_id,
      coalesce(sum(n) filter (where ${kindIs('bill')}), 0)::int as bills, coalesce(sum(amount) filter (where ${kindIs('bill')}), 0)::float8 as bill_amount,
      coalesce(sum(n) filter (where ${kindIs('won')}), 0)::int as won, coalesce(sum(amount) filter (where ${kindIs('won')}), 0)::float8 as won_amount,
      coalesce(sum(n) filter (where ${kindIs('refund')}), 0)::int as refunds, coalesce(sum(amount) filter (where ${kindIs('refund')}), 0)::float8 as refund_amount,
      ${jsonArray(record('billedAt'), sql`hour`, kindIs('bill'))} as bills_json,
      ${jsonArray(record('wonAt'), sql`hour`, kindIs('won'))} as won_json,
      ${jsonArray(record('wonAt'), sql`hour`, kindIs('refund'))} as refunds_json
    from (${hours}) h group by employee_id`;
}

/** Completed tasks of the period per (employee_id, hour): `n` and `first_day`, from the hourly rollup when it is valid. */
function taskHours(scope: AnalyticsScope): SQL {
  const d = days(scope);
  if (scope.rollups.has('tasks')) {
    return sql`select employee_id, hour, sum(tasks)::int as n, min(day) as first_day
      from analytics_task_hours where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
      group by 1, 2`;
  }
  return sql`select employee_id, ${localHour(scope, sql`completed_at`)} as hour, count(*)::int as n, min(${localDay(scope, sql`completed_at`)}) as first_day
    from tasks where project_id = ${scope.projectId} and ${instantRange(sql`completed_at`, periodBounds(scope))} and employee_id is not null
    group by 1, 2`;
}

/** The tasks of a period of several days, summed as the calls are; `hours` as for dealHourRecords, without kinds. */
function taskHourRecords(scope: AnalyticsScope, hours: SQL): SQL {
  const hourStart = hourStartOf(scope);
  return sql`select employee_id, sum(n)::int as tasks,
      ${jsonArray(sql`'{"completedAt":"' || ${hourStart(sql`first_day`)} || '","count":' || n || '}'`, sql`hour`)} as tasks_json
    from (${hours}) h group by employee_id`;
}

/**
 * Bill, won and refund amounts of the month to date per employee: the deal pulse's month, and the
 * plan (won - refunds) the task pulse carries too (spec section 3).
 */
function dealMonth(scope: AnalyticsScope): SQL {
  const d = days(scope);
  if (scope.rollups.has('deals')) {
    return sql`select employee_id, sum(bill_amount) as bill_amount, sum(won_amount) as won_amount, sum(refund_amount) as refund_amount
      from analytics_deal_days where project_id = ${scope.projectId} and day >= ${d.monthFrom} and day <= ${d.to} and employee_id is not null
      group by employee_id`;
  }
  return sql`select employee_id, coalesce(sum(amount) filter (where ${kindIs('bill')}), 0) as bill_amount,
      coalesce(sum(amount) filter (where ${kindIs('won')}), 0) as won_amount,
      coalesce(sum(amount) filter (where ${kindIs('refund')}), 0) as refund_amount
    from (${kindEntries(scope, monthToDateBounds(scope))}) e group by employee_id`;
}

function dealParts(scope: AnalyticsScope): Parts {
  const d = days(scope);
  if (scope.period.from !== scope.period.to) {
    const hours = scope.rollups.has('deals')
      ? sql`select employee_id, kind, hour, sum(entries)::int as n, sum(amount) as amount, min(day) as first_day
          from analytics_deal_hours where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
          group by 1, 2, 3`
      : sql`select employee_id, kind, ${localHour(scope, sql`changed_at`)} as hour, count(*)::int as n, sum(amount) as amount,
            min(${localDay(scope, sql`changed_at`)}) as first_day
          from (${kindEntries(scope, periodBounds(scope))}) e group by 1, 2, 3`;
    return { d: dealHourRecords(scope, hours), m: dealMonth(scope) };
  }
  if (scope.rollups.has('deals')) {
    return {
      d: rollupDay(scope, 'analytics_deal_days', [
        'bills',
        'bill_amount',
        'won',
        'won_amount',
        'refunds',
        'refund_amount',
        'bills_json',
        'won_json',
        'refunds_json',
      ]),
      m: dealMonth(scope),
    };
  }
  // The spec's names: a bill's instant is `billedAt`, a won deal's or a refund's `wonAt`.
  const record = (key: 'billedAt' | 'wonAt') =>
    sql`'{"${sql.raw(key)}":"' || ${isoText(sql`changed_at`)} || '","amount":' || amount || '}'`;
  const order = sql`changed_at, id`;
  return {
    d: sql`select employee_id,
        (count(*) filter (where ${kindIs('bill')}))::int as bills, coalesce(sum(amount) filter (where ${kindIs('bill')}), 0)::float8 as bill_amount,
        (count(*) filter (where ${kindIs('won')}))::int as won, coalesce(sum(amount) filter (where ${kindIs('won')}), 0)::float8 as won_amount,
        (count(*) filter (where ${kindIs('refund')}))::int as refunds, coalesce(sum(amount) filter (where ${kindIs('refund')}), 0)::float8 as refund_amount,
        ${jsonArray(record('billedAt'), order, kindIs('bill'))} as bills_json,
        ${jsonArray(record('wonAt'), order, kindIs('won'))} as won_json,
        ${jsonArray(record('wonAt'), order, kindIs('refund'))} as refunds_json
      from (${kindEntries(scope, periodBounds(scope))}) e group by employee_id`,
    m: dealMonth(scope),
  };
}

function taskParts(scope: AnalyticsScope): Parts {
  const d = days(scope);
  // "Today" is the last day of the period; a task is open at its end when it was not completed
  // before then (for today: not completed yet).
  const todayStart = localMidnight(scope, scope.period.to);
  const todayEnd = localMidnight(scope, sql`${scope.period.to}::date + 1`);
  const open = sql`select employee_id,
        (count(*) filter (where due_at >= ${todayStart}))::int as today,
        (count(*) filter (where due_at < ${todayStart}))::int as overdue
      from (
        select employee_id, due_at from tasks
          where project_id = ${scope.projectId} and completed_at is null and due_at < ${todayEnd} and employee_id is not null
        union all
        select employee_id, due_at from tasks
          where project_id = ${scope.projectId} and completed_at >= ${todayEnd} and due_at < ${todayEnd} and employee_id is not null
      ) o
      group by employee_id`;
  const several = scope.period.from !== scope.period.to;
  if (scope.rollups.has('tasks')) {
    return {
      d: several ? taskHourRecords(scope, taskHours(scope)) : rollupDay(scope, 'analytics_task_days', ['tasks', 'tasks_json']),
      // Open now (rollups): overdue is each employee's total less what is due from the day on, so
      // only the days from it on are read, however many days have open tasks. Plus those completed
      // only after the chosen day (for a past day), from the index alone.
      m: sql`select employee_id, sum(today)::int as today, sum(overdue)::int as overdue
        from (
          select employee_id, 0 as today, open as overdue from analytics_open_task_totals
            where project_id = ${scope.projectId}
          union all
          select employee_id, case when due_day = ${d.to} then open else 0 end, -open from analytics_open_tasks
            where project_id = ${scope.projectId} and due_day >= ${d.to} and employee_id is not null
          union all
          select employee_id, (due_at >= ${todayStart})::int, (due_at < ${todayStart})::int from tasks
            where project_id = ${scope.projectId} and completed_at >= ${todayEnd} and due_at < ${todayEnd} and employee_id is not null
        ) o
        group by employee_id`,
      p: dealMonth(scope),
    };
  }
  if (several) return { d: taskHourRecords(scope, taskHours(scope)), m: open, p: dealMonth(scope) };
  return {
    d: sql`select employee_id, count(*)::int as tasks,
        ${jsonArray(sql`'{"completedAt":"' || ${isoText(sql`completed_at`)} || '"}'`, sql`completed_at, id`)} as tasks_json
      from tasks where project_id = ${scope.projectId} and ${instantRange(sql`completed_at`, periodBounds(scope))} and employee_id is not null
      group by employee_id`,
    m: open,
    p: dealMonth(scope),
  };
}

/**
 * Whether a pulse's rows leave PostgreSQL one employee at a time while the rest is computed (one
 * day of calls or deals: sorted early, see employeeRows), rather than all together at the end.
 */
export function pulseRowsTrickle(period: { from: string; to: string }, objectType: AnalyticsObjectType): boolean {
  return period.from === period.to && objectType !== 'task';
}

/**
 * The one statement of a pulse (the service and the bench run it). With a gate, the statement
 * checks the caller itself (analytics-gate.ts).
 */
export function pulseQuery(scope: AnalyticsScope, objectType: AnalyticsObjectType, gate?: StatementGate): SQL {
  const parts = objectType === 'call' ? callParts(scope) : objectType === 'deal' ? dealParts(scope) : taskParts(scope);
  return employeeRows(scope, PULSE_COLUMNS[objectType], parts, { gate, sortEarly: pulseRowsTrickle(scope.period, objectType) });
}
