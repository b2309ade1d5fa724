import {
  callsRequestSchema,
  dateRangeSchema,
  dateTimeRangeSchema,
  type DateTimeRange,
  durationRangeSchema,
  managersRequestSchema,
  type PropertyFilter,
} from '@salespulse/contract/analytics';
import { analyticsRequest } from './analytics-request';
import type { AnalyticsScreen, FilterDefaults } from './filter-defaults';
import { defaultFilters, type FilterState } from './filter-state';

// Filters live in the URL so a view can be bookmarked and shared. Only what differs from the
// defaults is written: a bare /managers means "the default view as of today". Every part is checked
// with the contract's schemas; a part that fails falls back to its default, the rest is kept.

const PARAM = {
  from: 'from',
  to: 'to',
  employee: 'employee',
  team: 'team',
  product: 'product',
  provider: 'provider',
  range: 'range',
  exclude: 'exclude',
  minDuration: 'minDuration',
  maxDuration: 'maxDuration',
} as const;
/** One parameter per custom property: `prop.<propertyId>=<option>`, repeated per option. */
const PROPERTY_PREFIX = 'prop.';
/** The ranges were all removed (which differs from the default range). */
const NO_RANGES = 'none';
const TOKEN_SEPARATOR = '~';

const filterKeys = new Set<string>(Object.values(PARAM));

/** Whether a search parameter belongs to the filters (others, like the sort, are the screen's own). */
export function isFilterParam(key: string): boolean {
  return filterKeys.has(key) || key.startsWith(PROPERTY_PREFIX);
}

/** `08:00:00-17:00:00~12345`, with `~fromDate~toDate` when the range is limited to dates. */
export function rangeToken(range: DateTimeRange): string {
  const days = [...range.daysOfWeek].sort((a, b) => a - b).join('');
  const parts = [`${range.fromTime}-${range.toTime}`, days];
  if (range.fromDate || range.toDate) parts.push(range.fromDate ?? '', range.toDate ?? '');
  return parts.join(TOKEN_SEPARATOR);
}

export function parseRangeToken(token: string): DateTimeRange | undefined {
  const [times = '', days = '', fromDate, toDate, ...rest] = token.split(TOKEN_SEPARATOR);
  const [fromTime, toTime, ...moreTimes] = times.split('-');
  if (rest.length || moreTimes.length || !/^[1-7]{1,7}$/.test(days)) return undefined;
  const daysOfWeek = [...new Set([...days].map(Number))];
  const candidate = { fromTime, toTime, daysOfWeek, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
  const parsed = dateTimeRangeSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

function sameRanges(a: readonly DateTimeRange[], b: readonly DateTimeRange[]): boolean {
  return a.length === b.length && a.every((range, index) => rangeToken(range) === rangeToken(b[index]!));
}

/** All parsed, or undefined when any token is malformed (the whole list then falls back). */
function parseRanges(tokens: string[]): DateTimeRange[] | undefined {
  if (tokens.length === 1 && tokens[0] === NO_RANGES) return [];
  const ranges = tokens.map(parseRangeToken);
  return ranges.every((range) => range !== undefined) ? (ranges as DateTimeRange[]) : undefined;
}

function parseDuration(value: string | null): number | null | undefined {
  if (value === null || value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

function parseProperties(params: URLSearchParams): PropertyFilter[] {
  const byId = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (!key.startsWith(PROPERTY_PREFIX)) continue;
    const propertyId = key.slice(PROPERTY_PREFIX.length);
    byId.set(propertyId, [...(byId.get(propertyId) ?? []), value]);
  }
  return [...byId].map(([propertyId, options]) => ({ propertyId, options: [...new Set(options)] }));
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The screen's filters from the URL; anything missing or invalid is the default. */
export function parseFilters(params: URLSearchParams, screen: AnalyticsScreen, defaults: FilterDefaults): FilterState {
  const fallback = defaultFilters(defaults);
  const date = dateRangeSchema.safeParse({ from: params.get(PARAM.from), to: params.get(PARAM.to) });
  const ranges = params.has(PARAM.range) ? parseRanges(params.getAll(PARAM.range)) : undefined;
  const exclusions = parseRanges(params.getAll(PARAM.exclude).filter((token) => token !== NO_RANGES));
  const min = parseDuration(params.get(PARAM.minDuration));
  const max = parseDuration(params.get(PARAM.maxDuration));
  const duration = min === undefined || max === undefined ? undefined : durationRangeSchema.safeParse({ min, max });
  const calls = screen === 'calls';

  const candidate: FilterState = {
    employees: unique(params.getAll(PARAM.employee)),
    teams: unique(params.getAll(PARAM.team)),
    products: calls ? [] : unique(params.getAll(PARAM.product)),
    dataProviders: calls ? unique(params.getAll(PARAM.provider)) : [],
    properties: parseProperties(params),
    // The pickers stop at today in the project's time zone; a shared link cannot reach past it.
    date: date.success && date.data.to <= defaults.today ? date.data : fallback.date,
    dateTimeRanges: ranges ?? fallback.dateTimeRanges,
    dateTimeRangeExclusions: exclusions ?? fallback.dateTimeRangeExclusions,
    durationRange: calls && duration?.success && (min !== null || max !== null) ? duration.data : null,
  };

  // The request schema has the remaining rules (list sizes, property options): each field it
  // refuses falls back on its own.
  const schema = calls ? callsRequestSchema : managersRequestSchema;
  const checked = schema.safeParse(analyticsRequest(screen, 'project', candidate));
  if (checked.success) return candidate;
  const refused = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  const result = { ...candidate };
  for (const key of Object.keys(result) as (keyof FilterState)[]) {
    if (refused.has(key)) Object.assign(result, { [key]: fallback[key] });
  }
  return result;
}

/** The URL's parameters with the filters written into them; other parameters are kept. */
export function writeFilters(
  current: URLSearchParams,
  filters: FilterState,
  screen: AnalyticsScreen,
  defaults: FilterDefaults,
): URLSearchParams {
  const next = new URLSearchParams([...current].filter(([key]) => !isFilterParam(key)));
  const fallback = defaultFilters(defaults);
  if (filters.date.from !== fallback.date.from || filters.date.to !== fallback.date.to) {
    next.set(PARAM.from, filters.date.from);
    next.set(PARAM.to, filters.date.to);
  }
  filters.employees.forEach((id) => next.append(PARAM.employee, id));
  filters.teams.forEach((id) => next.append(PARAM.team, id));
  if (screen !== 'calls') filters.products.forEach((id) => next.append(PARAM.product, id));
  if (screen === 'calls') filters.dataProviders.forEach((id) => next.append(PARAM.provider, id));
  for (const property of filters.properties) {
    property.options.forEach((option) => next.append(`${PROPERTY_PREFIX}${property.propertyId}`, option));
  }
  if (!sameRanges(filters.dateTimeRanges, fallback.dateTimeRanges)) {
    if (filters.dateTimeRanges.length === 0) next.set(PARAM.range, NO_RANGES);
    filters.dateTimeRanges.forEach((range) => next.append(PARAM.range, rangeToken(range)));
  }
  filters.dateTimeRangeExclusions.forEach((range) => next.append(PARAM.exclude, rangeToken(range)));
  if (screen === 'calls' && filters.durationRange) {
    const { min, max } = filters.durationRange;
    if (min != null) next.set(PARAM.minDuration, String(min));
    if (max != null) next.set(PARAM.maxDuration, String(max));
  }
  return next;
}
