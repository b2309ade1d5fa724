import type { GoalProgress } from '@salespulse/contract/goals';
import { describe, expect, it } from 'vitest';
import { chooseGoals } from './goal-choice';

const row = (over: Partial<GoalProgress>): GoalProgress => ({
  '@type': 'GoalProgress',
  goal: '/api/goals/g',
  shareOf: null,
  metric: 'payments',
  scope: 'employee',
  employee: '/api/employees/a',
  team: null,
  period: 'month',
  from: '2026-12-01',
  to: '2026-12-31',
  target: 100,
  fact: 10,
  percent: 10,
  expected: 20,
  pace: 'behind',
  projected: 50,
  elapsedSeconds: 1,
  totalSeconds: 10,
  met: false,
  ...over,
});

describe('chooseGoals', () => {
  it('gives each employee their own goal before a share of their team’s, the shortest period first', () => {
    const own = row({ goal: '/api/goals/own' });
    const week = row({ goal: '/api/goals/week', period: 'week' });
    const share = row({ goal: '/api/goals/team', shareOf: '/api/goals/team', team: '/api/teams/t', period: 'day' });
    const onlyShare = row({ goal: '/api/goals/team', shareOf: '/api/goals/team', employee: '/api/employees/b', team: '/api/teams/t' });
    const choice = chooseGoals([own, week, share, onlyShare], 'payments');
    expect(choice.byEmployee.get('/api/employees/a')).toBe(week);
    expect(choice.byEmployee.get('/api/employees/b')).toBe(onlyShare);
  });

  it('keeps to the metric, and to the period when one is asked for (Plan: the month)', () => {
    const calls = row({ metric: 'calls', goal: '/api/goals/calls' });
    const month = row({ goal: '/api/goals/month' });
    const day = row({ goal: '/api/goals/day', period: 'day' });
    expect(chooseGoals([calls, month, day], 'payments', 'month').byEmployee.get('/api/employees/a')).toBe(month);
    expect(chooseGoals([calls, month, day], 'calls').byEmployee.get('/api/employees/a')).toBe(calls);
    expect(chooseGoals([calls], 'tasks').byEmployee.size).toBe(0);
  });

  it('finds the team goals and the project goal for the total row', () => {
    const team = row({ scope: 'team', employee: null, team: '/api/teams/t', goal: '/api/goals/t' });
    const project = row({ scope: 'project', employee: null, goal: '/api/goals/p' });
    const choice = chooseGoals([team, project], 'payments');
    expect(choice.byTeam.get('/api/teams/t')).toBe(team);
    expect(choice.project).toBe(project);
    expect(chooseGoals(undefined, 'payments').project).toBeUndefined();
  });
});
