import type { CallsRequest, CallsTeamRow } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { parseRef } from '../../lib/iri';
import { createCalendarMemory, gatedRowsStand, scopeCalendarOf } from './analytics-gate';
import { ensureRollup } from './analytics-rollups';
import { namesReferences, scopeInCalendar, type AnalyticsScope, type AnalyticsScopes } from './analytics-scope';
import {
  callTimeKpi,
  callTimeKpiParts,
  callTimeTargetSeconds,
  kpiPercent,
  localToday,
  openDays,
  workWeekdays,
  type OpenDay,
} from './calls-kpi';
import { callsBoardRows, callsCount, gatedCallsBoardRows, type BoardRow } from './calls.queries';
import { includeAllScope, outsideCount } from './outside-window';
import { ChunkWriter, freshChunks, type ChunkLease } from './answer-chunks';
import { byTeamName, groupByTeam, teamLabel, teamsOnDay, type TeamOfDay } from './team-of-day';

// POST /api/analytics/calls. The answer (contract: callsResponseSchema) is written as JSON text like
// the pulse's: PostgreSQL sends one row per employee with its object written up to the pickup rate
// and the day records as JSON array text, written out as they are; the pickup rate and the kpi are
// computed here.

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

/** The rest of a row's object after its `head`: pickup rate, kpi and day records. */
function rowPieces(row: BoardRow, kpi: KpiBasis): string[] {
  const actual = row.calls ?? 0;
  const success = row.success_calls ?? 0;
  const score = kpi && callTimeKpi(talkSecondsByDay(row.kpi_days), kpi.days, kpi.weekdays, kpi.targetSeconds);
  return [row.head, `${pickupRate(success, actual)},"kpi":${score ?? 'null'},"dayCallStats":`, row.day_stats_json ?? '[]', '}'];
}

/**
 * The board's rows as JSON array text (contract: callsRowSchema), written by `writer`: one row per
 * employee of the project (or per chosen employee), active or inactive, with zeros when they made
 * no call, then the "No owner" row (employee null) when calls without a mapped owner passed the
 * filters (never when an employee filter is on). The kpi counts working days up to `now`'s local
 * day; the "No owner" row has none (no one's target).
 */
function kpiBasisOf(scope: AnalyticsScope, now: Date): (row: BoardRow) => KpiBasis {
  const targetSeconds = callTimeTargetSeconds(scope.settings);
  const open = targetSeconds === null ? [] : openDays(scope, localToday(scope.timeZone, now));
  return (row) =>
    targetSeconds === null || row.no_owner
      ? null
      : { targetSeconds, days: open, weekdays: workWeekdays(JSON.parse(row.schedules ?? '[]') as { day: number }[]) };
}

function writeBoard(writer: ChunkWriter, scope: AnalyticsScope, unordered: BoardRow[], now: Date): void {
  const rows = [...unordered].sort((a, b) => (a.ord ?? Infinity) - (b.ord ?? Infinity));
  const kpiOf = kpiBasisOf(scope, now);
  writer.write('[');
  rows.forEach((row, i) => {
    if (i > 0) writer.write(',');
    for (const piece of rowPieces(row, kpiOf(row))) writer.write(piece);
  });
  writer.write(']');
}

type TeamSums = {
  team: TeamOfDay;
  calls: number;
  success: number;
  duration: number;
  days: Map<string, number>;
  kpi: { met: number; days: number } | null;
};

/**
 * Team totals rows (docs/analytics.md, "Team totals"): each employee's row in the team of the
 * period's last day. Sums of calls, answered calls and talk time, the pickup rate from those sums,
 * the day records summed by date, and the kpi over every member's working days together (the share
 * of the target met, summed over the members' working days, divided by their number): the project's
 * target applies to each member on each of their own working days.
 */
