import { describe, expect, it } from 'vitest';
import { demoMoveDay, expectedMonth, goalFactor } from './demo-goals';

const member = {
  email: 'bianca.ruiz@demo.salespulse.local',
  name: 'Bianca Ruiz',
  schedules: [1, 2, 3, 4, 5].map((day) => ({ day, start: '08:00', end: '17:00' })),
};

describe('demo goals', () => {
  it('spreads the reps’ factors from 0.8 to 1.3, each metric in another order', () => {
    for (const metric of [0, 1, 2]) {
      const factors = Array.from({ length: 10 }, (_, rep) => goalFactor(rep, 10, metric));
      expect(Math.min(...factors)).toBeCloseTo(0.8);
      expect(Math.max(...factors)).toBeCloseTo(1.3);
      expect(new Set(factors.map((f) => f.toFixed(4))).size).toBe(10);
      // Some reps are set a target under their pace (ahead), some over it (behind).
      expect(factors.filter((f) => f < 1).length).toBeGreaterThanOrEqual(3);
      expect(factors.filter((f) => f > 1).length).toBeGreaterThanOrEqual(3);
    }
    expect(goalFactor(0, 10, 0)).not.toBe(goalFactor(0, 10, 1));
  });

  it('moves on the 10th of this month, or of the last one before this month’s', () => {
    expect(demoMoveDay('2026-12-10')).toBe('2026-12-10');
    expect(demoMoveDay('2026-12-31')).toBe('2026-12-10');
    expect(demoMoveDay('2026-12-03')).toBe('2026-11-10');
    expect(demoMoveDay('2027-01-09')).toBe('2026-12-10');
  });

  it('expects a month of a full-time rep the generator’s way: hundreds of calls, a share answered, deals won', () => {
    const month = expectedMonth('salespulse-demo', 'America/New_York', member, { from: '2026-11-01', to: '2026-11-30' });
    expect(month.calls).toBeGreaterThan(300);
    expect(month.successCalls).toBeGreaterThan(month.calls * 0.2);
    expect(month.successCalls).toBeLessThan(month.calls);
    expect(month.payments).toBeGreaterThan(10_000);
    // The same seed, the same month: the same plan.
    expect(expectedMonth('salespulse-demo', 'America/New_York', member, { from: '2026-11-01', to: '2026-11-30' })).toEqual(month);
    const part = expectedMonth('salespulse-demo', 'America/New_York', member, { from: '2026-11-01', to: '2026-11-15' });
    expect(part.calls).toBeLessThan(month.calls);
  });
});
