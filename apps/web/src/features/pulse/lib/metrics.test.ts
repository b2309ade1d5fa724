import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableMetrics, hourlyMetricFor, parseMetric } from './metrics';

describe('pulse metrics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers Points only with the gift shop on', () => {
    expect(availableMetrics(false)).toEqual(['callAttempts', 'successfulCalls', 'time', 'bills', 'payments', 'plan', 'tasks']);
    expect(availableMetrics(true)).toEqual(['callAttempts', 'successfulCalls', 'time', 'bills', 'payments', 'plan', 'points', 'tasks']);
  });

  it('sorts by payments by default, and by payments with a warning for an unknown or unavailable key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseMetric(null, availableMetrics(false))).toBe('payments');
    expect(parseMetric('tasks', availableMetrics(false))).toBe('tasks');
    expect(warn).not.toHaveBeenCalled();
    expect(parseMetric('bogus', availableMetrics(false))).toBe('payments');
    expect(parseMetric('points', availableMetrics(false))).toBe('payments');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('breaks Plan and Points down by the payments behind them', () => {
    expect(hourlyMetricFor('plan')).toBe('payments');
    expect(hourlyMetricFor('points')).toBe('payments');
    expect(hourlyMetricFor('time')).toBe('time');
  });
});
