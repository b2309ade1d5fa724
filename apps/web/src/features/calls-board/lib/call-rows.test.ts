import type { CallsRow } from '@salespulse/contract/analytics';
import { describe, expect, it } from 'vitest';
import { averageTime, periodDays, sortValue, unsuccessfulCalls } from './call-rows';

const row = (actual: number, success: number, duration: number, kpi: number | null = null): CallsRow => ({
  employee: null,
  callDurationActivity: { actual: duration },
  callCountActivity: { actual, success },
  pickupRate: actual ? Math.round((success / actual) * 10_000) / 100 : 0,
  kpi,
  dayCallStats: [],
});

describe('calls board figures', () => {
  it('averages talk time over answered calls', () => {
    expect(averageTime(row(10, 4, 600))).toBe(150);
    expect(averageTime(row(3, 0, 0))).toBeNull();
    expect(unsuccessfulCalls(row(10, 4, 600))).toBe(6);
  });

  it('sorts by each of the five options', () => {
    const r = row(10, 4, 600, 87.5);
    expect(callSortValues(r)).toEqual([150, 4, 10, 40, 87.5]);
  });

  it('lists every day of the period', () => {
    expect(periodDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

function callSortValues(r: CallsRow) {
  return (['avgTime', 'successRatio', 'calls', 'pickupRate', 'kpi'] as const).map((key) => sortValue(r, key));
}
