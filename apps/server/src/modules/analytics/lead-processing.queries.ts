import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { deals } from '../activity/activity.schema';
import { dealFilterCondition, hasDealFilter, periodCondition, timeWindowCondition } from './analytics-filters';
import type { AnalyticsScope } from './analytics-scope';
import { epochMs } from './analytics-sql';
import { milestonesByProvider } from './funnel';
import { managersEmployees } from './managers.queries';
import { calendarKey, epochOf, leadWorkCalendar, localEpochOf, workingSeconds, type WorkCalendar } from './working-time';

// The statements behind POST /api/analytics/lead_processing, pure so the bench times exactly what the
// endpoint runs. One row per lead that reached a manager in the filtered time (an owner change, from
// the lead_assignments rollup, which carries the deal's columns too: the deals table is read only for
// product and property filters), with its working times already computed in PostgreSQL.

const deal = alias(deals, 'd');

/** Every filter of the board: on the assignment's instant, its owner's employee and its deal. */
export function assignmentsWhere(scope: AnalyticsScope): SQL {
  return and(
    sql`l.project_id = ${scope.projectId}`,
    // An owner change to nobody takes a lead away; it brings it to no one.
    sql`l.owner_user_id is not null`,
    periodCondition(scope, sql`l.assigned_at`),
    timeWindowCondition(scope, sql`l.assigned_at`),
    scope.employeeIds
      ? sql`pu.employee_id in (${sql.join(
          scope.employeeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : undefined,
    dealFilterCondition(scope, deal),
  )!;
}

/**
 * Per lead and manager: the employee (null: an owner mapped to nobody), when it reached them (ms),
 * the deal's reference, whether they processed it, the working seconds to process it (null: not
 * processed) and from the deal's creation to reaching them, and how the deal ended (won: reached a
 * won or refund stage; lost: reached a lost stage and was not won). Unordered: a month of leads does
 * not fit a sort in work_mem, and the service orders them in less time than PostgreSQL would spill.
 */
export function leadRowsQuery(scope: AnalyticsScope, calendar: WorkCalendar = leadWorkCalendar(scope)): SQL {
  const instant = (at: string, epoch: string, local: string) => ({ at: sql.raw(`x.${at}`), epoch: sql.raw(`x.${epoch}`), local: sql.raw(`x.${local}`) });
  const assigned = instant('assigned_at', 'ea', 'la');
  // Rows keep both times in the project's default calendar; only a request in another one (other
  // weekdays, a setting changed a moment ago) converts instants and computes them here.
  const key = calendarKey(calendar);
  const local = (at: SQL) => sql`case when l.calendar = ${key} then null else ${localEpochOf(calendar, at)} end`;
  return sql`select x.employee_id, ${epochMs(sql`x.assigned_at`)} as at, x.external_id, x.link, x.title,
      x.processed_at is not null as processed,
      case when x.processed_at is null then null when x.stored then x.process_seconds
        else ${workingSeconds(calendar, assigned, instant('processed_at', 'ep', 'lp'))} end as process_seconds,
      case when x.stored then x.participate_seconds
        else ${workingSeconds(calendar, instant('created_at', 'ec', 'lc'), assigned)} end as participate_seconds,
      x.won, x.lost and not x.won as lost
    from (
      select pu.employee_id, l.assigned_at, l.processed_at, l.deal_created_at as created_at, l.external_id, l.link, l.title,
        coalesce(l.stages && k.won, false) as won, coalesce(l.stages && k.lost, false) as lost,
        l.calendar = ${key} and l.calendar is not null as stored, l.process_seconds, l.participate_seconds,
        ${epochOf(sql`l.assigned_at`)} as ea, ${local(sql`l.assigned_at`)} as la,
        ${epochOf(sql`l.processed_at`)} as ep, ${local(sql`l.processed_at`)} as lp,
        ${epochOf(sql`l.deal_created_at`)} as ec,
        case when l.deal_created_at < l.assigned_at then ${local(sql`l.deal_created_at`)} end as lc
      from lead_assignments l
      ${hasDealFilter(scope) ? sql`join deals d on d.id = l.deal_id` : sql``}
      left join ${milestonesByProvider(scope)} k on k.data_provider_id = l.data_provider_id
      left join provider_users pu on pu.id = l.owner_user_id
      where ${assignmentsWhere(scope)}
      offset 0) x`;
}

/** The statements of one lead-processing call, by name (the service runs them; the bench times them). */
export function leadProcessingQueries(scope: AnalyticsScope): Record<string, SQL> {
  return { employees: managersEmployees(scope), leads: leadRowsQuery(scope) };
}
