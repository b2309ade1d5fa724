import { type Goal, type GoalPeriod, periodEnd } from '@salespulse/contract/goals';
import { language } from '@/shared/i18n/catalogue';
import { translate } from '@/shared/i18n/translate';

/** The goal screens' strings (period wording included). */
export const GOALS_NS = 'goals';

const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Dec 2026" */
export function formatMonth(day: string): string {
  return `${monthName.format(utc(day))} ${parts(day)[0]}`;
}

/** "3 Dec 2026" */
export function formatDay(day: string): string {
  const [year, , date] = parts(day);
  return `${date} ${monthName.format(utc(day))} ${year}`;
}

/** "Q1 2027" for any day of that quarter. */
export function formatQuarter(day: string): string {
  const [year, month] = parts(day);
  return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
}

/** "12–25 Jan 2027", "28 Jan – 3 Feb 2027", "28 Dec 2026 – 3 Jan 2027" (one day: "3 Dec 2026"). */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const [fromYear, fromMonth, fromDate] = parts(from);
  const [toYear, toMonth] = parts(to);
  if (fromYear === toYear && fromMonth === toMonth) return `${fromDate}–${formatDay(to)}`;
  if (fromYear === toYear) return `${fromDate} ${monthName.format(utc(from))} – ${formatDay(to)}`;
  return `${formatDay(from)} – ${formatDay(to)}`;
}

/** One period of its kind, named by what it is: "3 Dec 2026", "7–13 Dec 2026", "Dec 2026", "Q1 2027". */
export function formatPeriod(period: GoalPeriod, from: string, to: string = periodEnd(period, from)): string {
  switch (period) {
    case 'month':
      return formatMonth(from);
    case 'quarter':
      return formatQuarter(from);
    case 'day':
      return formatDay(from);
    default:
      return formatRange(from, to);
  }
}

/** Where a run of periods starts or ends: the month or quarter itself, or the day (days and weeks). */
function boundary(period: Exclude<GoalPeriod, 'custom'>, day: string): string {
  if (period === 'month') return formatMonth(day);
  if (period === 'quarter') return formatQuarter(day);
  return formatDay(day);
}

/**
 * A goal's periods in words: "Monthly, from Dec 2026", "Weekly, 7 Dec 2026 – 28 Feb 2027",
 * "Once: Q1 2027", "12–25 Jan 2027".
 */
export function describeGoalPeriod(goal: Pick<Goal, 'period' | 'recurring' | 'from' | 'to'>): string {
  const { period, from, to } = goal;
  if (period === 'custom') return formatRange(from, to ?? from);
  if (!goal.recurring) return translate(GOALS_NS, 'period.once', { period: formatPeriod(period, from, to ?? undefined) });
  const every = translate(GOALS_NS, `period.every.${period}`);
  const first = boundary(period, from);
  if (to === null) return translate(GOALS_NS, 'period.recurringFrom', { every, first });
  return translate(GOALS_NS, 'period.recurringUntil', { every, first, last: boundary(period, to) });
}

/** The quarters a picker offers: from the start of last year to the end of the year after next. */
export function quarterOptions(today: string): { value: string; label: string }[] {
  const year = parts(today)[0];
  const options: { value: string; label: string }[] = [];
  for (let y = year - 1; y <= year + 2; y += 1) {
    for (const month of ['01', '04', '07', '10']) {
      const value = `${y}-${month}-01`;
      options.push({ value, label: formatQuarter(value) });
    }
  }
  return options;
}
