import type { ManagersRequest, ManagersResponse, ManagersRow, ManagersTeamRow } from '@salespulse/contract/analytics';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { AnalyticsScope, AnalyticsScopes } from './analytics-scope';
import { cents } from './analytics-sql';
import { funnelRules, stageColumns, type FunnelDefinition } from './funnel';
import { fetchManagers, type PathRow } from './managers.queries';
import { outsideCount } from './outside-window';
import { byTeamName, groupByTeam, teamLabel, teamsOnDay, type TeamOfDay } from './team-of-day';

const employeeIri = (id: string) => `/api/employees/${id}`;

/** A percentage with two decimals; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** The project's forecast rates (settings, in percent) as fractions; 0 when not set. */
function staticRates(settings: ReadonlyMap<string, string>): { negotiationToBill: number; billToWon: number } {
  const rate = (name: string) => {
    const value = Number(settings.get(name));
    return Number.isFinite(value) && value >= 0 ? Math.min(value, 100) / 100 : 0;
  };
  return { negotiationToBill: rate('forecast_negotiation_to_bill'), billToWon: rate('forecast_bill_to_won') };
}

/** A row's (or the total's) sums, before rates. */
type Counts = {
  count: number;
  negotiations: number;
  negotiationsTotal: number;
  bills: number;
  billsTotal: number;
  won: number;
  lost: number;
  /** Amounts of deals still open at that level (not won, not lost): what the forecasts weigh. */
  openNegotiations: number;
  openBills: number;
  stages: number[];
};

const emptyCounts = (columns: number): Counts => ({
  count: 0,
  negotiations: 0,
  negotiationsTotal: 0,
  bills: 0,
  billsTotal: 0,
  won: 0,
  lost: 0,
  openNegotiations: 0,
  openBills: 0,
  stages: Array.from({ length: columns }, () => 0),
});

type Metrics = Omit<ManagersRow, 'employee' | 'isDistributed'>;

/**
 * The metrics of one row (or of the total) from its sums: rates of the row itself, forecasts of its
 * open deals with its own rates (`forecast`) and with the project's (`staticForecast`).
 */
function metricsOf(c: Counts, columnNames: string[], rates: ReturnType<typeof staticRates>): Metrics {
  const negotiationToBill = c.negotiations > 0 ? c.bills / c.negotiations : 0;
  const billToWon = c.bills > 0 ? c.won / c.bills : 0;
  return {
    count: c.count,
    negotiations: c.negotiations,
    negotiationsTotal: cents(c.negotiationsTotal),
    bills: c.bills,
    billsTotal: cents(c.billsTotal),
    billFromNegotiation: percent(c.bills, c.negotiations),
    lost: c.lost,
    won: c.won,
    wonFromBill: percent(c.won, c.bills),
    forecast: cents(c.openNegotiations * negotiationToBill * billToWon + c.openBills * billToWon),
    staticForecast: cents(c.openNegotiations * rates.negotiationToBill * rates.billToWon + c.openBills * rates.billToWon),
    conversion: percent(c.won, c.count),
    columns: [{ name: 'Lead', value: c.count }, ...columnNames.map((name, i) => ({ name, value: c.stages[i] ?? 0 }))],
  };
}

/** What a funnel path (a provider and the stages its deals entered) means on the board. */
type PathMeaning = { level: 1 | 2 | 3 | 4; lost: boolean; columns: number[] };

/**
 * The meaning of each path, worked out once per distinct path: a month's cohort comes as thousands
 * of (owner, path) rows, but the team's deals go a few dozen ways, so the definitions are not
 * re-applied to every row.
 */
function pathMeanings(funnel: FunnelDefinition[]) {
  const rules = funnelRules(funnel);
  const columns = stageColumns(funnel);
  // By provider, then by path: a key joined from both was a new string to hash on every row (a
  // month of a large team: 1.4 ms of 4,500 rows, against 0.65 ms for the two lookups).
  const known = new Map<string, Map<string, PathMeaning>>();
  return {
    columns,
    of(provider: string, stagesJson: string): PathMeaning {
      let paths = known.get(provider);
      if (!paths) known.set(provider, (paths = new Map()));
      let meaning = paths.get(stagesJson);
      if (!meaning) {
        const stages = JSON.parse(stagesJson) as string[];
        const indexes: number[] = [];
        columns.forEach((column, i) => {
          if (column.has(provider, stages)) indexes.push(i);
        });
        meaning = { level: rules.level(provider, stages), lost: rules.reached(provider, stages, 'lost'), columns: indexes };
        paths.set(stagesJson, meaning);
      }
      return meaning;
    },
  };
}

