import type { CallsRequest, CallsResponse, CallsRow } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { ensureRollup } from './analytics-rollups';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { callTimeKpi, callTimeTargetSeconds, localToday, openDays, workWeekdays, type OpenDay } from './calls-kpi';
import { callsQueries } from './calls.queries';

type EmployeeRow = { id: string; schedules: string };
type DayRow = { employee_id: string | null; day: string; calls: number; success_calls: number; duration: number };

/** success / actual in percent with two decimals; 0 when nothing was attempted. */
export const pickupRate = (success: number, actual: number): number => (actual === 0 ? 0 : Math.round((success / actual) * 10_000) / 100);

/** What the kpi of a row is measured against; null when the project has no call-time target. */
type KpiBasis = { targetSeconds: number; days: OpenDay[]; weekdays: ReadonlySet<number> } | null;

function rowOf(employee: string | null, days: DayRow[], kpi: KpiBasis): CallsRow {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const actual = sorted.reduce((n, d) => n + d.calls, 0);
  const success = sorted.reduce((n, d) => n + d.success_calls, 0);
  return {
    employee: employee === null ? null : `/api/employees/${employee}`,
    callDurationActivity: { actual: sorted.reduce((n, d) => n + d.duration, 0) },
    callCountActivity: { actual, success },
    pickupRate: pickupRate(success, actual),
    kpi: kpi && callTimeKpi(new Map(sorted.map((d) => [d.day, d.duration])), kpi.days, kpi.weekdays, kpi.targetSeconds),
    dayCallStats: sorted.map((d) => ({ date: d.day, duration: d.duration })),
  };
}

/**
 * One row per employee of the project (or per chosen employee), active or inactive, with zeros when
 * they made no call, then the "No owner" row (employee null) when calls without a mapped owner
 * passed the filters (never when an employee filter is on). The kpi counts working days up to
 * `now`'s local day; the "No owner" row has none (no one's target).
 */
export async function runCalls(db: Database, scope: AnalyticsScope, now = new Date()): Promise<CallsRow[]> {
  const q = callsQueries(scope);
  const [employees, days] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<DayRow>(db, q.days!)]);
  const byEmployee = new Map<string | null, DayRow[]>();
  for (const d of days) {
    const list = byEmployee.get(d.employee_id);
    if (list) list.push(d);
    else byEmployee.set(d.employee_id, [d]);
  }
  const targetSeconds = callTimeTargetSeconds(scope.settings);
  const open = targetSeconds === null ? [] : openDays(scope, localToday(scope.timeZone, now));
  const kpiOf = (e: EmployeeRow): KpiBasis =>
    targetSeconds === null ? null : { targetSeconds, days: open, weekdays: workWeekdays(JSON.parse(e.schedules) as { day: number }[]) };
  const rows = employees.map((e) => rowOf(e.id, byEmployee.get(e.id) ?? [], kpiOf(e)));
  const unowned = byEmployee.get(null);
  if (unowned) rows.push(rowOf(null, unowned, null));
  return rows;
}

export function createCallsService(deps: { db: Database; scopes: AnalyticsScopes }) {
  return {
    async calls(caller: Caller, request: CallsRequest): Promise<CallsResponse> {
      const scope = await ensureRollup(deps.db, await deps.scopes.resolve(caller, request), 'calls');
      return { employees: await runCalls(deps.db, scope), filters: request };
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
