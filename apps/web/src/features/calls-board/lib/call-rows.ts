import type { CallsRow, CallsTeamRow } from '@salespulse/contract/analytics';
import type { CsvColumn } from '@/shared/analytics/csv';
import type { SortValue } from '@/shared/analytics/sorting';
import { type Day, daysBetween, shiftDay } from '@/shared/ui/calendar/calendar-days';

/** Spec §2: the sort options of both lists, in this order; the first is the fallback. */
export const callSortKeys = ['avgTime', 'successRatio', 'calls', 'pickupRate', 'kpi'] as const;
export type CallSortKey = (typeof callSortKeys)[number];
export const callSortOptions: [CallSortKey, ...CallSortKey[]] = [...callSortKeys];

/** A row's figures: a manager's, or a team totals row's. */
export type CallFigures = Omit<CallsRow, 'employee'>;
/** A line of the lists and their CSV: a manager (or "No owner") or a team totals row. */
export type CallLine = CallsRow | CallsTeamRow;

export function successfulCalls(row: CallFigures): number {
  return row.callCountActivity.success;
}

export function unsuccessfulCalls(row: CallFigures): number {
  return Math.max(0, row.callCountActivity.actual - row.callCountActivity.success);
}

/** Seconds per answered call (only answered calls have talk time); null without any. */
export function averageTime(row: CallFigures): number | null {
  const answered = row.callCountActivity.success;
  return answered > 0 ? row.callDurationActivity.actual / answered : null;
}

export function sortValue(row: CallsRow, key: CallSortKey): SortValue {
  switch (key) {
    case 'avgTime':
      return averageTime(row);
    // Shown as "unsuccessful / successful"; ordered by the successful calls.
    case 'successRatio':
      return successfulCalls(row);
    case 'calls':
      return row.callCountActivity.actual;
    case 'pickupRate':
      return row.pickupRate;
    case 'kpi':
      return row.kpi;
  }
}

/** Every day of the period, so days without calls show as gaps. */
export function periodDays(period: { from: Day; to: Day }): Day[] {
  return Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, index) => shiftDay(period.from, index));
}

export function durationByDay(row: CallFigures): Map<Day, number> {
  return new Map(row.dayCallStats.map((day) => [day.date.slice(0, 10), day.duration]));
}

export function statsCsvColumns(
  headers: Record<'name' | 'calls' | 'successful' | 'unsuccessful' | 'pickupRate' | 'avgTime' | 'talkTime' | 'kpi', string>,
  nameOf: (row: CallLine) => string,
): CsvColumn<CallLine>[] {
  return [
    { header: headers.name, value: nameOf },
    { header: headers.calls, value: (row) => row.callCountActivity.actual },
    { header: headers.successful, value: successfulCalls },
    { header: headers.unsuccessful, value: unsuccessfulCalls },
    { header: headers.pickupRate, value: (row) => row.pickupRate },
    {
      header: headers.avgTime,
      value: (row) => {
        const seconds = averageTime(row);
        return seconds === null ? null : Math.round(seconds);
      },
    },
    { header: headers.talkTime, value: (row) => row.callDurationActivity.actual },
    { header: headers.kpi, value: (row) => row.kpi },
  ];
}

/** One column per day of the period, talk time in seconds. */
export function dailyCsvColumns(nameHeader: string, days: Day[], nameOf: (row: CallLine) => string): CsvColumn<CallLine>[] {
  return [
    { header: nameHeader, value: nameOf },
    ...days.map((day): CsvColumn<CallLine> => ({ header: day, value: (row) => durationByDay(row).get(day) ?? 0 })),
  ];
}
