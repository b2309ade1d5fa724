import type { Schedule } from '@salespulse/contract/employees';
import { parseWorkHours } from '@salespulse/contract/settings';
import type { LocalTime, Zone } from '../../../lib/time/zone';
import { WALL_DAY_MS } from '../../../lib/time/zoned-time';

// Working windows are wall-clock times on weekdays in the project's zone. A window ending at 23:59
// runs through midnight, so "Mon 22:00-23:59" and "Tue 00:00-06:00" make one night shift; a window
// whose end is not after its start crosses midnight by itself (ends on the next day).

const LAST_MINUTE = 23 * 60 + 59;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

type Span = { day: number; start: number; end: number; overnight: boolean };
/** A schedule by weekday (index 1 … 7): the minutes worked as flat [from, to) pairs, and the minutes windows start. */
type Week = { working: readonly (readonly number[])[]; starts: readonly (readonly number[])[] };

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

function span(window: Schedule): Span {
  const start = minutes(window.start);
  const rawEnd = minutes(window.end);
  const end = rawEnd === LAST_MINUTE ? 24 * 60 : rawEnd;
  return { day: window.day, start, end, overnight: end <= start };
}

// Compiled once per schedule array (schedules are built fresh, never changed in place): the dry run
// asks every member's schedule on every replayed lead, and a lookup per window was most of its time.
const weeks = new WeakMap<readonly Schedule[], Week>();

function week(windows: readonly Schedule[]): Week {
  const known = weeks.get(windows);
  if (known) return known;
  const working: number[][] = Array.from({ length: 8 }, () => []);
  const starts: number[][] = Array.from({ length: 8 }, () => []);
  for (const window of windows) {
    const s = span(window);
    working[s.day]?.push(s.start, s.overnight ? 24 * 60 : s.end);
    // An overnight window's tail: the next day, from midnight to its end.
    if (s.overnight) working[nextDay(s.day)]?.push(0, s.end);
    starts[s.day]?.push(s.start);
  }
  const compiled = { working, starts };
  weeks.set(windows, compiled);
  return compiled;
}

const nextDay = (weekday: number) => (weekday === 7 ? 1 : weekday + 1);

// The same schedule, as one array, for every lead and every transaction: the engine reads its
// members' schedules afresh for each burst of leads, and compiling 300 schedules again for each
// lead (week() caches by array) was a tenth of the server's time at 50 leads a second.
const shared = new Map<string, readonly Schedule[]>();
const SHARED_MAX = 10_000;
/** The same array asked again (every lead of a burst reads the same rows): no text to build. */
const byArray = new WeakMap<readonly Schedule[], { workHours: string | undefined; windows: readonly Schedule[] }>();

/**
 * An employee's own windows, or, when they have none, the project's work hours on Monday to Friday
 * (the spec's default weekdays), so a team that never filled in schedules still gets leads by day.
 * Equal schedules come back as the same (frozen) array, so each is compiled once.
 */
export function effectiveSchedule(own: readonly Schedule[], workHours: string | undefined): readonly Schedule[] {
  const seen = byArray.get(own);
  if (seen && seen.workHours === workHours) return seen.windows;
  const key = own.length > 0 ? JSON.stringify(own) : `hours ${workHours ?? ''}`;
  let windows = shared.get(key);
  if (!windows) {
    const hours = parseWorkHours(workHours ?? '') ?? { start: '08:00', end: '17:00' };
    windows = Object.freeze(
      own.length > 0 ? own.map((window) => ({ ...window })) : WEEKDAYS.map((day) => ({ day, start: hours.start, end: hours.end })),
    );
    if (shared.size >= SHARED_MAX) shared.clear();
    shared.set(key, windows);
  }
  byArray.set(own, { workHours, windows });
  return windows;
}

export function isWorking(windows: readonly Schedule[], zone: Zone, at: number): boolean {
  return isWorkingAt(windows, zone.local(at));
}

/** isWorking for a local time already known: eligibility asks it for every member at one instant. */
export function isWorkingAt(windows: readonly Schedule[], local: LocalTime): boolean {
  const spans = week(windows).working[local.weekday] ?? [];
  // Indexed, not destructured: this runs for every member on every replayed lead.
  for (let i = 0; i < spans.length; i += 2) if (local.minute >= spans[i]! && local.minute < spans[i + 1]!) return true;
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
  const { starts } = week(windows);
  let best: number | null = null;
  for (let offset = 0; offset <= horizonDays; offset++) {
    const weekday = ((local.weekday - 1 + offset) % 7) + 1;
    const wallMidnight = local.wallMidnight + offset * WALL_DAY_MS;
    for (const minute of starts[weekday] ?? []) {
      const start = zone.instant(wallMidnight, minute);
      if (start > from && (best === null || start < best)) best = start;
    }
    // Starts of a later day are later still: stop at the first day that has one.
    if (best !== null) break;
  }
  return best;
}
