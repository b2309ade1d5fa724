import type { AnalyticsObjectType, PulseRequest } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { parseRef } from '../../lib/iri';
import { admit, type MembershipRow } from '../projects/project-access';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import { plainScope, type AnalyticsScope, type AnalyticsScopes } from './analytics-scope';
import { cents, rowsOf } from './analytics-sql';
import { JsonText } from './json-text';
import { pulseQuery } from './pulse.queries';

// POST /api/analytics/pulse. The answer (contract: pulseResponseSchema) is written as JSON text:
// the day records arrive from PostgreSQL as JSON array text, one row per employee, and are spliced in
// as they are, so a large team's day (tens of thousands of records) is never parsed and re-serialised.


/** One row per employee, by name (pulse.queries.ts): zeros and empty arrays when they did nothing. */
type CallRow = {
  employee_id: string;
  calls: number;
  success_calls: number;
  success_duration: number;
  calls_json: string;
  success_json: string;
  month_calls: number;
  month_success_calls: number;
  month_success_duration: number;
};
type DealRow = {
  employee_id: string;
  bills: number;
  bill_amount: number;
  won: number;
  won_amount: number;
  refunds: number;
  refund_amount: number;
  bills_json: string;
  won_json: string;
  refunds_json: string;
  month_bill_amount: number;
  month_won_amount: number;
  month_refund_amount: number;
};
type TaskRow = { employee_id: string; tasks: number; tasks_json: string; today_tasks: number; overdue_tasks: number };

const partOf: Record<AnalyticsObjectType, RollupPart> = { call: 'calls', deal: 'deals', task: 'tasks' };

/** The sum of one column over the rows. */
function total<T>(rows: T[], value: (row: T) => number): number {
  let sum = 0;
  for (const row of rows) sum += value(row);
  return sum;
}

const employeeIri = (id: string) => JSON.stringify(`/api/employees/${id}`);

/**
 * The answer text from each row's pieces. The day records are most of it (a large team's call day
 * is megabytes), so the pieces are kept flat and written once (json-text.ts).
 */
function answer<T>(objectType: AnalyticsObjectType, rows: T[], piecesOf: (row: T) => string[], totals: unknown): JsonText {
  const out = [`{"objectType":"${objectType}","employees":[`];
  rows.forEach((row, i) => {
    if (i > 0) out.push(',');
    for (const piece of piecesOf(row)) out.push(piece);
  });
  out.push(`],"total":${JSON.stringify(totals)}}`);
  return new JsonText(out);
}

function callAnswer(rows: CallRow[]): JsonText {
  const pieces = (r: CallRow) => [
    `{"employee":${employeeIri(r.employee_id)},"day":{"calls":`,
    r.calls_json,
    ',"successCalls":',
    r.success_json,
    `},"month":{"calls":${r.month_calls},"callDuration":${r.month_success_duration},"successCalls":${r.month_success_calls}}}`,
  ];
  return answer('call', rows, pieces, {
    day: { calls: total(rows, (r) => r.calls), successCalls: total(rows, (r) => r.success_calls), callDuration: total(rows, (r) => r.success_duration) },
    month: {
      calls: total(rows, (r) => r.month_calls),
      successCalls: total(rows, (r) => r.month_success_calls),
      callDuration: total(rows, (r) => r.month_success_duration),
    },
  });
}

function dealAnswer(rows: DealRow[]): JsonText {
  const pieces = (r: DealRow) => {
    const wonAmount = cents(r.month_won_amount);
    const refundAmount = cents(r.month_refund_amount);
    const monthFigures = { billAmount: cents(r.month_bill_amount), wonAmount, refundAmount };
    return [
      `{"employee":${employeeIri(r.employee_id)},"day":{"won":`,
      r.won_json,
      ',"bills":',
      r.bills_json,
      ',"refunds":',
      r.refunds_json,
      `},"month":${JSON.stringify(monthFigures)},"plan":${cents(wonAmount - refundAmount)}}`,
    ];
  };
  const monthWon = total(rows, (r) => r.month_won_amount);
  const monthRefund = total(rows, (r) => r.month_refund_amount);
  // Pulse math: bill and won totals rounded, won net of refunds, plan = month won - month refunds.
  return answer('deal', rows, pieces, {
    day: {
      bills: total(rows, (r) => r.bills),
      billAmount: Math.round(total(rows, (r) => r.bill_amount)),
      won: total(rows, (r) => r.won),
      wonAmount: Math.round(total(rows, (r) => r.won_amount) - total(rows, (r) => r.refund_amount)),
      refunds: total(rows, (r) => r.refunds),
      refundAmount: Math.round(total(rows, (r) => r.refund_amount)),
    },
    month: {
      billAmount: Math.round(total(rows, (r) => r.month_bill_amount)),
      wonAmount: Math.round(monthWon),
      refundAmount: Math.round(monthRefund),
    },
    plan: Math.round(monthWon - monthRefund),
  });
}

