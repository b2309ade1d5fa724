import type { LeadDeal, LeadProcessingResponse, LeadProcessingRow, LeadProcessingTeamRow } from '@salespulse/contract/analytics';
import type { CsvColumn } from '@/shared/analytics/csv';
import { ratioPercent } from '@/shared/analytics/format';
import type { SortValue } from '@/shared/analytics/sorting';

export const leadMetrics = ['processedCount', 'participatedCount', 'processTimeAvg', 'participateTimeAvg'] as const;
export type LeadMetric = (typeof leadMetrics)[number];
export type LeadSortKey = 'name' | LeadMetric;
export const leadSortKeys: [LeadSortKey, ...LeadSortKey[]] = ['name', ...leadMetrics];

/** The deal lists behind the two counts. */
export type DealList = 'processedDeals' | 'participatedDeals';
/** Both lists of one row, as the deals dialog fetches them. */
export type DealLists = Record<DealList, LeadDeal[]>;
export const dealListOf: Partial<Record<LeadMetric, DealList>> = {
  processedCount: 'processedDeals',
  participatedCount: 'participatedDeals',
};

export type LeadTotals = Pick<LeadProcessingRow, LeadMetric>;

export function sortValue(row: LeadProcessingRow, key: LeadSortKey, nameOf: (employee: string | null) => string): SortValue {
  return key === 'name' ? nameOf(row.employee) : row[key];
}

/** Spec §5: a case-insensitive substring of the name. */
export function matchesName(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}

/** An average over the rows weighted by how many deals each averaged; null when none did. */
function weightedAverage(
  rows: readonly LeadProcessingRow[],
  average: (row: LeadProcessingRow) => number | null,
  weight: (row: LeadProcessingRow) => number,
) {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    const value = average(row);
    if (value === null || weight(row) === 0) continue;
    sum += value * weight(row);
    count += weight(row);
  }
  return count === 0 ? null : sum / count;
}

/** The footer: counts summed, speeds averaged over every deal of the rows shown. */
export function totalsOf(rows: readonly LeadProcessingRow[]): LeadTotals {
  return {
    processedCount: rows.reduce((sum, row) => sum + row.processedCount, 0),
    participatedCount: rows.reduce((sum, row) => sum + row.participatedCount, 0),
    processTimeAvg: weightedAverage(
      rows,
      (row) => row.processTimeAvg,
      (row) => row.processedCount,
    ),
    participateTimeAvg: weightedAverage(
      rows,
      (row) => row.participateTimeAvg,
      (row) => row.participatedCount,
    ),
  };
}

export type LeadSummary = {
  /** Overall conversion, percent. */
  conversion: number;
  /** Won share of the closed deals processed within the first time bucket, percent; null without buckets. */
  firstBucketSuccess: number | null;
  /** The first bucket's upper bound, seconds; null for an unbounded bucket. */
  firstBucketSeconds: number | null;
  /** Average speed, seconds. */
  averageSpeed: number | null;
};

/** Spec §9: success is won / (won + lost), two decimals, within the first bucket. */
export function summaryOf(answer: LeadProcessingResponse): LeadSummary {
  const first = answer.processSpeed.groups[0];
  return {
    conversion: answer.total.conversion,
    firstBucketSuccess: first ? ratioPercent(first.won, first.won + first.lost) : null,
    firstBucketSeconds: first?.untilTime ?? null,
    averageSpeed: answer.total.transitionTimeAvg,
  };
}

/** Deals in the order they reached the manager. */
export function dealsByTime(deals: readonly LeadDeal[]): LeadDeal[] {
  return [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.externalId.localeCompare(b.externalId));
}

/** A line of the CSV: a manager, a team totals row or the total. */
export type LeadCsvRow = LeadProcessingRow | LeadProcessingTeamRow | LeadTotals;

export function leadCsvColumns(headers: Record<LeadSortKey, string>, nameOf: (row: LeadCsvRow) => string): CsvColumn<LeadCsvRow>[] {
  return [
    { header: headers.name, value: nameOf },
    { header: headers.processedCount, value: (row) => row.processedCount },
    { header: headers.participatedCount, value: (row) => row.participatedCount },
    { header: headers.processTimeAvg, value: (row) => row.processTimeAvg },
    { header: headers.participateTimeAvg, value: (row) => row.participateTimeAvg },
  ];
}
