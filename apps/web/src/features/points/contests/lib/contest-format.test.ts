import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogue';
import { translate } from '@/shared/i18n/translate';
import { contestTiming, formatContestDays, formatContestValue, formatPrizes, metricLabel } from './contest-format';

const t = (key: string, values?: Parameters<typeof translate>[2]) => translate('points', key, values);

describe('contest formatting', () => {
  it('names the days, with the years only outside the current one', () => {
    expect(formatContestDays('2030-11-24', '2030-12-01', '2030-11-20')).toBe('Nov 24 – Dec 1');
    expect(formatContestDays('2030-12-28', '2031-01-03', '2030-12-01')).toBe('Dec 28, 2030 – Jan 3, 2031');
    expect(formatContestDays('2030-11-24', '2030-11-24', '2030-11-20')).toBe('Nov 24');
  });

  it('says when a contest starts or ends, from today', async () => {
    await loadCatalogue();
    const days = { startsOn: '2030-11-24', endsOn: '2030-12-01' };
    expect(contestTiming(t, { ...days, status: 'upcoming' }, '2030-11-20')).toBe('starts in 4 days');
    expect(contestTiming(t, { ...days, status: 'upcoming' }, '2030-11-23')).toBe('starts tomorrow');
    expect(contestTiming(t, { ...days, status: 'running' }, '2030-11-27')).toBe('ends in 4 days');
    expect(contestTiming(t, { ...days, status: 'running' }, '2030-11-30')).toBe('ends tomorrow');
    expect(contestTiming(t, { ...days, status: 'running' }, '2030-12-01')).toBe('ends today');
    // Its last day is over; the prizes follow within a minute.
    expect(contestTiming(t, { ...days, status: 'running' }, '2030-12-02')).toBe('ended');
    expect(contestTiming(t, { ...days, status: 'finished' }, '2030-12-05')).toBe('ended');
  });

  it('lists the prizes with their places', async () => {
    await loadCatalogue();
    expect(formatPrizes(t, [100, 60, 30])).toBe('1st\u00a0100 · 2nd\u00a060 · 3rd\u00a030 points');
    expect(formatPrizes(t, [1])).toBe('1st\u00a01 point');
    expect(formatPrizes(t, [9, 8, 7, 6, 5, 4, 3, 2, 1, 1000]).split(' · ').slice(3, 4)).toEqual(['4th\u00a06']);
  });

  it('shows money in the project currency and talk time with one decimal', async () => {
    await loadCatalogue();
    expect(formatContestValue('payments', 1234.4, 'EUR')).toBe('€1,234');
    expect(formatContestValue('callMinutes', 12.25, 'EUR')).toBe('12.3');
    expect(formatContestValue('callMinutes', 3, 'EUR')).toBe('3.0');
    expect(formatContestValue('calls', 1200, 'EUR')).toBe('1,200');
    expect(metricLabel(t, 'successCalls')).toBe('Successful calls');
    expect(metricLabel(t, 'callMinutes')).toBe('Talk time (min)');
  });
});
