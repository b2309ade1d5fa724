import type { DateRange, DateTimeRange } from '@salespulse/contract/analytics';
import { parseWorkHours } from '@salespulse/contract/settings';
import { type Day, shiftMonth } from '@/shared/ui/calendar/calendar-days';

/** The three screens that share the filter layer; each has its own default working time (spec §9). */
export type AnalyticsScreen = 'managers' | 'leadProcessing' | 'calls';

export type TimeWindow = Pick<DateTimeRange, 'fromTime' | 'toTime'>;

/** Default weekdays: Monday to Friday (ISO 1-5). */
export const WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const ALL_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** The range that counts every instant: what "Include them" sets (issue #31, item 5). */
export function wholeWeekRange(): DateTimeRange {
  return { fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [...ALL_DAYS] };
}

/** Spec §9: a managers exclusion covers the whole day by default. */
export const MANAGERS_EXCLUSION_TIME: TimeWindow = { fromTime: '00:00:00', toTime: '23:59:00' };
export const CALLS_DEFAULT_TIME: TimeWindow = { fromTime: '08:00:00', toTime: '17:00:00' };
/** Lead processing counts working time: the project's work_hours, or these when absent. */
export const LEAD_PROCESSING_DEFAULT_TIME: TimeWindow = { fromTime: '10:00:00', toTime: '17:00:00' };
// Managers compare cohorts of leads created in the period, so their working days are whole days.
const WHOLE_DAY: TimeWindow = { fromTime: '00:00:00', toTime: '23:59:59' };

/** What a screen's filters start from and fall back to. */
export type FilterDefaults = {
  /** Today in the project's time zone: the latest day a period may reach. */
  today: Day;
  /** The working-time window of the default range (Monday to Friday). */
  time: TimeWindow;
  /** The window a newly added exclusion starts with. */
  exclusionTime: TimeWindow;
};

/** `work_hours` ("HH:mm-HH:mm") as a time window, or undefined when it is absent or malformed. */
export function workHoursWindow(value: string | undefined): TimeWindow | undefined {
  const parsed = value ? parseWorkHours(value) : undefined;
  return parsed ? { fromTime: `${parsed.start}:00`, toTime: `${parsed.end}:00` } : undefined;
}

export function filterDefaults(screen: AnalyticsScreen, today: Day, workHours?: string): FilterDefaults {
  switch (screen) {
    case 'managers':
      return { today, time: WHOLE_DAY, exclusionTime: MANAGERS_EXCLUSION_TIME };
    case 'calls':
      return { today, time: CALLS_DEFAULT_TIME, exclusionTime: CALLS_DEFAULT_TIME };
    case 'leadProcessing': {
      const time = workHoursWindow(workHours) ?? LEAD_PROCESSING_DEFAULT_TIME;
      return { today, time, exclusionTime: time };
    }
  }
}

/** Spec §3: the default period runs from one month ago to today. */
export function defaultPeriod(today: Day): DateRange {
  return { from: shiftMonth(today, -1), to: today };
}

export function defaultRange(defaults: FilterDefaults): DateTimeRange {
  return { ...defaults.time, daysOfWeek: [...WORKING_DAYS] };
}
