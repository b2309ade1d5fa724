import type { CallsRequest } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { parseRef } from '../../lib/iri';
import { createCalendarMemory, gatedRowsStand, scopeCalendarOf } from './analytics-gate';
import { ensureRollup } from './analytics-rollups';
import { namesReferences, scopeInCalendar, type AnalyticsScope, type AnalyticsScopes } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { callTimeKpi, callTimeTargetSeconds, localToday, openDays, workWeekdays, type OpenDay } from './calls-kpi';
import { callsQuery } from './calls.queries';
import { JsonText } from './json-text';

// POST /api/analytics/calls. The answer (contract: callsResponseSchema) is written as JSON text like
// the pulse's: PostgreSQL sends one row per employee with the day records as JSON array text, spliced
// in as is; only the few figures of each row are serialised here.

/**
 * See callsQuery: one row per employee (`ord` their place by name, `schedules` as JSON text), the
 * call figures null when they made no call in the filter; the "No owner" row has employee, ord and
 * schedules null.
 */
type BoardRow = {
  employee_id: string | null;
  ord: number | null;
  schedules: string | null;
  calls: number | null;
  success_calls: number | null;
  duration: number | null;
  day_stats_json: string | null;
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

/**
 * The pieces of a row's JSON text (the object's fields in the contract's order, day records last).
 * Written as a template rather than JSON.stringify of an object: it runs for every employee of every
 * answer, and every value is a number, null or an IRI made of a UUID (nothing to escape).
 */
function rowPieces(row: BoardRow, kpi: KpiBasis): string[] {
  const actual = row.calls ?? 0;
  const success = row.success_calls ?? 0;
  const score = kpi && callTimeKpi(talkSecondsByDay(row.kpi_days), kpi.days, kpi.weekdays, kpi.targetSeconds);
  const employee = row.employee_id === null ? 'null' : `"/api/employees/${row.employee_id}"`;
  const figures =
    `{"employee":${employee},"callDurationActivity":{"actual":${row.duration ?? 0}},` +
    `"callCountActivity":{"actual":${actual},"success":${success}},"pickupRate":${pickupRate(success, actual)},"kpi":${score ?? 'null'}`;
  return [figures, ',"dayCallStats":', row.day_stats_json ?? '[]', '}'];
}

/**
 * The board's rows as JSON array text (contract: callsRowSchema): one row per employee of the
 * project (or per chosen employee), active or inactive, with zeros when they made no call, then the
 * "No owner" row (employee null) when calls without a mapped owner passed the filters (never when an
 * employee filter is on). The kpi counts working days up to `now`'s local day; the "No owner" row
 * has none (no one's target).
 */
export async function runCalls(db: Database, scope: AnalyticsScope, now = new Date()): Promise<JsonText> {
  return boardText(scope, await rowsOf<BoardRow>(db, callsQuery(scope)), now);
}

/** The board's JSON array text from its rows: the employees by name, then the "No owner" row. */
function boardText(scope: AnalyticsScope, unordered: BoardRow[], now: Date): JsonText {
  const rows = [...unordered].sort((a, b) => (a.ord ?? Infinity) - (b.ord ?? Infinity));
  const targetSeconds = callTimeTargetSeconds(scope.settings);
  const open = targetSeconds === null ? [] : openDays(scope, localToday(scope.timeZone, now));
  const kpiOf = (row: BoardRow): KpiBasis =>
    targetSeconds === null || row.employee_id === null
      ? null
      : { targetSeconds, days: open, weekdays: workWeekdays(JSON.parse(row.schedules ?? '[]') as { day: number }[]) };
  // Flat pieces (see json-text.ts): the day records are most of the text.
  const out = ['['];
  rows.forEach((row, i) => {
    if (i > 0) out.push(',');
    for (const piece of rowPieces(row, kpiOf(row))) out.push(piece);
  });
  out.push(']');
  return new JsonText(out);
}

export function createCallsService(deps: { db: Database; scopes: AnalyticsScopes }) {
  const calendars = createCalendarMemory();

  /** The board in one round trip (analytics-gate.ts), or undefined when the full path must answer. */
  async function assumingCalendar(caller: Caller, request: CallsRequest, now: Date): Promise<JsonText | undefined> {
    const projectId = parseRef(request.project, 'projects', 'project');
    const assumed = calendars.get(projectId);
    // Only from the rollup known to be built, and without references to check (the full path checks them).
    if (!assumed?.rollups.has('calls') || namesReferences(request)) return undefined;
    const scope = scopeInCalendar(projectId, scopeCalendarOf(assumed), request);
    const rows = await rowsOf<BoardRow & { gate: string | null }>(deps.db, callsQuery(scope, { userId: caller.userId }));
    return gatedRowsStand(rows, caller, projectId, assumed, ['calls']) ? boardText(scope, rows, now) : undefined;
  }

  return {
    async calls(caller: Caller, request: CallsRequest): Promise<JsonText> {
      const now = new Date();
      let board = await assumingCalendar(caller, request, now);
      if (!board) {
        const scope = await ensureRollup(deps.db, await deps.scopes.resolve(caller, request), 'calls');
        calendars.remember(scope.projectId, scope);
        board = await runCalls(deps.db, scope, now);
      }
      return JsonText.of('{"employees":', board, `,"filters":${JSON.stringify(request)}}`);
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
