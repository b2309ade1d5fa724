import { describe, expect, it } from 'vitest';
import { createHourReader } from './local-hour';

describe('local hour of a timestamp', () => {
  it('reads the hour on the project’s clocks, half-hour zones and DST included', () => {
    const berlin = createHourReader('Europe/Berlin');
    expect(berlin('2025-03-12T06:59:59Z')).toBe(7);
    expect(berlin('2025-03-12T07:00:00Z')).toBe(8);
    // Summer time: UTC+2.
    expect(berlin('2025-07-01T07:00:00Z')).toBe(9);
    // The last Sunday of March, 01:00 UTC is 03:00 local.
    expect(berlin('2025-03-30T00:59:00Z')).toBe(1);
    expect(berlin('2025-03-30T01:00:00Z')).toBe(3);
    const india = createHourReader('Asia/Kolkata');
    expect(india('2025-03-12T03:29:00Z')).toBe(8);
    expect(india('2025-03-12T03:30:00Z')).toBe(9);
    expect(createHourReader('America/New_York')('2025-03-12T03:30:00.000+00:00')).toBe(23);
  });
});
