import type { ManagersResponse, ManagersRow, ManagersTeamRow } from '@salespulse/contract/analytics';
import type { CsvColumn } from '@/shared/analytics/csv';
import type { SortValue } from '@/shared/analytics/sorting';

export const managersMetrics = [
  'count',
  'negotiations',
  'negotiationsTotal',
  'bills',
  'billsTotal',
  'billFromNegotiation',
  'won',
  'wonFromBill',
  'lost',
  'conversion',
  'forecast',
  'staticForecast',
] as const;
export type ManagersMetric = (typeof managersMetrics)[number];
export type MetricKind = 'count' | 'money' | 'percent';

export const metricKinds: Record<ManagersMetric, MetricKind> = {
  count: 'count',
  negotiations: 'count',
  negotiationsTotal: 'money',
  bills: 'count',
  billsTotal: 'money',
  billFromNegotiation: 'percent',
  won: 'count',
  wonFromBill: 'percent',
  lost: 'count',
  conversion: 'percent',
  forecast: 'money',
  staticForecast: 'money',
};

/** What each percentage is a share of (docs/analytics.md): with none of it there is no rate to show. */
export const rateBases = {
  billFromNegotiation: 'negotiations',
  wonFromBill: 'bills',
  conversion: 'count',
} as const satisfies Partial<Record<ManagersMetric, ManagersMetric>>;

/** False for a rate whose base is 0: the answer carries 0 there, which is no rate at all. */
export function hasRate(metric: ManagersMetric, row: Pick<ManagersRow, ManagersMetric>): boolean {
  const base = (rateBases as Partial<Record<ManagersMetric, ManagersMetric>>)[metric];
  return base === undefined || row[base] > 0;
}

/** Extra columns sort as `column:<name>`. */
export const EXTRA_PREFIX = 'column:';
export type ManagersSortKey = 'name' | ManagersMetric | `${typeof EXTRA_PREFIX}${string}`;
export type Totals = ManagersResponse['total'];

// "Lead" is the row's count, which has its own column already.
const isOwnColumn = (name: string) => name.trim().toLowerCase() === 'lead';

/** Names of the answer's extra columns (custom stages and the like), in first-seen order. */
export function extraColumns(answer: ManagersResponse): string[] {
  const names = new Set<string>();
  for (const row of [...answer.employees, answer.total]) {
    for (const column of row.columns) if (!isOwnColumn(column.name)) names.add(column.name);
  }
  return [...names];
}

export function extraValue(row: ManagersRow | Totals, name: string): number | null {
  return row.columns.find((column) => column.name === name)?.value ?? null;
}

export function sortKeys(extras: string[]): [ManagersSortKey, ...ManagersSortKey[]] {
  return ['name', ...managersMetrics, ...extras.map((name): ManagersSortKey => `${EXTRA_PREFIX}${name}`)];
}

export function sortValue(row: ManagersRow, key: ManagersSortKey, nameOf: (employee: string | null) => string): SortValue {
  if (key === 'name') return nameOf(row.employee);
  if (key.startsWith(EXTRA_PREFIX)) return extraValue(row, key.slice(EXTRA_PREFIX.length));
  return row[key as ManagersMetric];
}

/** A line of the CSV: a manager, a team totals row or the total. */
export type ManagersCsvRow = ManagersRow | ManagersTeamRow | Totals;

/** Every row, the team rows and the total, in raw numbers (percentages as given, amounts unrounded). */
export function managersCsvColumns(
  extras: string[],
  header: (metric: ManagersMetric) => string,
  nameHeader: string,
  nameOf: (row: ManagersCsvRow) => string,
): CsvColumn<ManagersCsvRow>[] {
  return [
    { header: nameHeader, value: nameOf },
    ...managersMetrics.map((metric) => ({ header: header(metric), value: (row: ManagersCsvRow) => row[metric] })),
    ...extras.map((name) => ({ header: name, value: (row: ManagersCsvRow) => extraValue(row, name) })),
  ];
}
