import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableMetrics, hourlyMetricFor, isQuietPeriod, parseMetric } from './metrics';

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
    // Unknown or unavailable: the first option, not the default.
    expect(parseMetric('bogus', availableMetrics(false))).toBe('callAttempts');
    expect(parseMetric('points', availableMetrics(false))).toBe('callAttempts');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('sorting by callAttempts'));
  });

  it('breaks Plan and Points down by the payments behind them', () => {
    expect(hourlyMetricFor('plan')).toBe('payments');
    expect(hourlyMetricFor('points')).toBe('payments');
    expect(hourlyMetricFor('time')).toBe('time');
  });

  it('calls a period quiet only when every answer is in and nothing happened in it', () => {
    const zero = { callAttempts: 0, successfulCalls: 0, time: 0, bills: 0, payments: 0, plan: 0, points: 0, tasks: 0 };
    expect(isQuietPeriod(zero)).toBe(true);
    // Plan and Points come from before the period.
    expect(isQuietPeriod({ ...zero, plan: 1200, points: 40 })).toBe(true);
    expect(isQuietPeriod({ ...zero, callAttempts: 1 })).toBe(false);
    // A refund alone makes payments negative: something happened.
    expect(isQuietPeriod({ ...zero, payments: -300 })).toBe(false);
    expect(isQuietPeriod({ ...zero, tasks: null })).toBe(false);
  });
});
