import type { AnalyticsObjectType, PulseRequest } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { ensureRollup, type RollupPart } from './analytics-rollups';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { cents, rowsOf } from './analytics-sql';
import { JsonText } from './json-text';
import { pulseQueries } from './pulse.queries';

// POST /api/analytics/pulse. The answer (contract: pulseResponseSchema) is written as JSON text:
// the day records arrive from PostgreSQL as JSON array text per employee and day and are spliced in
// as they are, so a large team's day (tens of thousands of records) is never parsed and re-serialised.


type EmployeeRow = { id: string };
type CallDay = { employee_id: string; calls: number; success_calls: number; success_duration: number; calls_json: string; success_json: string };
type CallMonth = { employee_id: string; calls: number; success_calls: number; success_duration: number };
type DealDay = {
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
};
type DealMonth = { employee_id: string; bill_amount: number; won_amount: number; refund_amount: number };
type TaskDay = { employee_id: string; tasks: number; tasks_json: string };
type OpenTasks = { employee_id: string; today: number; overdue: number };

const partOf: Record<AnalyticsObjectType, RollupPart> = { call: 'calls', deal: 'deals', task: 'tasks' };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Joins JSON array texts ("[...]", possibly "[]") into one array text, keeping their order. */
export function concatJsonArrays(arrays: string[]): string {
  // A day is one rollup row per employee: its text is the answer's array already (no copy).
  if (arrays.length === 1) return arrays[0]!;
  const inner = arrays.map((a) => a.slice(1, -1)).filter((a) => a.length > 0);
  return `[${inner.join(',')}]`;
}

function byEmployee<T extends { employee_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.employee_id);
    if (list) list.push(row);
    else map.set(row.employee_id, [row]);
  }
  return map;
}

const employeeIri = (id: string) => JSON.stringify(`/api/employees/${id}`);
/**
 * The answer text from each row's pieces. The day records are most of it (a large team's call day
 * is megabytes), so the pieces are joined once, flat: nested template strings would be copied again
 * at every level.
 */
function answer(objectType: AnalyticsObjectType, rows: string[][], total: unknown): JsonText {
  const out = [`{"objectType":"${objectType}","employees":[`];
  rows.forEach((pieces, i) => {
    if (i > 0) out.push(',');
    for (const piece of pieces) out.push(piece);
  });
  out.push(`],"total":${JSON.stringify(total)}}`);
  return new JsonText(out);
}

function callAnswer(employees: EmployeeRow[], day: CallDay[], month: CallMonth[]): JsonText {
  const dayOf = byEmployee(day);
  const monthOf = new Map(month.map((m) => [m.employee_id, m]));
  const rows = employees.map(({ id }) => {
    const days = dayOf.get(id) ?? [];
    const m = monthOf.get(id);
    const monthFigures = { calls: m?.calls ?? 0, callDuration: m?.success_duration ?? 0, successCalls: m?.success_calls ?? 0 };
    return [
      `{"employee":${employeeIri(id)},"day":{"calls":`,
      concatJsonArrays(days.map((d) => d.calls_json)),
      ',"successCalls":',
      concatJsonArrays(days.map((d) => d.success_json)),
      `},"month":${JSON.stringify(monthFigures)}}`,
    ];
  });
  return answer('call', rows, {
    day: { calls: sum(day.map((d) => d.calls)), successCalls: sum(day.map((d) => d.success_calls)), callDuration: sum(day.map((d) => d.success_duration)) },
    month: { calls: sum(month.map((m) => m.calls)), successCalls: sum(month.map((m) => m.success_calls)), callDuration: sum(month.map((m) => m.success_duration)) },
  });
}

