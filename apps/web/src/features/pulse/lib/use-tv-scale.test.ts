import { describe, expect, it } from 'vitest';
import { tvScaleFor } from './use-tv-scale';

describe('the TV board scale', () => {
  it('is 1 up to a 1920 × 1080 screen, doubles on 4K, and follows the narrower side', () => {
    expect(tvScaleFor(1280, 720)).toBe(1);
    expect(tvScaleFor(1920, 1080)).toBe(1);
    expect(tvScaleFor(3840, 2160)).toBe(2);
    expect(tvScaleFor(2560, 1440)).toBeCloseTo(1.333, 3);
    // An ultra-wide screen of 1080 lines has no more room for rows: it stays at 1.
    expect(tvScaleFor(3440, 1080)).toBe(1);
    expect(tvScaleFor(7680, 4320)).toBe(2.5);
  });
});
