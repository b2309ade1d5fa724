import type { Schedule } from '@salespulse/contract/employees';
import { parseWorkHours } from '@salespulse/contract/settings';
import { WALL_DAY_MS, type Zone } from './zone-time';

// Working windows are wall-clock times on weekdays in the project's zone. A window ending at 23:59
// runs through midnight, so "Mon 22:00-23:59" and "Tue 00:00-06:00" make one night shift; a window
// whose end is not after its start crosses midnight by itself (ends on the next day).

const LAST_MINUTE = 23 * 60 + 59;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

type Span = { day: number; start: number; end: number; overnight: boolean };

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

// Parsed once per window object: the dry run asks every member's windows on every replayed lead.
const spans = new WeakMap<Schedule, Span>();

function span(window: Schedule): Span {
  const known = spans.get(window);
  if (known) return known;
  const start = minutes(window.start);
  const rawEnd = minutes(window.end);
  const end = rawEnd === LAST_MINUTE ? 24 * 60 : rawEnd;
  const parsed = { day: window.day, start, end, overnight: end <= start };
  spans.set(window, parsed);
  return parsed;
}

const previousDay = (weekday: number) => (weekday === 1 ? 7 : weekday - 1);

/**
 * An employee's own windows, or, when they have none, the project's work hours on Monday to Friday
 * (the spec's default weekdays), so a team that never filled in schedules still gets leads by day.
 */
export function effectiveSchedule(own: readonly Schedule[], workHours: string | undefined): Schedule[] {
  if (own.length > 0) return [...own];
  const hours = parseWorkHours(workHours ?? '') ?? { start: '08:00', end: '17:00' };
  return WEEKDAYS.map((day) => ({ day, start: hours.start, end: hours.end }));
}

export function isWorking(windows: readonly Schedule[], zone: Zone, at: number): boolean {
  const local = zone.local(at);
  for (const window of windows) {
    const s = span(window);
    if (s.day === local.weekday && local.minute >= s.start && (s.overnight || local.minute < s.end)) return true;
    if (s.overnight && s.day === previousDay(local.weekday) && local.minute < s.end) return true;
  }
  return false;
}

/**
 * The first instant at or after `from` inside a window: `from` itself while working, else the next
 * window start within `horizonDays`; null when none starts by then. A start skipped by a DST change
 * moves to the end of the gap, as the wall clock does.
 */
export function nextWorkStart(windows: readonly Schedule[], zone: Zone, from: number, horizonDays = 8): number | null {
  if (windows.length === 0) return null;
  if (isWorking(windows, zone, from)) return from;
  const local = zone.local(from);
  let best: number | null = null;
  for (let offset = 0; offset <= horizonDays; offset++) {
    const weekday = ((local.weekday - 1 + offset) % 7) + 1;
    const wallMidnight = local.wallMidnight + offset * WALL_DAY_MS;
    for (const window of windows) {
      if (window.day !== weekday) continue;
      const start = zone.instant(wallMidnight, span(window).start);
      if (start > from && (best === null || start < best)) best = start;
    }
    // Starts of a later day are later still: stop at the first day that has one.
    if (best !== null) break;
  }
  return best;
}
