import type { PointContest, PointContestMetric } from '@salespulse/contract/points';
import { format } from 'date-fns';
import { formatCount, formatMoney } from '@/shared/analytics/format';
import { language } from '@/shared/i18n/catalogue';
import type { TranslateFn } from '@/shared/i18n/translate';
import { type Day, daysBetween, toDate } from '@/shared/ui/calendar/calendar-days';

/** The pulse's own labels where it has the figure; talk time is named more plainly than its column. */
const metricLabelKeys: Record<PointContestMetric, string> = {
  calls: 'pulse:metrics.callAttempts',
  successCalls: 'pulse:metrics.successfulCalls',
  callMinutes: 'contests.metrics.callMinutes',
  bills: 'pulse:metrics.bills',
  payments: 'pulse:metrics.payments',
  tasks: 'pulse:metrics.tasks',
};

export const metricLabel = (t: TranslateFn, metric: PointContestMetric) => t(metricLabelKeys[metric]);

const minutes = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A standing's figure: payments in the project currency as the pulse shows them, minutes with one decimal. */
export function formatContestValue(metric: PointContestMetric, value: number, currency: string): string {
  if (metric === 'payments') return formatMoney(value, currency);
  if (metric === 'callMinutes') return minutes.format(value);
  return formatCount(value);
}

/** "Nov 24 – Dec 1"; the years appear when the days are not both in the current one. */
export function formatContestDays(from: Day, to: Day, today: Day): string {
  const withYear = from.slice(0, 4) !== today.slice(0, 4) || to.slice(0, 4) !== today.slice(0, 4);
  const pattern = withYear ? 'MMM d, yyyy' : 'MMM d';
  const first = format(toDate(from), pattern);
  return from === to ? first : `${first} – ${format(toDate(to), pattern)}`;
}

/** "starts in 3 days", "ends today", "ended": where the contest is, seen from today in the project's zone. */
export function contestTiming(t: TranslateFn, contest: Pick<PointContest, 'status' | 'startsOn' | 'endsOn'>, today: Day): string {
  if (contest.status === 'canceled') return t('contests.timing.canceled');
  if (contest.status === 'upcoming') {
    const days = daysBetween(today, contest.startsOn);
    return days <= 1 ? t('contests.timing.startsTomorrow') : t('contests.timing.startsIn', { count: days });
  }
  const left = daysBetween(today, contest.endsOn);
  if (contest.status === 'finished' || left < 0) return t('contests.timing.ended');
  if (left === 0) return t('contests.timing.endsToday');
  return left === 1 ? t('contests.timing.endsTomorrow') : t('contests.timing.endsIn', { count: left });
}

const ordinalRules = new Intl.PluralRules(language, { type: 'ordinal' });

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(t: TranslateFn, place: number): string {
  return t(`contests.ordinal.${ordinalRules.select(place)}`, { place });
}

/** "1st 100 · 2nd 60 · 3rd 30 points"; a place and its prize never part at a line break. */
export function formatPrizes(t: TranslateFn, prizes: readonly number[]): string {
  const list = prizes.map((points, index) => `${ordinal(t, index + 1)}\u00a0${formatCount(points)}`).join(' · ');
  return t('contests.prizes', { list, count: prizes.at(-1) ?? 0 });
}
