import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsObjectType } from '@salespulse/contract/analytics';
import { instantRange, localDay, localMidnight, monthToDateBounds, periodBounds } from './analytics-filters';
import type { AnalyticsScope } from './analytics-scope';

// The statements behind POST /api/analytics/pulse, pure (scope in, SQL out) so the bench times
// exactly what the endpoint runs. Pulse has no filters besides the period: rows are every employee
// of the project, active or inactive; activity without a mapped owner is not shown on the pulse.
//
// Each statement has two forms with the same columns: from the rollups of migration 0007 when
// they are valid in the scope's zone (scope.rollups), else from the raw tables. Day records leave
// PostgreSQL as JSON text (`*_json`, arrays of {timestamp, amount | duration}), written by the same
// expressions as the rollups, so a day of tens of thousands of calls is a few hundred strings.

/** An instant as the ISO text of the answers (UTC, milliseconds), as the rollups write it. */
const isoText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** JSON array text of records, in time order (an empty array when there are none). */
const jsonArray = (record: SQL, order: SQL, filter?: SQL): SQL =>
  sql`'[' || coalesce(string_agg(${record}, ',' order by ${order})${filter ? sql` filter (where ${filter})` : sql``}, '') || ']'`;

/** Every employee of the project (both statuses), by name: the pulse's rows. */
export function pulseEmployees(scope: Pick<AnalyticsScope, 'projectId'>): SQL {
  return sql`select e.id from employees e join users u on u.id = e.user_id
    where e.project_id = ${scope.projectId} order by u.name, e.id`;
}

