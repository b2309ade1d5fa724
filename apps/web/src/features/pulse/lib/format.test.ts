import { describe, expect, it } from 'vitest';
import { formatFigure } from './format';

describe('pulse figures', () => {
  it('rounds money in the project currency, compact in the hour cells', () => {
    expect(formatFigure('payments', 1234.5, 'USD')).toBe('$1,235');
    expect(formatFigure('bills', 150.4, 'EUR')).toBe('€150');
    expect(formatFigure('payments', 12_345, 'USD', true)).toBe('$12.3K');
    // A long period's figures keep to three significant digits, so they fit the hour column.
    expect([840, 1037, 122_249, 12_345_678].map((value) => formatFigure('payments', value, 'EUR', true))).toEqual([
      '€840',
      '€1K',
      '€122K',
      '€12.3M',
    ]);
    expect(formatFigure('plan', -0.2, 'USD')).toBe('$0');
    expect(formatFigure('payments', -120, 'USD')).toBe('-$120');
  });

  it('shows minutes and counts as whole numbers', () => {
    expect(formatFigure('time', 2.5, 'USD')).toBe('3');
    expect(formatFigure('callAttempts', 1500, 'USD')).toBe('1,500');
    expect(formatFigure('callAttempts', 1500, 'USD', true)).toBe('1.5K');
  });

  it('falls back to dollars for a currency it does not know', () => {
    expect(formatFigure('payments', 10, 'NOPE')).toBe('$10');
  });
});
