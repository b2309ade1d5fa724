import type { DateTimeRange } from '@salespulse/contract/analytics';
import type { AnalyticsScope } from './analytics-scope';
import { wallWeekday } from '../../lib/time/zoned-time';

// dateTimeRanges and dateTimeRangeExclusions, laid over the local hours of the period, so the calls
// board can read whole hours from the hourly rollup and only the hours a window cuts through from
// the calls themselves. Same rule as timeWindowCondition (analytics-filters.ts): an instant passes
// when its local time of day is in [fromTime, toTime + 1 s) of a range that applies on its local day
// (weekday, fromDate..toDate) and in no exclusion that applies on that day.

const DAY = 86_400;
const HOUR = 3_600;

/** [from, to) seconds after local midnight. */
type Span = [number, number];

const seconds = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h! * HOUR + m! * 60 + s!;
};
const spanOf = (r: DateTimeRange): Span => [seconds(r.fromTime), r.toTime === '23:59:59' ? DAY : seconds(r.toTime) + 1];

/** ISO weekday (1 = Monday ... 7 = Sunday) of a local day `YYYY-MM-DD`. */
export function isoWeekday(day: string): number {
  return wallWeekday(Date.parse(`${day}T00:00:00Z`));
}

/** The local day after `day` (calendar arithmetic, no zone involved). */
export function addDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY * 1000).toISOString().slice(0, 10);
}

const appliesOn = (r: DateTimeRange, day: string, weekday: number) =>
  r.daysOfWeek.includes(weekday) && (!r.fromDate || day >= r.fromDate) && (!r.toDate || day <= r.toDate);

/** Sorted, non-overlapping union. */
function union(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

function subtract(from: Span[], cut: Span[]): Span[] {
  let result = from;
  for (const [ca, cb] of cut) {
    result = result.flatMap(([a, b]): Span[] => {
      if (cb <= a || ca >= b) return [[a, b]];
      return [...(ca > a ? [[a, ca] as Span] : []), ...(cb < b ? [[cb, b] as Span] : [])];
    });
  }
  return result;
}

/** The local times of day that pass the windows on `day`. */
export function passingSpans(scope: Pick<AnalyticsScope, 'dateTimeRanges' | 'dateTimeRangeExclusions'>, day: string): Span[] {
  const weekday = isoWeekday(day);
  const included = scope.dateTimeRanges.length
    ? union(scope.dateTimeRanges.filter((r) => appliesOn(r, day, weekday)).map(spanOf))
    : ([[0, DAY]] as Span[]);
  return subtract(included, union(scope.dateTimeRangeExclusions.filter((r) => appliesOn(r, day, weekday)).map(spanOf)));
}

export type HourPlan = {
  /** Whole local hours, grouped by the set of hours (most periods have one or two patterns). */
  full: { days: string[]; hours: number[] }[];
  /** Parts of hours a window cuts through: local day and [from, to) seconds after its midnight. */
  partial: { day: string; from: number; to: number }[];
};

/** Every local day of the period, split into whole passing hours and partial spans. */
export function hourPlan(scope: Pick<AnalyticsScope, 'period' | 'dateTimeRanges' | 'dateTimeRangeExclusions'>): HourPlan {
  const patterns = new Map<string, { days: string[]; hours: number[] }>();
  const partial: HourPlan['partial'] = [];
  for (let day = scope.period.from; day <= scope.period.to; day = addDay(day)) {
    const spans = passingSpans(scope, day);
    const hours: number[] = [];
    for (let h = 0; h < 24; h++) {
      const [ha, hb] = [h * HOUR, (h + 1) * HOUR];
      const inside = spans.map(([a, b]): Span => [Math.max(a, ha), Math.min(b, hb)]).filter(([a, b]) => a < b);
      if (inside.length === 1 && inside[0]![0] === ha && inside[0]![1] === hb) hours.push(h);
      else for (const [a, b] of inside) partial.push({ day, from: a, to: b });
    }
    if (hours.length === 0) continue;
    const key = hours.join(',');
    const pattern = patterns.get(key);
    if (pattern) pattern.days.push(day);
    else patterns.set(key, { days: [day], hours });
  }
  return { full: [...patterns.values()], partial };
}
