import { type Day, type DayRange, daysBetween, maxDay, minDay, shiftDay } from './calendar-days';

/**
 * The period before (-1) or after (+1) `range`, of the same length (a single day steps one day),
 * kept inside [min, max]; null when the period already touches that bound.
 */
export function stepRange(range: DayRange, direction: -1 | 1, min: Day, max: Day): DayRange | null {
  if (direction === -1 && range.from <= min) return null;
  if (direction === 1 && range.to >= max) return null;
  const length = daysBetween(range.from, range.to) + 1;
  if (direction === -1) {
    const from = maxDay(shiftDay(range.from, -length), min);
    return { from, to: shiftDay(from, length - 1) };
  }
  const to = minDay(shiftDay(range.to, length), max);
  return { from: shiftDay(to, -(length - 1)), to };
}
