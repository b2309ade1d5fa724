import { describe, expect, it } from 'vitest';
import { valueAxisTop } from './value-axis';

describe('valueAxisTop', () => {
  it('rounds the axis up to a figure whose half is round too', () => {
    expect(valueAxisTop(807)).toBe(1000);
    expect(valueAxisTop(4)).toBe(4);
    expect(valueAxisTop(3)).toBe(4);
    expect(valueAxisTop(1)).toBe(2);
    expect(valueAxisTop(175_117)).toBe(200_000);
    expect(valueAxisTop(450)).toBe(500);
    expect(valueAxisTop(0.4)).toBe(0.4);
  });

  it('is never below the highest figure, and 0 for an empty chart', () => {
    for (const highest of [1, 7, 13, 99, 101, 249, 251, 999, 1001, 12_345, 987_654.32])
      expect(valueAxisTop(highest)).toBeGreaterThanOrEqual(highest);
    expect(valueAxisTop(0)).toBe(0);
  });
});
