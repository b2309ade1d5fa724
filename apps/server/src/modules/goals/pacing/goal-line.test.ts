import { describe, expect, it } from 'vitest';
import { goalLineOf } from './goal-line';

describe('goalLineOf', () => {
  it('spreads a monthly target over the working days: March 2026 has 22', () => {
    expect(goalLineOf({ period: 'month', from: '2026-03-01', to: '2026-03-31', target: 22_000 })).toBe(1000);
  });
  it('takes a daily target as it is, and a weekend-only range as one day', () => {
    expect(goalLineOf({ period: 'day', from: '2026-03-07', to: '2026-03-07', target: 40 })).toBe(40);
    expect(goalLineOf({ period: 'custom', from: '2026-03-07', to: '2026-03-08', target: 40 })).toBe(40);
  });
});
