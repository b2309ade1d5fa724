import { describe, expect, it } from 'vitest';
import { shortcutKeys, shortcutRange } from './shortcuts';

describe('calendar shortcuts', () => {
  it('computes every shortcut from today (a Wednesday)', () => {
    const today = '2025-03-12';
    const ranges = Object.fromEntries(shortcutKeys.map((key) => [key, shortcutRange(key, today)]));
    expect(ranges).toEqual({
      today: { from: '2025-03-12', to: '2025-03-12' },
      yesterday: { from: '2025-03-11', to: '2025-03-11' },
      thisWeek: { from: '2025-03-10', to: '2025-03-12' },
      thisMonth: { from: '2025-03-01', to: '2025-03-12' },
      lastMonth: { from: '2025-02-01', to: '2025-02-28' },
      last30Days: { from: '2025-02-11', to: '2025-03-12' },
      last3Months: { from: '2024-12-13', to: '2025-03-12' },
    });
  });

  it('starts this week on Monday, also on a Sunday and on the Monday itself', () => {
    expect(shortcutRange('thisWeek', '2025-03-16')).toEqual({ from: '2025-03-10', to: '2025-03-16' });
    expect(shortcutRange('thisWeek', '2025-03-10')).toEqual({ from: '2025-03-10', to: '2025-03-10' });
  });

  it('crosses year boundaries', () => {
    expect(shortcutRange('lastMonth', '2025-01-05')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(shortcutRange('yesterday', '2025-01-01')).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    expect(shortcutRange('last3Months', '2025-05-31')).toEqual({ from: '2025-03-01', to: '2025-05-31' });
  });
});
