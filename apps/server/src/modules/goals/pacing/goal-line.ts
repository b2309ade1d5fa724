import type { GoalProgress } from '@salespulse/contract/goals';
import { daysBetween } from '@salespulse/contract/time';
import { PROJECT_WEEKDAYS } from './work-pattern';

/** ISO weekday (1 = Monday) of a local day. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * A goal's target for one working day, the line a by-day chart draws: a daily goal's target, or a
 * longer goal's target spread evenly over the project's working days of its period (Monday to
 * Friday); the whole target when the period has none.
 */
export function goalLineOf(goal: Pick<GoalProgress, 'period' | 'from' | 'to' | 'target'>): number {
  if (goal.period === 'day') return goal.target;
  let workdays = 0;
  const length = daysBetween(goal.from, goal.to) + 1;
  for (let i = 0; i < length; i++) {
    const day = new Date(Date.parse(`${goal.from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (PROJECT_WEEKDAYS.includes(weekdayOf(day))) workdays++;
  }
  return Math.round((goal.target / Math.max(workdays, 1)) * 100) / 100;
}
