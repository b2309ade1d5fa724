import type { Day, DayRange } from './calendar-days';

export type CalendarMode = 'single' | 'range';

/** A click in the grid: either a finished choice, or (range mode) the start waiting for its end. */
export type ClickOutcome = { kind: 'done'; range: DayRange } | { kind: 'start'; start: Day };

/**
 * Range mode: the first click sets the start; the second completes the range, earliest day
 * first, whichever order the two days were clicked in. Single mode: one click is the choice.
 */
export function clickDay(mode: CalendarMode, pendingStart: Day | null, day: Day): ClickOutcome {
  if (mode === 'single') return { kind: 'done', range: { from: day, to: day } };
  if (pendingStart === null) return { kind: 'start', start: day };
  return { kind: 'done', range: pendingStart <= day ? { from: pendingStart, to: day } : { from: day, to: pendingStart } };
}

/** The range to highlight while choosing: the pending start to the day under the pointer or focus. */
export function previewRange(selected: DayRange | null, pendingStart: Day | null, hovered: Day | null): DayRange | null {
  if (pendingStart === null) return selected;
  const end = hovered ?? pendingStart;
  return pendingStart <= end ? { from: pendingStart, to: end } : { from: end, to: pendingStart };
}
