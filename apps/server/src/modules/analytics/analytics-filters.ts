import { and, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { DateTimeRange } from '@salespulse/contract/analytics';
import { deals } from '../../db/schema/activity';
import type { AnalyticsScope } from './analytics-scope';
import { localMidnight, localTime, type TimeColumn } from '../../lib/time/calendar-sql';

// The filter compiler: pure functions from a resolved scope to drizzle SQL fragments, shared by every
// analytics query (pulse, calls, managers, lead processing) and by the bench, which times the same
// statements. Calendar rules are evaluated by PostgreSQL in the project's time zone
// (lib/time/calendar-sql.ts), so DST days are 23 or 25 hours long without any arithmetic here.
//
// Conventions:
// - A "column" is any timestamptz expression (a table column or an SQL fragment).
// - Conditions return `undefined` when the filter is off; drizzle's `and()` skips them.
// - Periods restrict the raw column with a range whose bounds are constant for the statement
//   (`col >= <local midnight> AND col < <next local midnight>`), so the (project_id, <time>) indexes
//   serve them; time-of-day windows are evaluated per row inside that range.

/** The deals table or an alias of it (only these columns are read). */
type DealsTable = { productId: AnyPgColumn; dataProviderId: AnyPgColumn; properties: AnyPgColumn };

/**
 * The period as instants: `start` is local midnight of `date.from`, `end` local midnight of the day
 * after `date.to` (exclusive). On a DST day the period is 23 or 25 hours long.
 */
export function periodBounds(scope: Pick<AnalyticsScope, 'timeZone' | 'period'>): { start: SQL; end: SQL } {
  return {
    start: localMidnight(scope, scope.period.from),
    end: localMidnight(scope, sql`${scope.period.to}::date + 1`),
  };
}

/** Half-open range [start, end) on an instant column: index-friendly. */
export function instantRange(column: TimeColumn, bounds: { start: SQL; end: SQL }): SQL {
  return sql`(${column} >= ${bounds.start} and ${column} < ${bounds.end})`;
}

/** The event happened inside the period (whole local days). */
export function periodCondition(scope: Pick<AnalyticsScope, 'timeZone' | 'period'>, column: TimeColumn): SQL {
  return instantRange(column, periodBounds(scope));
}

/**
 * The calendar month of `date.to` up to the end of that day, as instants: [local 1st of the month
 * 00:00, local `date.to` + 1 day 00:00). Pulse's "month" and plan are month-to-date of the chosen day.
 */
export function monthToDateBounds(scope: Pick<AnalyticsScope, 'timeZone' | 'period'>): { start: SQL; end: SQL } {
  return {
    start: localMidnight(scope, `${scope.period.to.slice(0, 7)}-01`),
    end: localMidnight(scope, sql`${scope.period.to}::date + 1`),
  };
}

function withinRange(scope: Pick<AnalyticsScope, 'timeZone'>, column: TimeColumn, range: DateTimeRange): SQL {
  const local = localTime(scope, column);
  const days = [...new Set(range.daysOfWeek)];
  const parts: (SQL | undefined)[] = [
    sql`${local}::time >= ${range.fromTime}::time`,
    // `toTime` counts to the end of its second; 23:59:59 is the end of the day (time + 1 s would wrap to 00:00).
    range.toTime === '23:59:59' ? undefined : sql`${local}::time < ${range.toTime}::time + interval '1 second'`,
    days.length === 7
      ? undefined
      : sql`extract(isodow from ${local})::int in (${sql.join(
          days.map((d) => sql`${d}`),
          sql`, `,
        )})`,
    range.fromDate ? sql`${local} >= ${range.fromDate}::date` : undefined,
    range.toDate ? sql`${local} < ${range.toDate}::date + 1` : undefined,
  ];
  return and(...parts) ?? sql`true`;
}

/**
 * dateTimeRanges and dateTimeRangeExclusions on the event's own instant: it must fall inside at
 * least one range (when any is given: local time of day in [fromTime, toTime], ISO weekday in
 * daysOfWeek, local day in [fromDate, toDate] when given) and inside no exclusion.
 * Undefined when neither is set.
 */
export function timeWindowCondition(
  scope: Pick<AnalyticsScope, 'timeZone' | 'dateTimeRanges' | 'dateTimeRangeExclusions'>,
  column: TimeColumn,
): SQL | undefined {
  const included = scope.dateTimeRanges.length ? or(...scope.dateTimeRanges.map((r) => withinRange(scope, column, r))) : undefined;
  const excluded = scope.dateTimeRangeExclusions.length
    ? or(...scope.dateTimeRangeExclusions.map((r) => withinRange(scope, column, r)))
    : undefined;
  return and(included, excluded ? not(excluded) : undefined);
}

/** Period and time windows together: what "the event happened in the filtered time" means. */
export function timeCondition(scope: AnalyticsScope, column: TimeColumn): SQL {
  return and(periodCondition(scope, column), timeWindowCondition(scope, column))!;
}

/** `column in (ids)` for a uuid column or expression. */
export function uuidIn(column: AnyPgColumn | SQL, ids: string[]): SQL {
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** The owner filter on an `employee_id` column (rows with no owner drop out when it is on). */
export function employeeCondition(scope: Pick<AnalyticsScope, 'employeeIds'>, column: AnyPgColumn | SQL): SQL | undefined {
  return scope.employeeIds ? uuidIn(column, scope.employeeIds) : undefined;
}

/** The data-provider filter on a `data_provider_id` column. */
export function providerCondition(scope: Pick<AnalyticsScope, 'dataProviderIds'>, column: AnyPgColumn | SQL): SQL | undefined {
  return scope.dataProviderIds ? uuidIn(column, scope.dataProviderIds) : undefined;
}

/** True when products or properties narrow the deals (and, through them, calls and tasks). */
export function hasDealFilter(scope: Pick<AnalyticsScope, 'productIds' | 'properties'>): boolean {
  return scope.productIds !== null || scope.properties.length > 0;
}

/**
 * Products (deals.product_id) and custom properties (`deals.properties ->> key` is one of the
 * options, on the property's provider; several properties must all match) on a deals table or alias.
 */
export function dealFilterCondition(scope: Pick<AnalyticsScope, 'productIds' | 'properties'>, table: DealsTable): SQL | undefined {
  return and(
    scope.productIds ? inArray(table.productId, scope.productIds) : undefined,
    ...scope.properties.map((p) =>
      and(eq(table.dataProviderId, p.dataProviderId), inArray(sql`(${table.properties} ->> ${p.key}::text)`, p.options)),
    ),
  );
}

const linkedDeal = alias(deals, 'filter_deal');

/**
 * For calls and tasks: the deal they belong to (same provider, `deal_external_id`) passes the deal
 * filters. Activity linked to no deal drops out when a deal filter is on. Undefined when it is off.
 */
export function linkedDealCondition(
  scope: Pick<AnalyticsScope, 'projectId' | 'productIds' | 'properties'>,
  activity: { dataProviderId: AnyPgColumn; dealExternalId: AnyPgColumn },
): SQL | undefined {
  if (!hasDealFilter(scope)) return undefined;
  // The alias renders as its name only; the table is named here.
  return sql`exists (select 1 from deals as filter_deal where ${and(
    eq(linkedDeal.projectId, scope.projectId),
    eq(linkedDeal.dataProviderId, activity.dataProviderId),
    eq(linkedDeal.externalId, activity.dealExternalId),
    dealFilterCondition(scope, linkedDeal),
  )})`;
}
