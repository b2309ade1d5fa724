import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatGoalValue, goalMetricLabel, goalProgressLabel, type GoalProgressFigures } from './goal-format';
import { GoalPaceBadge } from './goal-pace-badge';
import { GoalProgressBar } from './goal-progress-bar';
import { describeGoalPeriod, formatRange } from './goal-period';

const figures = (overrides: Partial<GoalProgressFigures> = {}): GoalProgressFigures => ({
  metric: 'payments',
  fact: 12_300,
  target: 20_000,
  percent: 61.5,
  expected: 14_100,
  pace: 'behind',
  met: false,
  ...overrides,
});

describe('goal values', () => {
  it('are amounts in the project currency for bill amount and payments, minutes for talk time, counts otherwise', () => {
    expect(formatGoalValue('payments', 12_300, 'USD')).toBe('$12,300');
    expect(formatGoalValue('billAmount', 1_500.4, 'EUR')).toBe('€1,500');
    expect(formatGoalValue('callMinutes', 1_340, 'USD')).toBe('1,340 min');
    expect(formatGoalValue('calls', 42, 'USD')).toBe('42');
    expect(formatGoalValue('points', 1_200, 'USD')).toBe('1,200');
  });

  it('name every metric in words', () => {
    expect(goalMetricLabel('payments')).toBe('Won amount (net of refunds)');
    expect(goalMetricLabel('callMinutes')).toBe('Talk time (min)');
    expect(goalMetricLabel('tasks')).toBe('Tasks completed');
    expect(goalMetricLabel('successCalls')).toBe('Successful calls');
  });
});

describe('GoalProgressBar', () => {
  it('reads out the fact, the target, the percent, the pace and the expected value', () => {
    render(<GoalProgressBar progress={figures()} currency="USD" label="Won amount" />);
    const bar = screen.getByRole('progressbar', { name: 'Won amount: $12,300 of $20,000 (61.50%), behind — expected $14,100' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
    expect(bar).toHaveAttribute('aria-valuenow', '12300');
    expect(bar).toHaveAttribute('aria-valuetext', '$12,300 of $20,000 (61.50%), behind — expected $14,100');
    // The pace is written out, not only a colour.
    expect(screen.getByText('Behind')).toHaveAttribute('data-status', 'behind');
    expect(screen.getByText('Won amount')).toBeInTheDocument();
    expect(screen.getByText('$12,300 / $20,000')).toBeInTheDocument();
    expect(screen.getByText('61.50%')).toBeInTheDocument();
  });

  it('fills to the percent and puts the marker at the expected share of the target', () => {
    render(<GoalProgressBar progress={figures()} currency="USD" />);
    expect(screen.getByTestId('goal-fill')).toHaveStyle({ width: '61.5%' });
    expect(screen.getByTestId('goal-fill').className).toContain('bg-status-warning');
    expect(screen.getByTestId('goal-expected')).toHaveStyle({ left: '70.5%' });
    // Without a label of its own it is named after the metric.
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toMatch(/^Won amount \(net of refunds\): /);
  });

  it('caps the fill at the target when the goal is exceeded, and says it is met', () => {
    render(
      <GoalProgressBar
        progress={figures({ metric: 'callMinutes', fact: 700, target: 600, percent: 116.67, expected: 400, pace: 'ahead', met: true })}
        currency="USD"
        label="Talk time"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Talk time: 700 min of 600 min (116.67%), met' });
    expect(bar).toHaveAttribute('aria-valuenow', '600');
    expect(screen.getByTestId('goal-fill')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('goal-fill').className).toContain('bg-status-success');
    expect(screen.getByText('Ahead')).toBeInTheDocument();
  });

  it('says on track in words', () => {
    expect(goalProgressLabel(figures({ metric: 'calls', fact: 50, target: 100, percent: 50, expected: 51, pace: 'on_track' }), 'USD')).toBe(
      'Call attempts: 50 of 100 (50.00%), on track — expected 51',
    );
    render(<GoalPaceBadge pace="on_track" />);
    expect(screen.getByText('On track')).toBeInTheDocument();
  });
});

describe('goal periods in words', () => {
  it('name recurring, one-time and custom periods', () => {
    expect(describeGoalPeriod({ period: 'month', recurring: true, from: '2026-12-01', to: null })).toBe('Monthly, from Dec 2026');
    expect(describeGoalPeriod({ period: 'quarter', recurring: false, from: '2027-01-01', to: '2027-03-31' })).toBe('Once: Q1 2027');
    expect(describeGoalPeriod({ period: 'custom', recurring: false, from: '2027-01-12', to: '2027-01-25' })).toBe('12–25 Jan 2027');
    expect(describeGoalPeriod({ period: 'week', recurring: true, from: '2026-12-07', to: '2027-02-28' })).toBe(
      'Weekly, 7 Dec 2026 – 28 Feb 2027',
    );
    expect(describeGoalPeriod({ period: 'week', recurring: false, from: '2026-12-07', to: '2026-12-13' })).toBe('Once: 7–13 Dec 2026');
    expect(describeGoalPeriod({ period: 'day', recurring: false, from: '2026-12-03', to: '2026-12-03' })).toBe('Once: 3 Dec 2026');
  });

  it('shorten ranges within a month or a year', () => {
    expect(formatRange('2027-01-28', '2027-02-03')).toBe('28 Jan – 3 Feb 2027');
    expect(formatRange('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
  });
});