function taskAnswer(rows: TaskRow[]): JsonText {
  const pieces = (r: TaskRow) => [
    `{"employee":${employeeIri(r.employee_id)},"day":{"tasks":`,
    r.tasks_json,
    `},"todayTasks":${r.today_tasks},"overdueTasks":${r.overdue_tasks}}`,
  ];
  return answer('task', rows, pieces, {
    day: { tasks: total(rows, (r) => r.tasks) },
    month: {},
    todayTasks: total(rows, (r) => r.today_tasks),
    overdueTasks: total(rows, (r) => r.overdue_tasks),
  });
}

/** The answer of one object type from its rows, put in their order (`ord`: by name). */
function answerOf(objectType: AnalyticsObjectType, unordered: { ord: number }[]): JsonText {
  const rows: unknown[] = [...unordered].sort((a, b) => a.ord - b.ord);
  if (objectType === 'call') return callAnswer(rows as CallRow[]);
  if (objectType === 'deal') return dealAnswer(rows as DealRow[]);
  return taskAnswer(rows as TaskRow[]);
}

/** The pulse of one object type for a resolved scope, as it reads (rollups when valid, else raw). */
export async function runPulse(db: Database, scope: AnalyticsScope, objectType: AnalyticsObjectType): Promise<JsonText> {
  return answerOf(objectType, await rowsOf<{ ord: number }>(db, pulseQuery(scope, objectType)));
}

/** What a gated pulse statement's first row says of the caller and the project (pulse.queries.ts). */
type GateRow = MembershipRow & { zone: string; rollupZones: Record<string, string> };

/** The calendar a project was last read in: what the one-round-trip pulse assumes. */
type AssumedCalendar = Pick<AnalyticsScope, 'timeZone' | 'rollups'>;

/** Projects whose calendar is remembered at most; past it the memory starts over. */
const REMEMBERED_PROJECTS = 10_000;
export function createPulseService(deps: { db: Database; scopes: AnalyticsScopes }) {
  const calendars = new Map<string, AssumedCalendar>();

  /**
   * One round trip: the pulse statement with its own gate, from the rollup, in the calendar the
   * project was last read in. The answer stands when the gate admits the caller and the calendar
   * read alongside is the one assumed (same zone, the rollup still built in it); otherwise
   * undefined, and the request takes the full path (gate, scope, rollup rebuild if needed). Nothing
   * of the rows leaves here unless the gate admitted the caller.
   */
  async function assumingCalendar(caller: Caller, projectId: string, request: PulseRequest, assumed: AssumedCalendar): Promise<JsonText | undefined> {
    const scope = plainScope({ projectId, period: request.date, ...assumed });
    const rows = await rowsOf<{ ord: number; gate: string | null }>(deps.db, pulseQuery(scope, request.objectType, { userId: caller.userId }));
    // No rows: not an active member of a live project; the full path gives the exact answer.
    const first = rows.find((row) => row.gate !== null);
    if (!first?.gate) return undefined;
    const gate = JSON.parse(first.gate) as GateRow;
    admit(gate, caller, projectId, 'project.access');
    if (gate.zone !== assumed.timeZone || gate.rollupZones[partOf[request.objectType]] !== gate.zone) return undefined;
    return answerOf(request.objectType, rows);
  }

  return {
    async pulse(caller: Caller, request: PulseRequest): Promise<JsonText> {
      const projectId = parseRef(request.project, 'projects', 'project');
      const assumed = calendars.get(projectId);
      // Only from a rollup known to be built: the full path builds a missing one.
      if (assumed?.rollups.has(partOf[request.objectType])) {
        const answer = await assumingCalendar(caller, projectId, request, assumed);
        if (answer) return answer;
      }
      const scope = await ensureRollup(deps.db, await deps.scopes.resolve(caller, { project: request.project, date: request.date }), partOf[request.objectType]);
      if (calendars.size >= REMEMBERED_PROJECTS) calendars.clear();
      calendars.set(projectId, { timeZone: scope.timeZone, rollups: scope.rollups });
      return runPulse(deps.db, scope, request.objectType);
    },
  };
}

export type PulseService = ReturnType<typeof createPulseService>;