export function teamCallRows(scope: AnalyticsScope, rows: BoardRow[], teamOf: ReadonlyMap<string, TeamOfDay>, now: Date): CallsTeamRow[] {
  const kpiOf = kpiBasisOf(scope, now);
  const hasTarget = callTimeTargetSeconds(scope.settings) !== null;
  const sums = groupByTeam<BoardRow, TeamSums>(
    rows,
    (row) => row.employee_id,
    teamOf,
    (team) => ({ team, calls: 0, success: 0, duration: 0, days: new Map(), kpi: hasTarget ? { met: 0, days: 0 } : null }),
    (acc, row) => {
      acc.calls += row.calls ?? 0;
      acc.success += row.success_calls ?? 0;
      acc.duration += row.duration ?? 0;
      const days = JSON.parse(row.day_stats_json ?? '[]') as { date: string; duration: number }[];
      for (const d of days) acc.days.set(d.date, (acc.days.get(d.date) ?? 0) + d.duration);
      const basis = kpiOf(row);
      if (basis && acc.kpi) {
        const parts = callTimeKpiParts(talkSecondsByDay(row.kpi_days), basis.days, basis.weekdays, basis.targetSeconds);
        acc.kpi.met += parts.met;
        acc.kpi.days += parts.days;
      }
    },
  );
  return byTeamName(
    sums.map((t) => ({
      ...teamLabel(t.team),
      callDurationActivity: { actual: t.duration },
      callCountActivity: { actual: t.calls, success: t.success },
      pickupRate: pickupRate(t.success, t.calls),
      kpi: t.kpi && kpiPercent(t.kpi),
      dayCallStats: [...t.days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, duration]) => ({ date, duration })),
    })),
  );
}

/** Calls of the period and filters outside the working-time ranges (outside-window.ts). */
async function outsideCalls(db: Database, scope: AnalyticsScope, rows: BoardRow[]): Promise<number> {
  const widened = includeAllScope(scope);
  if (!widened) return 0;
  return outsideCount(
    await callsCount(db, widened),
    rows.reduce((sum, row) => sum + (row.calls ?? 0), 0),
  );
}

/** The board's rows as JSON array text (see writeBoard), for a resolved scope. */
export async function runCalls(db: Database, scope: AnalyticsScope, now = new Date()): Promise<string> {
  const writer = new ChunkWriter(freshChunks());
  writeBoard(writer, scope, await callsBoardRows(db, scope), now);
  return Buffer.concat(writer.take()).toString('utf8');
}

export function createCallsService(deps: { db: Database; scopes: AnalyticsScopes }) {
  const calendars = createCalendarMemory();
  type Board = { scope: AnalyticsScope; rows: BoardRow[] };

  /** The board's rows in one round trip (analytics-gate.ts), or undefined when the full path must answer. */
  async function assumingCalendar(caller: Caller, request: CallsRequest): Promise<Board | undefined> {
    const projectId = parseRef(request.project, 'projects', 'project');
    const assumed = calendars.get(projectId);
    // Only from the rollup known to be built, and without references to check (the full path checks them).
    if (!assumed?.rollups.has('calls') || namesReferences(request)) return undefined;
    const scope = scopeInCalendar(projectId, scopeCalendarOf(assumed), request);
    const rows = await gatedCallsBoardRows(deps.db, scope, { userId: caller.userId });
    return gatedRowsStand(rows, caller, projectId, assumed, ['calls']) ? { scope, rows } : undefined;
  }

  return {
    /** The answer's bytes, in chunks (answer-chunks.ts) from `chunks` when given (else fresh ones). */
    async calls(caller: Caller, request: CallsRequest, chunks?: ChunkLease): Promise<Buffer[]> {
      const now = new Date();
      // Read beside the board (nothing of it leaves before the caller is admitted, below).
      const teamsOfDay = teamsOnDay(deps.db, parseRef(request.project, 'projects', 'project'), request.date.to);
      teamsOfDay.catch(() => undefined);
      let board = await assumingCalendar(caller, request);
      if (!board) {
        const scope = await ensureRollup(deps.db, await deps.scopes.resolve(caller, request), 'calls');
        calendars.remember(scope.projectId, scope);
        board = { scope, rows: await callsBoardRows(deps.db, scope) };
      }
      // After the board: on the one-round-trip path the caller is admitted only once its rows stand.
      const outside = await outsideCalls(deps.db, board.scope, board.rows);
      const writer = new ChunkWriter(chunks?.source() ?? freshChunks());
      writer.write('{"employees":');
      writeBoard(writer, board.scope, board.rows, now);
      writer.write(`,"teams":${JSON.stringify(teamCallRows(board.scope, board.rows, await teamsOfDay, now))}`);
      writer.write(`,"filters":${JSON.stringify(request)},"outsideWindow":{"calls":${outside}}}`);
      writer.finish();
      return writer.take();
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