/** Local days of the period and of the month to date, for the rollups' `day` column. */
function days(scope: AnalyticsScope) {
  return { from: sql`${scope.period.from}::date`, to: sql`${scope.period.to}::date`, monthFrom: sql`${`${scope.period.to.slice(0, 7)}-01`}::date` };
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

function callQueries(scope: AnalyticsScope): Record<string, SQL> {
  const d = days(scope);
  if (scope.rollups.has('calls')) {
    return {
      day: sql`select employee_id, calls, success_calls, success_duration::float8 as success_duration, calls_json, success_json
        from analytics_call_days where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
        order by employee_id, day`,
      month: sql`select employee_id, sum(calls)::int as calls, sum(success_calls)::int as success_calls, sum(success_duration)::float8 as success_duration
        from analytics_call_days where project_id = ${scope.projectId} and day >= ${d.monthFrom} and day <= ${d.to} and employee_id is not null
        group by employee_id`,
    };
  }
  const order = sql`started_at, id`;
  return {
    day: sql`select employee_id, count(*)::int as calls, (count(*) filter (where answered))::int as success_calls,
        coalesce(sum(duration_seconds) filter (where answered), 0)::float8 as success_duration,
        ${jsonArray(sql`'{"timestamp":"' || ${isoText(sql`started_at`)} || '"}'`, order)} as calls_json,
        ${jsonArray(sql`'{"timestamp":"' || ${isoText(sql`started_at`)} || '","duration":' || duration_seconds || '}'`, order, sql`answered`)} as success_json
      from calls where project_id = ${scope.projectId} and ${instantRange(sql`started_at`, periodBounds(scope))} and employee_id is not null
      group by employee_id`,
    month: sql`select employee_id, count(*)::int as calls, (count(*) filter (where answered))::int as success_calls,
        coalesce(sum(duration_seconds) filter (where answered), 0)::float8 as success_duration
      from calls where project_id = ${scope.projectId} and ${instantRange(sql`started_at`, monthToDateBounds(scope))} and employee_id is not null
      group by employee_id`,
  };
}

function dealQueries(scope: AnalyticsScope): Record<string, SQL> {
  const d = days(scope);
  if (scope.rollups.has('deals')) {
    return {
      day: sql`select employee_id, bills, bill_amount::float8 as bill_amount, won, won_amount::float8 as won_amount,
          refunds, refund_amount::float8 as refund_amount, bills_json, won_json, refunds_json
        from analytics_deal_days where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
        order by employee_id, day`,
      month: sql`select employee_id, sum(bill_amount)::float8 as bill_amount, sum(won_amount)::float8 as won_amount, sum(refund_amount)::float8 as refund_amount
        from analytics_deal_days where project_id = ${scope.projectId} and day >= ${d.monthFrom} and day <= ${d.to} and employee_id is not null
        group by employee_id`,
    };
  }
  const record = sql`'{"timestamp":"' || ${isoText(sql`changed_at`)} || '","amount":' || amount || '}'`;
  const order = sql`changed_at, id`;
  const per = (kind: string) => sql`kind = ${kind}`;
  return {
    day: sql`select employee_id,
        (count(*) filter (where ${per('bill')}))::int as bills, coalesce(sum(amount) filter (where ${per('bill')}), 0)::float8 as bill_amount,
        (count(*) filter (where ${per('won')}))::int as won, coalesce(sum(amount) filter (where ${per('won')}), 0)::float8 as won_amount,
        (count(*) filter (where ${per('refund')}))::int as refunds, coalesce(sum(amount) filter (where ${per('refund')}), 0)::float8 as refund_amount,
        ${jsonArray(record, order, per('bill'))} as bills_json,
        ${jsonArray(record, order, per('won'))} as won_json,
        ${jsonArray(record, order, per('refund'))} as refunds_json
      from (${kindEntries(scope, periodBounds(scope))}) e group by employee_id`,
    month: sql`select employee_id, coalesce(sum(amount) filter (where ${per('bill')}), 0)::float8 as bill_amount,
        coalesce(sum(amount) filter (where ${per('won')}), 0)::float8 as won_amount,
        coalesce(sum(amount) filter (where ${per('refund')}), 0)::float8 as refund_amount
      from (${kindEntries(scope, monthToDateBounds(scope))}) e group by employee_id`,
  };
}

function taskQueries(scope: AnalyticsScope): Record<string, SQL> {
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
  if (scope.rollups.has('tasks')) {
    return {
      day: sql`select employee_id, tasks, tasks_json from analytics_task_days
        where project_id = ${scope.projectId} and day >= ${d.from} and day <= ${d.to} and employee_id is not null
        order by employee_id, day`,
      // Open now, by due day (rollup), plus those completed only after the chosen day (for a past day).
      open: sql`select employee_id,
          coalesce(sum(open) filter (where due_day = ${d.to}), 0)::int as today,
          coalesce(sum(open) filter (where due_day < ${d.to}), 0)::int as overdue
        from (
          select employee_id, due_day, open from analytics_open_tasks
            where project_id = ${scope.projectId} and due_day <= ${d.to} and employee_id is not null
          union all
          select employee_id, ${localDay(scope, sql`due_at`)}, 1 from tasks
            where project_id = ${scope.projectId} and completed_at >= ${todayEnd} and due_at < ${todayEnd} and employee_id is not null
        ) o
        group by employee_id`,
    };
  }
  return {
    day: sql`select employee_id, count(*)::int as tasks,
        ${jsonArray(sql`'{"timestamp":"' || ${isoText(sql`completed_at`)} || '"}'`, sql`completed_at, id`)} as tasks_json
      from tasks where project_id = ${scope.projectId} and ${instantRange(sql`completed_at`, periodBounds(scope))} and employee_id is not null
      group by employee_id`,
    open,
  };
}

/** The statements of one pulse call, by name (the service runs them all; the bench times them). */
export function pulseQueries(scope: AnalyticsScope, objectType: AnalyticsObjectType): Record<string, SQL> {
  const employees = pulseEmployees(scope);
  switch (objectType) {
    case 'call':
      return { employees, ...callQueries(scope) };
    case 'deal':
      return { employees, ...dealQueries(scope) };
    case 'task':
      return { employees, ...taskQueries(scope) };
  }
}
