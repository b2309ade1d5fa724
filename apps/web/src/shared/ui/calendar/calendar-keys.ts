import { type Day, clampDay, endOfWeekDay, shiftDay, shiftMonth, startOfWeekDay } from './calendar-days';

type Key = { key: string; shiftKey: boolean };

/**
 * The day focus moves to for a key in the grid (the WAI-ARIA date picker pattern), kept inside
 * [min, max]; null for keys the grid does not handle.
 */
export function dayForKey({ key, shiftKey }: Key, day: Day, min: Day, max: Day): Day | null {
  const next = (() => {
    switch (key) {
      case 'ArrowLeft':
        return shiftDay(day, -1);
      case 'ArrowRight':
        return shiftDay(day, 1);
      case 'ArrowUp':
        return shiftDay(day, -7);
      case 'ArrowDown':
        return shiftDay(day, 7);
      case 'Home':
        return startOfWeekDay(day);
      case 'End':
        return endOfWeekDay(day);
      case 'PageUp':
        return shiftMonth(day, shiftKey ? -12 : -1);
      case 'PageDown':
        return shiftMonth(day, shiftKey ? 12 : 1);
      default:
        return null;
    }
  })();
  return next === null ? null : clampDay(next, min, max);
}
