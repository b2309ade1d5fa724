import { describe, expect, it } from 'vitest';
import { paceOf } from './pace';

describe('paceOf', () => {
  it('is the worked example of docs/analytics.md: 5,500 of 20,000 with 60 of 176 working hours gone', () => {
    expect(paceOf({ target: 20_000, fact: 5_500, elapsed: 60, total: 176 })).toEqual({
      percent: 27.5,
      expected: 6818.18,
      pace: 'behind',
      projected: 16133.33,
      met: false,
    });
  });

  it('calls 5 % either side of the expected value on track, and beyond it ahead or behind', () => {
    const at = (fact: number) => paceOf({ target: 100, fact, elapsed: 1, total: 2 }).pace;
    expect([at(47.6), at(47.5), at(50), at(52.4), at(52.5)]).toEqual(['on_track', 'behind', 'on_track', 'on_track', 'ahead']);
  });

  it('before any working time: ahead with anything done, else on track; projected is the fact', () => {
    expect(paceOf({ target: 10, fact: 0, elapsed: 0, total: 8 })).toMatchObject({ expected: 0, pace: 'on_track', projected: 0 });
    expect(paceOf({ target: 10, fact: 2, elapsed: 0, total: 8 })).toMatchObject({ expected: 0, pace: 'ahead', projected: 2 });
  });

  it('after the period: expected is the target, projected the fact; met once the fact reaches the target', () => {
    expect(paceOf({ target: 10, fact: 10, elapsed: 8, total: 8 })).toEqual({
      percent: 100,
      expected: 10,
      pace: 'on_track',
      projected: 10,
      met: true,
    });
    expect(paceOf({ target: 10, fact: 9, elapsed: 8, total: 8 })).toMatchObject({ met: false, pace: 'behind' });
  });

  it('a scope without working time expects nothing and projects what it has', () => {
    expect(paceOf({ target: 10, fact: 3, elapsed: 0, total: 0 })).toMatchObject({ expected: 0, pace: 'ahead', projected: 3, percent: 30 });
  });
});
