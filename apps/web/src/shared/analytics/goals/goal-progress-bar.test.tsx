import type { GoalProgress } from '@salespulse/contract/goals';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type TranslateFn, translate } from '@/shared/i18n/translate';
import { barShare, formatGoalValue, goalProgressText } from './goal-format';
import { GoalPaceBadge } from './goal-pace-badge';
import { GoalProgressBar } from './goal-progress-bar';

const t: TranslateFn = (key, values) => translate('analytics', key, values);

function progress(fields: Partial<GoalProgress>): GoalProgress {
  return {
    '@type': 'GoalProgress',
    goal: '/api/goals/g1',
    shareOf: null,
    metric: 'payments',
    scope: 'employee',
    employee: '/api/employees/e1',
    team: null,
    period: 'month',
    from: '2027-01-01',
    to: '2027-01-31',
    target: 20_000,
    fact: 12_300,
    percent: 61.5,
    expected: 14_100,
    pace: 'behind',
    projected: 17_445,
    elapsedSeconds: 100,
    totalSeconds: 160,
    met: false,
    ...fields,
  };
}

describe('goal values', () => {
  it('formats amounts in the project currency, talk time in minutes and the rest as counts', () => {
    expect(formatGoalValue('payments', 12_300, 'USD', t)).toBe('$12,300');
    expect(formatGoalValue('billAmount', 1_500.4, 'EUR', t)).toBe('€1,500');
    expect(formatGoalValue('callMinutes', 1_250, 'USD', t)).toBe('1,250 min');
    expect(formatGoalValue('calls', 4_000, 'USD', t)).toBe('4,000');
    expect(formatGoalValue('points', 12.6, 'USD', t)).toBe('13');
  });

  it('places values on the bar between 0 and the target, never past its ends', () => {
    expect(barShare(5, 20)).toBe(25);
    expect(barShare(30, 20)).toBe(100);
    expect(barShare(-1, 20)).toBe(0);
    expect(barShare(3, 0)).toBe(0);
  });

  it('says the fact, the target, the percent, the pace and the expected value in words', () => {
    expect(goalProgressText(progress({}), 'USD', t)).toBe(
      'Won amount (net of refunds): $12,300 of $20,000 (61.50%), behind — expected $14,100',
    );
    expect(
      goalProgressText(
        progress({ metric: 'calls', target: 200, fact: 120, expected: 110, percent: 60, pace: 'on_track' }),
        'USD',
        t,
        'Ann',
      ),
    ).toBe('Ann: 120 of 200 (60.00%), on track — expected 110');
  });
});

describe('GoalProgressBar', () => {
  it('is a progress bar named in words, with the pace written beside the colour', () => {
    render(
      <GoalProgressBar
        progress={progress({ metric: 'callMinutes', target: 600, fact: 450, expected: 300, percent: 75, pace: 'ahead', projected: 900 })}
        currency="USD"
        showProjected
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Talk time (min): 450 min of 600 min (75.00%), ahead — expected 300 min' });
    expect(bar).toHaveAttribute('aria-valuenow', '450');
    expect(bar).toHaveAttribute('aria-valuemax', '600');
    expect(screen.getByText('Ahead')).toBeInTheDocument();
    expect(screen.getByText('450 min of 600 min')).toBeInTheDocument();
    expect(screen.getByText('Projected 900 min')).toBeInTheDocument();
    expect(screen.getByText('75.00%')).toBeInTheDocument();
  });

  it('caps the bar at the target when the goal is exceeded, and says it is met', () => {
    render(<GoalProgressBar progress={progress({ fact: 25_000, percent: 125, pace: 'ahead', met: true })} currency="USD" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20000');
    expect(screen.getByText('Met')).toBeInTheDocument();
    expect(screen.queryByText(/Projected/)).not.toBeInTheDocument();
  });
});

describe('GoalPaceBadge', () => {
  it.each([
    ['ahead', 'Ahead'],
    ['on_track', 'On track'],
    ['behind', 'Behind'],
  ] as const)('writes %s as "%s"', (pace, word) => {
    render(<GoalPaceBadge pace={pace} />);
    expect(screen.getByText(word)).toBeInTheDocument();
  });
});

describe('GoalProgressBar without its label', () => {
  it('keeps the label in the accessible name only', () => {
    render(<GoalProgressBar progress={progress({})} currency="USD" label="Ann" showLabel={false} />);
    expect(screen.queryByText('Ann')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /^Ann: \$12,300 of \$20,000/ })).toBeInTheDocument();
  });
});
