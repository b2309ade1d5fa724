import type { LeadDeal, LeadProcessingRequest, LeadProcessingResponse, LeadProcessingRow, SpeedGroup } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { isoOf, rowsOf } from './analytics-sql';
import { leadProcessingQueries } from './lead-processing.queries';
import { percent } from './managers.service';
import { leadWorkCalendar } from './working-time';

const employeeIri = (id: string) => `/api/employees/${id}`;

type EmployeeRow = { id: string; distributed: boolean };
type LeadRow = {
  employee_id: string | null;
  at: number;
  external_id: string;
  link: string | null;
  title: string | null;
  processed: boolean;
  process_seconds: number | null;
  participate_seconds: number;
  won: boolean;
  lost: boolean;
};

const MINUTE = 60;
const HOUR = 3600;

/**
 * Upper bounds of the processing-time buckets in working seconds: 5, 15, 30 minutes, 1 and 3 hours,
 * one working day (the length of the day's window, when longer than 3 hours), then the rest (null).
 */
export function speedBounds(workingDaySeconds: number): (number | null)[] {
  const bounds: (number | null)[] = [5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR];
  if (workingDaySeconds > 3 * HOUR) bounds.push(workingDaySeconds);
  bounds.push(null);
  return bounds;
}

const average = (values: number[]): number | null => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null);

const dealOf = (row: LeadRow): LeadDeal => ({ externalId: row.external_id, externalLink: row.link, title: row.title, time: isoOf(row.at) });

function rowOf(employee: string | null, leads: LeadRow[]): LeadProcessingRow {
  const participated = leads.map(dealOf);
  const processed = leads.filter((l) => l.processed);
  return {
    employee,
    // The same objects in both lists: a processed lead is one of the incoming ones.
    processedDeals: participated.filter((_, i) => leads[i]!.processed),
    participatedDeals: participated,
    processedCount: processed.length,
    participatedCount: leads.length,
    processTimeAvg: average(processed.map((l) => l.process_seconds ?? 0)),
    participateTimeAvg: average(leads.map((l) => l.participate_seconds)),
  };
}

export async function runLeadProcessing(db: Database, scope: AnalyticsScope, filters: LeadProcessingRequest): Promise<LeadProcessingResponse> {
  const q = leadProcessingQueries(scope);
  const [employees, leads] = await Promise.all([rowsOf<EmployeeRow>(db, q.employees!), rowsOf<LeadRow>(db, q.leads!)]);

  // By time, then deal: the order of every list.
  leads.sort((a, b) => a.at - b.at || (a.external_id < b.external_id ? -1 : a.external_id > b.external_id ? 1 : 0));
  const byEmployee = new Map<string | null, LeadRow[]>();
  for (const lead of leads) {
    const run = byEmployee.get(lead.employee_id);
    if (run) run.push(lead);
    else byEmployee.set(lead.employee_id, [lead]);
  }
  const rows = employees.map((e) => rowOf(employeeIri(e.id), byEmployee.get(e.id) ?? []));
  const noOwner = byEmployee.get(null);
  if (noOwner?.length) rows.push(rowOf(null, noOwner));

  const calendar = leadWorkCalendar(scope);
  const bounds = speedBounds(calendar.endSeconds - calendar.startSeconds);
  const groups: SpeedGroup[] = bounds.map((untilTime) => ({ won: 0, lost: 0, untilTime }));
  const processed = leads.filter((l) => l.processed);
  for (const lead of processed) {
    const seconds = lead.process_seconds ?? 0;
    const group = groups.find((g) => g.untilTime === null || seconds <= g.untilTime)!;
    if (lead.won) group.won++;
    else if (lead.lost) group.lost++;
  }
  const won = groups.reduce((n, g) => n + g.won, 0);
  const lost = groups.reduce((n, g) => n + g.lost, 0);
  return {
    filters,
    processSpeed: { groups, goal: groups[0]! },
    total: { transitionTimeAvg: average(processed.map((l) => l.process_seconds ?? 0)), conversion: percent(won, won + lost) },
    employees: rows,
  };
}

export function createLeadProcessingService(deps: { db: Database; scopes: AnalyticsScopes }) {
  return {
    async leadProcessing(caller: Caller, request: LeadProcessingRequest): Promise<LeadProcessingResponse> {
      const scope = await deps.scopes.resolve(caller, request);
      return runLeadProcessing(deps.db, scope, request);
    },
  };
}

export type LeadProcessingService = ReturnType<typeof createLeadProcessingService>;
