import type { DateRange, DateTimeRange, DurationRange, PropertyFilter } from '@salespulse/contract/analytics';
import { startOfMonthDay } from '@/shared/ui/calendar/calendar-days';
import { defaultPeriod, defaultRange, type FilterDefaults, WORKING_DAYS } from './filter-defaults';

/**
 * The filter state of spec §3. Ids are bare ids (the last segment of an IRI). `products` is used by
 * managers and lead processing, `dataProviders` and `durationRange` by the calls board. `teams`
 * keeps the employees who were in one of the teams on any day of the period.
 */
export type FilterState = {
  employees: string[];
  teams: string[];
  products: string[];
  dataProviders: string[];
  properties: PropertyFilter[];
  date: DateRange;
  dateTimeRanges: DateTimeRange[];
  dateTimeRangeExclusions: DateTimeRange[];
  durationRange: DurationRange | null;
};

/** The filters and how many times they changed (spec §3's change counter). */
export type FilterStore = { filters: FilterState; changes: number };

export type FilterAction =
  | { type: 'setEmployees'; ids: string[] }
  | { type: 'setTeams'; ids: string[] }
  | { type: 'setProducts'; ids: string[] }
  | { type: 'setDataProviders'; ids: string[] }
  /** No options removes the property's filter. */
  | { type: 'setPropertyOptions'; propertyId: string; options: string[] }
  | { type: 'setDate'; date: DateRange }
  | { type: 'clearDate' }
  | { type: 'setRanges'; ranges: DateTimeRange[] }
  | { type: 'addRange' }
  | { type: 'updateRange'; index: number; range: DateTimeRange }
  | { type: 'removeRange'; index: number }
  | { type: 'addExclusion' }
  | { type: 'updateExclusion'; index: number; range: DateTimeRange }
  | { type: 'removeExclusion'; index: number }
  | { type: 'clearExclusions' }
  | { type: 'setTimeWindows'; ranges: DateTimeRange[]; exclusions: DateTimeRange[] }
  | { type: 'setDurationRange'; range: DurationRange | null }
  | { type: 'reset' };

export function defaultFilters(defaults: FilterDefaults): FilterState {
  return {
    employees: [],
    teams: [],
    products: [],
    dataProviders: [],
    properties: [],
    date: defaultPeriod(defaults.today),
    dateTimeRanges: [defaultRange(defaults)],
    dateTimeRangeExclusions: [],
    durationRange: null,
  };
}

/** A new exclusion removes the last day of the period in the screen's exclusion window. */
function newExclusion(filters: FilterState, defaults: FilterDefaults): DateTimeRange {
  return { ...defaults.exclusionTime, daysOfWeek: [...WORKING_DAYS], fromDate: filters.date.to, toDate: filters.date.to };
}

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, position) => (position === index ? item : current));
}

function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

function apply(filters: FilterState, action: FilterAction, defaults: FilterDefaults): FilterState {
  switch (action.type) {
    case 'setEmployees':
      return { ...filters, employees: [...action.ids] };
    case 'setTeams':
      return { ...filters, teams: [...action.ids] };
    case 'setProducts':
      return { ...filters, products: [...action.ids] };
    case 'setDataProviders':
      return { ...filters, dataProviders: [...action.ids] };
    case 'setPropertyOptions': {
      const others = filters.properties.filter((property) => property.propertyId !== action.propertyId);
      const properties = action.options.length ? [...others, { propertyId: action.propertyId, options: [...action.options] }] : others;
      return { ...filters, properties };
    }
    case 'setDate':
      return { ...filters, date: action.date };
    case 'clearDate':
      // Spec §4: month start through today, Monday to Friday, no exclusions.
      return {
        ...filters,
        date: { from: startOfMonthDay(defaults.today), to: defaults.today },
        dateTimeRanges: [defaultRange(defaults)],
        dateTimeRangeExclusions: [],
      };
    case 'setRanges':
      return { ...filters, dateTimeRanges: action.ranges };
    case 'addRange':
      return { ...filters, dateTimeRanges: [...filters.dateTimeRanges, defaultRange(defaults)] };
    case 'updateRange':
      return { ...filters, dateTimeRanges: replaceAt(filters.dateTimeRanges, action.index, action.range) };
    case 'removeRange':
      return { ...filters, dateTimeRanges: removeAt(filters.dateTimeRanges, action.index) };
    case 'addExclusion':
      return { ...filters, dateTimeRangeExclusions: [...filters.dateTimeRangeExclusions, newExclusion(filters, defaults)] };
    case 'updateExclusion':
      return { ...filters, dateTimeRangeExclusions: replaceAt(filters.dateTimeRangeExclusions, action.index, action.range) };
    case 'removeExclusion':
      return { ...filters, dateTimeRangeExclusions: removeAt(filters.dateTimeRangeExclusions, action.index) };
    case 'clearExclusions':
      return { ...filters, dateTimeRangeExclusions: [] };
    case 'setTimeWindows':
      return { ...filters, dateTimeRanges: action.ranges, dateTimeRangeExclusions: action.exclusions };
    case 'setDurationRange':
      return { ...filters, durationRange: action.range };
    case 'reset':
      return defaultFilters(defaults);
  }
}

/** Spec §4: every change counts, so the screen refetches even when it lands on a cached answer. */
export function filterReducer(store: FilterStore, action: FilterAction, defaults: FilterDefaults): FilterStore {
  return { filters: apply(store.filters, action, defaults), changes: store.changes + 1 };
}
