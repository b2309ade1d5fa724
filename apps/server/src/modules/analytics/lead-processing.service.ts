import type {
  LeadDeal,
  LeadProcessingRequest,
  LeadProcessingResponse,
  LeadProcessingRow,
  LeadProcessingTeamRow,
  SpeedGroup,
} from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { unprocessable } from '../../lib/errors';
import { parseRef } from '../../lib/iri';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { isoOf } from './analytics-sql';
import { fetchLeadProcessing, LEAD_STATS, speedBounds, type DealRow, type DealsOf, type StatsRow } from './lead-processing.queries';
import { percent } from './managers.service';
import { outsideCount } from './outside-window';
import { byTeamName, groupByTeam, teamLabel, teamsOnDay, type TeamOfDay } from './team-of-day';
import { leadWorkCalendar } from './working-time';

const employeeIri = (id: string) => `/api/employees/${id}`;

type DealLists = Required<Pick<LeadProcessingRow, 'processedDeals' | 'participatedDeals'>>;

const dealOf = (row: DealRow): LeadDeal => ({ externalId: row.external_id, externalLink: row.link, title: row.title, time: isoOf(row.at) });

/** Both lists of a row, already in order; the same objects in both (a processed lead is an incoming one). */
function dealListsOf(rows: DealRow[]): DealLists {
  const participatedDeals = rows.map(dealOf);
  return { processedDeals: participatedDeals.filter((_, i) => rows[i]!.processed), participatedDeals };
}

function rowOf(employee: string | null, stats: StatsRow | undefined, lists: DealLists | undefined): LeadProcessingRow {
  return {
    employee,
    ...lists,
    processedCount: stats?.processed ?? 0,
    participatedCount: stats?.participated ?? 0,
    processTimeAvg: stats?.process_avg ?? null,
    participateTimeAvg: stats?.participate_avg ?? null,
  };
}

/** Rounded half up to whole seconds, like the statement's averages; null without leads. */
const averageOf = (sum: number, count: number): number | null => (count > 0 ? Math.floor(sum / count + 0.5) : null);

type TeamSums = { team: TeamOfDay; processed: number; participated: number; processSum: number; participateSum: number };

/** Team totals rows: counts summed, the averages from the members' time sums (so weighted by count). */
function teamRows(stats: ReadonlyMap<string | null, StatsRow>, employeeIds: string[], teamOf: ReadonlyMap<string, TeamOfDay>) {
  const sums = groupByTeam<string, TeamSums>(
    employeeIds,
    (id) => id,
    teamOf,
    (team) => ({ team, processed: 0, participated: 0, processSum: 0, participateSum: 0 }),
    (acc, id) => {
      const s = stats.get(id);
      if (!s) return;
      acc.processed += s.processed;
      acc.participated += s.participated;
      acc.processSum += s.process_sum ?? 0;
      acc.participateSum += s.participate_sum ?? 0;
    },
  );
  return byTeamName(
    sums.map((t): LeadProcessingTeamRow => ({
      ...teamLabel(t.team),
      processedCount: t.processed,
      participatedCount: t.participated,
      processTimeAvg: averageOf(t.processSum, t.processed),
      participateTimeAvg: averageOf(t.participateSum, t.participated),
    })),
  );
}

/** The row whose lists a request asks for: the employee's id, null for "No owner"; null when none. */
function dealsOfRequest(request: LeadProcessingRequest): DealsOf | null {
  if (request.dealsOf === undefined) return null;
  return { employeeId: request.dealsOf === null ? null : parseRef(request.dealsOf, 'employees', 'dealsOf') };
}

export async function runLeadProcessing(
  db: Database,
  scope: AnalyticsScope,
  filters: LeadProcessingRequest,
): Promise<LeadProcessingResponse> {
  const dealsOf = dealsOfRequest(filters);
  const [{ employees, stats, deals, owner, widened }, teamOf] = await Promise.all([
    fetchLeadProcessing(db, scope, dealsOf),
    teamsOnDay(db, scope.projectId, scope.period.to),
  ]);
  // Like every other reference of the filters: an employee of another project is a 422.
  if (owner && !owner[0]?.found) throw unprocessable([{ propertyPath: 'dealsOf', message: 'must be an employee of this project' }]);
  const lists = deals ? dealListsOf(deals) : undefined;
  const listsOf = (employeeId: string | null) => (dealsOf && dealsOf.employeeId === employeeId ? lists : undefined);

  const byEmployee = new Map(stats.filter((s) => s.grouped_by === LEAD_STATS.employee).map((s) => [s.employee_id, s]));
  const rows = employees.map((e) => rowOf(employeeIri(e.id), byEmployee.get(e.id), listsOf(e.id)));
  const noOwner = byEmployee.get(null);
  if (noOwner?.participated) rows.push(rowOf(null, noOwner, listsOf(null)));

  const calendar = leadWorkCalendar(scope);
  const groups: SpeedGroup[] = speedBounds(calendar.endSeconds - calendar.startSeconds).map((untilTime) => ({
    won: 0,
    lost: 0,
    untilTime,
  }));
  for (const s of stats) {
    if (s.grouped_by !== LEAD_STATS.bucket || s.bucket === null) continue;
    groups[s.bucket]!.won = s.won;
    groups[s.bucket]!.lost = s.lost;
  }
  const won = groups.reduce((n, g) => n + g.won, 0);
  const lost = groups.reduce((n, g) => n + g.lost, 0);
  const total = stats.find((s) => s.grouped_by === LEAD_STATS.total);
  return {
    filters,
    processSpeed: { groups, goal: groups[0]! },
    total: { transitionTimeAvg: total?.process_avg ?? null, conversion: percent(won, won + lost) },
    employees: rows,
    teams: teamRows(
      byEmployee,
      employees.map((e) => e.id),
      teamOf,
    ),
    outsideWindow: { leads: widened ? outsideCount(widened[0]?.leads ?? 0, total?.participated ?? 0) : 0 },
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