/** Adds the deals of one (owner, path) row to a row's (or the total's) sums. */
function addPath(c: Counts, path: PathRow, meaning: PathMeaning): void {
  const { level } = meaning;
  c.count += path.deals;
  if (level >= 2) {
    c.negotiations += path.deals;
    c.negotiationsTotal += path.net;
  }
  if (level >= 3) {
    c.bills += path.deals;
    c.billsTotal += path.net;
  }
  if (level === 4) c.won += path.deals;
  // A lost deal that was won after all counts as won.
  else if (meaning.lost) c.lost += path.deals;
  else if (level === 3) c.openBills += path.amount;
  else if (level === 2) c.openNegotiations += path.amount;
  for (const i of meaning.columns) c.stages[i]! += path.deals;
}

/** Adds one row's sums to another's (the total from the rows, not again from every path). */
function addCounts(into: Counts, c: Counts): void {
  into.count += c.count;
  into.negotiations += c.negotiations;
  into.negotiationsTotal += c.negotiationsTotal;
  into.bills += c.bills;
  into.billsTotal += c.billsTotal;
  into.won += c.won;
  into.lost += c.lost;
  into.openNegotiations += c.openNegotiations;
  into.openBills += c.openBills;
  c.stages.forEach((n, i) => (into.stages[i]! += n));
}

export async function runManagers(db: Database, scope: AnalyticsScope): Promise<ManagersResponse> {
  const [{ funnel, employees, paths, widened }, teamOf] = await Promise.all([
    fetchManagers(db, scope),
    teamsOnDay(db, scope.projectId, scope.period.to),
  ]);
  const meanings = pathMeanings(funnel);
  const columns = meanings.columns;
  const rates = staticRates(scope.settings);

  const byOwner = new Map<string | null, Counts>();
  for (const path of paths) {
    let counts = byOwner.get(path.employee_id);
    if (!counts) byOwner.set(path.employee_id, (counts = emptyCounts(columns.length)));
    addPath(counts, path, meanings.of(path.data_provider_id, path.stages_json));
  }
  const total = emptyCounts(columns.length);
  for (const counts of byOwner.values()) addCounts(total, counts);

  const names = columns.map((c) => c.name);
  const rows: ManagersRow[] = employees.map((e) => ({
    employee: employeeIri(e.id),
    isDistributed: e.distributed,
    ...metricsOf(byOwner.get(e.id) ?? emptyCounts(columns.length), names, rates),
  }));
  // Team totals: each employee in the team of the period's last day, rates from the team's sums.
  type TeamSums = { team: TeamOfDay; counts: Counts; distributed: boolean };
  const teamSums = groupByTeam<(typeof employees)[number], TeamSums>(
    employees,
    (e) => e.id,
    teamOf,
    (team) => ({ team, counts: emptyCounts(columns.length), distributed: false }),
    (acc, e) => {
      const counts = byOwner.get(e.id);
      if (counts) addCounts(acc.counts, counts);
      acc.distributed ||= e.distributed;
    },
  );
  const teams: ManagersTeamRow[] = byTeamName(
    teamSums.map((t) => ({
      ...teamLabel(t.team),
      isDistributed: t.distributed,
      ...metricsOf(t.counts, names, rates),
    })),
  );
  // Deals of unmapped (or no) owners: one "No owner" row, last, when there are any.
  const noOwner = byOwner.get(null);
  if (noOwner) rows.push({ employee: null, isDistributed: false, ...metricsOf(noOwner, names, rates) });
  return {
    employees: rows,
    total: { isDistributed: employees.some((e) => e.distributed), ...metricsOf(total, names, rates) },
    teams,
    outsideWindow: { deals: widened ? outsideCount(widened[0]?.deals ?? 0, total.count) : 0 },
  };
}

export function createManagersService(deps: { db: Database; scopes: AnalyticsScopes }) {
  return {
    async managers(caller: Caller, request: ManagersRequest): Promise<ManagersResponse> {
      const scope: AnalyticsScope = await deps.scopes.resolve(caller, request);
      return runManagers(deps.db, scope);
    },
  };
}

export type ManagersService = ReturnType<typeof createManagersService>;
