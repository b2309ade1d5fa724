import type { AnalyticsObjectType, PulseRequest } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { parseRef } from '../../lib/iri';
import { createCalendarMemory, gatedRowsStand, scopeCalendarOf } from './analytics-gate';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import { scopeInCalendar, type AnalyticsScope, type AnalyticsScopes } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { JsonText } from './json-text';
import { pulseQuery } from './pulse.queries';

// POST /api/analytics/pulse. The answer (contract: pulseResponseSchema) is written as JSON text:
// the day records arrive from PostgreSQL as JSON array text, one row per employee, and are spliced in
// as they are, so a large team's day (tens of thousands of records) is never parsed and re-serialised.

/**
 * One row per employee (pulse.queries.ts): the day's records as JSON array text, `tail` the rest of
 * the employee's object as PostgreSQL wrote it, and the figures the totals add up (zeros when the
 * employee did nothing).
 */
type PulseRow = { ord: number; employee_id: string; tail: string };
type CallRow = PulseRow & {
  calls_json: string;
  success_json: string;
  calls: number;
  success_calls: number;
  success_duration: number;
  month_calls: number;
  month_success_calls: number;
  month_success_duration: number;
};
type DealRow = PulseRow & {
  won_json: string;
  bills_json: string;
  refunds_json: string;
  bills: number;
  bill_amount: number;
  won: number;
  won_amount: number;
  refunds: number;
  refund_amount: number;
  month_bill_amount: number;
  month_won_amount: number;
  month_refund_amount: number;
};
type TaskRow = PulseRow & {
  tasks_json: string;
  tasks: number;
  today_tasks: number;
  overdue_tasks: number;
  month_won_amount: number;
  month_refund_amount: number;
};

/** The rollups each pulse reads: the task pulse carries the month's plan, from the deals' rollup. */
const partsOf: Record<AnalyticsObjectType, readonly RollupPart[]> = { call: ['calls'], deal: ['deals'], task: ['tasks', 'deals'] };

/** The sum of one column over the rows. */
function total<T>(rows: T[], value: (row: T) => number): number {
  let sum = 0;
  for (const row of rows) sum += value(row);
  return sum;
}

/**
 * The answer text: each employee's object from its pieces (the day records as PostgreSQL sent them,
 * a large team's call day being megabytes, never parsed here), then the totals.
 */
function answer<T extends PulseRow>(objectType: AnalyticsObjectType, rows: T[], dayPieces: (row: T) => string[], totals: unknown): JsonText {
  const out = [`{"objectType":"${objectType}","employees":[`];
  rows.forEach((row, i) => {
    // Employee ids are UUIDs: nothing in them needs escaping.
    out.push(`${i > 0 ? ',' : ''}{"employee":"/api/employees/${row.employee_id}","day":{`, ...dayPieces(row), row.tail);
  });
  out.push(`],"total":${JSON.stringify(totals)}}`);
  return new JsonText(out);
}

function callAnswer(rows: CallRow[]): JsonText {
  return answer('call', rows, (r) => ['"calls":', r.calls_json, ',"successCalls":', r.success_json], {
    day: { calls: total(rows, (r) => r.calls), successCalls: total(rows, (r) => r.success_calls), callDuration: total(rows, (r) => r.success_duration) },
    month: {
      calls: total(rows, (r) => r.month_calls),
      successCalls: total(rows, (r) => r.month_success_calls),
      callDuration: total(rows, (r) => r.month_success_duration),
    },
  });
}

function dealAnswer(rows: DealRow[]): JsonText {
  const monthWon = total(rows, (r) => r.month_won_amount);
  const monthRefund = total(rows, (r) => r.month_refund_amount);
  // Pulse math: bill and won totals rounded, won net of refunds, plan = month won - month refunds.
  return answer('deal', rows, (r) => ['"won":', r.won_json, ',"bills":', r.bills_json, ',"refunds":', r.refunds_json], {
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
  return answer('task', rows, (r) => ['"tasks":', r.tasks_json], {
    day: { tasks: total(rows, (r) => r.tasks) },
    month: {},
    todayTasks: total(rows, (r) => r.today_tasks),
    overdueTasks: total(rows, (r) => r.overdue_tasks),
    plan: Math.round(total(rows, (r) => r.month_won_amount) - total(rows, (r) => r.month_refund_amount)),
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

export function createPulseService(deps: { db: Database; scopes: AnalyticsScopes }) {
  const calendars = createCalendarMemory();
  return {
    async pulse(caller: Caller, request: PulseRequest): Promise<JsonText> {
      const projectId = parseRef(request.project, 'projects', 'project');
      const parts = partsOf[request.objectType];
      const assumed = calendars.get(projectId);
      // One round trip (analytics-gate.ts), only from rollups known to be built.
      if (assumed && parts.every((part) => assumed.rollups.has(part))) {
        const scope = scopeInCalendar(projectId, scopeCalendarOf(assumed), { date: request.date });
        const rows = await rowsOf<{ ord: number; gate: string | null }>(deps.db, pulseQuery(scope, request.objectType, { userId: caller.userId }));
        if (gatedRowsStand(rows, caller, projectId, assumed, parts)) return answerOf(request.objectType, rows);
      }
      let scope = await deps.scopes.resolve(caller, { project: request.project, date: request.date });
      for (const part of parts) scope = await ensureRollup(deps.db, scope, part);
      calendars.remember(projectId, scope);
      return runPulse(deps.db, scope, request.objectType);
    },
  };
}

export type PulseService = ReturnType<typeof createPulseService>;
