import type { Schedule } from '@salespulse/contract/employees';

/** A working window of a local day: minutes after midnight by the wall clock, `start` < `end`. */
export type WorkWindow = { start: number; end: number };

/** Working windows by ISO weekday: index 1 = Monday … 7 = Sunday (index 0 unused). */
export type WorkPattern = readonly (readonly WorkWindow[])[];

/** Goals count 08:00-17:00 when the project has no `work_hours`, as the pulse does (spec section 9). */
export const GOAL_DEFAULT_HOURS = { start: '08:00', end: '17:00' } as const;
/** The project's working weekdays: Monday to Friday (the spec's default weekdays; no setting names others). */
export const PROJECT_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The project's calendar: its work hours (else 08:00-17:00) on Monday to Friday. */
export function projectPattern(workHours: { start: string; end: string } | null | undefined): WorkPattern {
  const hours = workHours ?? GOAL_DEFAULT_HOURS;
  const window: WorkWindow = { start: minutesOf(hours.start), end: minutesOf(hours.end) };
  return Array.from({ length: 8 }, (_, weekday) => (PROJECT_WEEKDAYS.includes(weekday) ? [window] : []));
}

/** An employee's own schedules; an employee without any works the project's calendar. */
export function employeePattern(schedules: readonly Schedule[], project: WorkPattern): WorkPattern {
  if (schedules.length === 0) return project;
  const byDay: WorkWindow[][] = Array.from({ length: 8 }, () => []);
  for (const schedule of schedules) byDay[schedule.day]?.push({ start: minutesOf(schedule.start), end: minutesOf(schedule.end) });
  return byDay;
}

/**
 * A key shared by the employees who work the same pattern (the empty key: the project's calendar),
 * so a page of goals computes each distinct week's working time once, not once per employee.
 */
export function patternKey(schedules: readonly Schedule[]): string {
  if (schedules.length === 0) return '';
  return schedules
    .map((s) => `${s.day}/${s.start}/${s.end}`)
    .sort()
    .join(',');
}
