import { describe, expect, it } from 'vitest';
import { demoRoutedDays } from './demo-routed-days';

// Noon in New York on days of the week of 2026-11-30 (a Monday).
const noon = (day: number) => Date.parse(`2026-11-${String(day).padStart(2, '0')}T17:00:00Z`);

describe('demoRoutedDays', () => {
  it('reaches back over the last working days, today included, skipping the weekend', () => {
    expect(demoRoutedDays(Date.parse('2026-12-02T17:00:00Z'), 3)).toBe(3); // Wednesday: Mon, Tue, Wed
    expect(demoRoutedDays(noon(30), 3)).toBe(5); // Monday: Thu, Fri, Mon
    expect(demoRoutedDays(noon(28), 3)).toBe(4); // Saturday: Wed, Thu, Fri
    expect(demoRoutedDays(noon(30), 1)).toBe(1);
    expect(demoRoutedDays(Date.parse('2026-12-02T17:00:00Z'))).toBe(6); // four by default: Fri, Mon-Wed, from Thursday at this hour
  });
});
