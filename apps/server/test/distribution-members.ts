import type { Schedule } from '@salespulse/contract/employees';
import type { Member } from '../src/modules/distribution/engine/eligibility';

/** Windows on every day of the week (1 = Monday … 7 = Sunday). */
export const everyDay = (start: string, end: string): Schedule[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start, end }));

/** Windows from Monday to Friday. */
export const weekdays = (start: string, end: string): Schedule[] => [1, 2, 3, 4, 5].map((day) => ({ day, start, end }));

/** An active member with a fresh ledger, weight 1 and no cap, working `schedule`. */
export function memberWith(schedule: Schedule[]) {
  return (employeeId: string, overrides: Partial<Member> = {}): Member => ({
    employeeId,
    weight: 1,
    dailyCap: null,
    expected: 0,
    received: 0,
    day: null,
    dayCount: 0,
    away: false,
    active: true,
    schedule,
    ...overrides,
  });
}