function dealAnswer(employees: EmployeeRow[], day: DealDay[], month: DealMonth[]): JsonText {
  const dayOf = byEmployee(day);
  const monthOf = new Map(month.map((m) => [m.employee_id, m]));
  const rows = employees.map(({ id }) => {
    const days = dayOf.get(id) ?? [];
    const m = monthOf.get(id);
    const wonAmount = cents(m?.won_amount ?? 0);
    const refundAmount = cents(m?.refund_amount ?? 0);
    const monthFigures = { billAmount: cents(m?.bill_amount ?? 0), wonAmount, refundAmount };
    return [
      `{"employee":${employeeIri(id)},"day":{"won":`,
      concatJsonArrays(days.map((d) => d.won_json)),
      ',"bills":',
      concatJsonArrays(days.map((d) => d.bills_json)),
      ',"refunds":',
      concatJsonArrays(days.map((d) => d.refunds_json)),
      `},"month":${JSON.stringify(monthFigures)},"plan":${cents(wonAmount - refundAmount)}}`,
    ];
  });
  const dayAmount = (key: 'bill_amount' | 'won_amount' | 'refund_amount') => sum(day.map((d) => d[key]));
  const monthAmount = (key: 'bill_amount' | 'won_amount' | 'refund_amount') => sum(month.map((m) => m[key]));
  // Pulse math: bill and won totals rounded, won net of refunds, plan = month won - month refunds.
  return answer('deal', rows, {
    day: {
      bills: sum(day.map((d) => d.bills)),
      billAmount: Math.round(dayAmount('bill_amount')),
      won: sum(day.map((d) => d.won)),
      wonAmount: Math.round(dayAmount('won_amount') - dayAmount('refund_amount')),
      refunds: sum(day.map((d) => d.refunds)),
      refundAmount: Math.round(dayAmount('refund_amount')),
    },
    month: {
      billAmount: Math.round(monthAmount('bill_amount')),
      wonAmount: Math.round(monthAmount('won_amount')),
      refundAmount: Math.round(monthAmount('refund_amount')),
    },
    plan: Math.round(monthAmount('won_amount') - monthAmount('refund_amount')),
  });
}

function taskAnswer(employees: EmployeeRow[], day: TaskDay[], open: OpenTasks[]): JsonText {
  const dayOf = byEmployee(day);
  const openOf = new Map(open.map((o) => [o.employee_id, o]));
  const rows = employees.map(({ id }) => {
    const o = openOf.get(id);
    return [
      `{"employee":${employeeIri(id)},"day":{"tasks":`,
      concatJsonArrays((dayOf.get(id) ?? []).map((d) => d.tasks_json)),
      `},"todayTasks":${o?.today ?? 0},"overdueTasks":${o?.overdue ?? 0}}`,
    ];
  });
  return answer('task', rows, {
    day: { tasks: sum(day.map((d) => d.tasks)) },
    month: {},
    todayTasks: sum(open.map((o) => o.today)),
    overdueTasks: sum(open.map((o) => o.overdue)),
  });
}

/** The pulse of one object type for a resolved scope, as it reads (rollups when valid, else raw). */
export async function runPulse(db: Database, scope: AnalyticsScope, objectType: AnalyticsObjectType): Promise<JsonText> {
  const q = pulseQueries(scope, objectType);
  if (objectType === 'call') {
    const [employees, day, month] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<CallDay>(db, q.day!), rowsOf<CallMonth>(db, q.month!)]);
    return callAnswer(employees, day, month);
  }
  if (objectType === 'deal') {
    const [employees, day, month] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<DealDay>(db, q.day!), rowsOf<DealMonth>(db, q.month!)]);
    return dealAnswer(employees, day, month);
  }
  const [employees, day, open] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<TaskDay>(db, q.day!), rowsOf<OpenTasks>(db, q.open!)]);
  return taskAnswer(employees, day, open);
}

export function createPulseService(deps: { db: Database; scopes: AnalyticsScopes }) {
  return {
    async pulse(caller: Caller, request: PulseRequest): Promise<JsonText> {
      const scope = await deps.scopes.resolve(caller, { project: request.project, date: request.date });
      return runPulse(deps.db, await ensureRollup(deps.db, scope, partOf[request.objectType]), request.objectType);
    },
  };
}

export type PulseService = ReturnType<typeof createPulseService>;
