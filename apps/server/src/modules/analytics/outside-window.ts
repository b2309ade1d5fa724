import type { AnalyticsScope } from './analytics-scope';

// What a board's working-time window hides (issue #31, item 5; docs/decisions.md, "What the
// working-time window hides"). A board counts the events inside its dateTimeRanges; the records of
// the same period and filters outside them are what "Include them" (ranges: the whole day, every
// weekday) would add. Exclusions stay: they are windows the user removed on purpose.

/**
 * The scope "Include them" leads to: the same period, filters and exclusions, with no ranges (the
 * whole day on every weekday counts the same as no range). Undefined when the scope has no ranges,
 * so nothing can lie outside them.
 */
export function includeAllScope(scope: AnalyticsScope): AnalyticsScope | undefined {
  return scope.dateTimeRanges.length ? { ...scope, dateTimeRanges: [] } : undefined;
}

/** Records outside the window: those of the widened scope less those the board counted (never below 0). */
export const outsideCount = (widened: number, counted: number): number => Math.max(widened - counted, 0);
