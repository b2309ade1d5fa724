import type {
  BillRecord,
  CallRecord,
  PulseCallRow,
  PulseDealRow,
  PulseTaskRow,
  SuccessCallRecord,
  TaskRecord,
  WonRecord,
} from '@salespulse/contract/analytics';
import { clampHour, type HourSpan } from './hour-span';
import { type HourlyMetricKey, hourlyMetricKeys, type MetricKey } from './metrics';

/** One manager's figures for the chosen period; null where the query behind it has not answered. */
export type ManagerFigures = {
  employee: string;
  name: string;
  totals: Record<MetricKey, number | null>;
  /** Per hour column of the span; absent until the query behind the figure answers. */
  hours: Partial<Record<HourlyMetricKey, number[]>>;
  todayTasks: number | null;
  overdueTasks: number | null;
};

/** What has arrived so far: each of the three pulse queries answers on its own. */
export type PulseSources = {
  calls?: readonly PulseCallRow[];
  deals?: readonly PulseDealRow[];
  tasks?: readonly PulseTaskRow[];
  /** Point balances by employee IRI (gift shop on and loaded). */
  points?: ReadonlyMap<string, number>;
};

export type EmployeeInfo = { name: string; active: boolean };

type Context = { span: HourSpan; hourOf: (timestamp: string) => number };

/** How many events a record stands for: one, or `count` when a period of several days was summed by hour. */
const events = (record: { count?: number }) => record.count ?? 1;

/** Each record's value added to the column of its local hour (`at`: the record's instant). */
function bucket<R>(records: readonly R[], at: (record: R) => string, { span, hourOf }: Context, value: (record: R) => number): number[] {
  const columns = new Array<number>(span.last - span.first + 1).fill(0);
  for (const record of records) columns[clampHour(hourOf(at(record)), span)]! += value(record);
  return columns;
}

const createdAt = (record: CallRecord | SuccessCallRecord) => record.createdAt;
const billedAt = (record: BillRecord) => record.billedAt;
const wonAt = (record: WonRecord) => record.wonAt;
const completedAt = (record: TaskRecord) => record.completedAt;
const amount = (record: BillRecord | WonRecord) => record.amount;
const minutes = (record: SuccessCallRecord) => record.duration / 60;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function emptyFigures(employee: string, name: string): ManagerFigures {
  return {
    employee,
    name,
    totals: { callAttempts: null, successfulCalls: null, time: null, bills: null, payments: null, plan: null, points: null, tasks: null },
    hours: {},
    todayTasks: null,
    overdueTasks: null,
  };
}

function zeroHours(span: HourSpan) {
  return new Array<number>(span.last - span.first + 1).fill(0);
}

/**
 * Merges the answers that have arrived into one row per manager: every active employee (a quiet
 * day shows as zeros; not with `onlyListed`, when the answers are a team's) and anyone else the
 * answers mention, named from the employee list or "Unknown". A figure is null until its query
 * answers, then zero for managers it does not list.
 */
export function mergeRows(
  sources: PulseSources,
  employees: ReadonlyMap<string, EmployeeInfo>,
  context: Context,
  unknownName: string,
  onlyListed = false,
): ManagerFigures[] {
  const rows = new Map<string, ManagerFigures>();
  const rowOf = (employee: string) => {
    let row = rows.get(employee);
    if (!row) {
      row = emptyFigures(employee, employees.get(employee)?.name ?? unknownName);
      rows.set(employee, row);
    }
    return row;
  };
  if (!onlyListed) for (const [employee, info] of employees) if (info.active) rowOf(employee);
  for (const row of sources.calls ?? []) rowOf(row.employee);
  for (const row of sources.deals ?? []) rowOf(row.employee);
  for (const row of sources.tasks ?? []) rowOf(row.employee);

  const zeros = () => zeroHours(context.span);
  if (sources.calls) {
    for (const row of rows.values()) {
      Object.assign(row.totals, { callAttempts: 0, successfulCalls: 0, time: 0 });
      Object.assign(row.hours, { callAttempts: zeros(), successfulCalls: zeros(), time: zeros() });
    }
    for (const call of sources.calls) {
      const row = rowOf(call.employee);
      row.hours.callAttempts = bucket(call.day.calls, createdAt, context, events);
      row.hours.successfulCalls = bucket(call.day.successCalls, createdAt, context, events);
      row.hours.time = bucket(call.day.successCalls, createdAt, context, minutes);
      row.totals.callAttempts = sum(call.day.calls.map(events));
      row.totals.successfulCalls = sum(call.day.successCalls.map(events));
      row.totals.time = sum(call.day.successCalls.map(minutes));
    }
  }
  if (sources.deals) {
    for (const row of rows.values()) {
      Object.assign(row.totals, { bills: 0, payments: 0, plan: 0 });
      Object.assign(row.hours, { bills: zeros(), payments: zeros() });
    }
    for (const deal of sources.deals) {
      const row = rowOf(deal.employee);
      row.hours.bills = bucket(deal.day.bills, billedAt, context, amount);
      const won = bucket(deal.day.won, wonAt, context, amount);
      const refunds = bucket(deal.day.refunds, wonAt, context, amount);
      // Spec section 9: won equals won minus refunds.
      row.hours.payments = won.map((value, index) => value - refunds[index]!);
      row.totals.bills = sum(deal.day.bills.map(amount));
      row.totals.payments = sum(deal.day.won.map(amount)) - sum(deal.day.refunds.map(amount));
      row.totals.plan = deal.plan;
    }
  }
  if (sources.tasks) {
    // The task answer carries the plan too (the deal answer's figure): shown from whichever comes first.
    const planFromTasks = !sources.deals;
    for (const row of rows.values()) {
      row.totals.tasks = 0;
      row.hours.tasks = zeros();
      row.todayTasks = 0;
      row.overdueTasks = 0;
      if (planFromTasks) row.totals.plan = 0;
    }
    for (const task of sources.tasks) {
      const row = rowOf(task.employee);
      row.hours.tasks = bucket(task.day.tasks, completedAt, context, events);
      row.totals.tasks = sum(task.day.tasks.map(events));
      row.todayTasks = task.todayTasks;
      row.overdueTasks = task.overdueTasks;
      if (planFromTasks) row.totals.plan = task.plan;
    }
  }
  if (sources.points) {
    for (const row of rows.values()) row.totals.points = sources.points.get(row.employee) ?? 0;
  }
  return [...rows.values()];
}

/** The "All managers" row: sums of every figure and hour; null while any manager's is unknown. */
export function totalsRow(rows: readonly ManagerFigures[], span: HourSpan, name: string): ManagerFigures {
  const total = emptyFigures('', name);
  const keys = Object.keys(total.totals) as MetricKey[];
  for (const key of keys) {
    total.totals[key] =
      rows.length > 0 && rows.every((row) => row.totals[key] !== null)
        ? sum(rows.map((row) => row.totals[key]!))
        : rows.length === 0
          ? 0
          : null;
  }
  for (const key of hourlyMetricKeys) {
    if (rows.length > 0 && rows.some((row) => !row.hours[key])) continue;
    const columns = zeroHours(span);
    for (const row of rows) row.hours[key]!.forEach((value, index) => (columns[index]! += value));
    total.hours[key] = columns;
  }
  const known = (pick: (row: ManagerFigures) => number | null) =>
    rows.every((row) => pick(row) !== null) ? sum(rows.map((row) => pick(row)!)) : null;
  total.todayTasks = known((row) => row.todayTasks);
  total.overdueTasks = known((row) => row.overdueTasks);
  return total;
}
