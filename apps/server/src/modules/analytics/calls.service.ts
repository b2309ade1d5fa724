import type { CallsRequest } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { ensureRollup } from './analytics-rollups';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { callTimeKpi, callTimeTargetSeconds, localToday, openDays, workWeekdays, type OpenDay } from './calls-kpi';
import { callsQueries } from './calls.queries';
import { JsonText } from './json-text';

// POST /api/analytics/calls. The answer (contract: callsResponseSchema) is written as JSON text like
// the pulse's: PostgreSQL sends one row per employee with the day records as JSON array text, spliced
// in as is; only the few figures of each row are serialised here.

type EmployeeRow = { id: string; schedules: string };
/** See callsQueries: one row per employee (null: no mapped owner) with calls in the filter. */
type EmployeeDays = {
  employee_id: string | null;
  calls: number;
  success_calls: number;
  duration: number;
  day_stats_json: string;
  /** "YYYY-MM-DD seconds" joined by commas, in day order; null when the project has no target. */
  kpi_days: string | null;
};

/** success / actual in percent with two decimals; 0 when nothing was attempted. */
export const pickupRate = (success: number, actual: number): number => (actual === 0 ? 0 : Math.round((success / actual) * 10_000) / 100);

/** What the kpi of a row is measured against; null when the project has no call-time target. */
type KpiBasis = { targetSeconds: number; days: OpenDay[]; weekdays: ReadonlySet<number> } | null;

/** Talk seconds by local day from `kpi_days`. */
function talkSecondsByDay(kpiDays: string | null | undefined): Map<string, number> {
  const map = new Map<string, number>();
  if (!kpiDays) return map;
  for (const entry of kpiDays.split(',')) map.set(entry.slice(0, 10), Number(entry.slice(11)));
  return map;
}

/** The pieces of a row's JSON text (the object's fields in the contract's order, day records last). */
function rowPieces(employee: string | null, days: EmployeeDays | undefined, kpi: KpiBasis): string[] {
  const actual = days?.calls ?? 0;
  const success = days?.success_calls ?? 0;
  const figures = JSON.stringify({
    employee: employee === null ? null : `/api/employees/${employee}`,
    callDurationActivity: { actual: days?.duration ?? 0 },
    callCountActivity: { actual, success },
    pickupRate: pickupRate(success, actual),
    kpi: kpi && callTimeKpi(talkSecondsByDay(days?.kpi_days), kpi.days, kpi.weekdays, kpi.targetSeconds),
  });
  return [figures.slice(0, -1), ',"dayCallStats":', days?.day_stats_json ?? '[]', '}'];
}

/**
 * The board's rows as JSON array text (contract: callsRowSchema): one row per employee of the
 * project (or per chosen employee), active or inactive, with zeros when they made no call, then the
 * "No owner" row (employee null) when calls without a mapped owner passed the filters (never when an
 * employee filter is on). The kpi counts working days up to `now`'s local day; the "No owner" row
 * has none (no one's target).
 */
export async function runCalls(db: Database, scope: AnalyticsScope, now = new Date()): Promise<JsonText> {
  const q = callsQueries(scope);
  const [employees, days] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<EmployeeDays>(db, q.days!)]);
  const byEmployee = new Map(days.map((d) => [d.employee_id, d]));
  const targetSeconds = callTimeTargetSeconds(scope.settings);
  const open = targetSeconds === null ? [] : openDays(scope, localToday(scope.timeZone, now));
  const kpiOf = (e: EmployeeRow): KpiBasis =>
    targetSeconds === null ? null : { targetSeconds, days: open, weekdays: workWeekdays(JSON.parse(e.schedules) as { day: number }[]) };
  const rows = employees.map((e) => rowPieces(e.id, byEmployee.get(e.id), kpiOf(e)));
  const unowned = byEmployee.get(null);
  if (unowned) rows.push(rowPieces(null, unowned, null));
  // Flat pieces (see json-text.ts): the day records are most of the text.
  const out = ['['];
  rows.forEach((pieces, i) => {
    if (i > 0) out.push(',');
    for (const piece of pieces) out.push(piece);
  });
  out.push(']');
  return new JsonText(out);
}

export function createCallsService(deps: { db: Database; scopes: AnalyticsScopes }) {
  return {
    async calls(caller: Caller, request: CallsRequest): Promise<JsonText> {
      const scope = await ensureRollup(deps.db, await deps.scopes.resolve(caller, request), 'calls');
      return JsonText.of('{"employees":', await runCalls(deps.db, scope), `,"filters":${JSON.stringify(request)}}`);
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
