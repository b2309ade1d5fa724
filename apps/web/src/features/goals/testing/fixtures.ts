import type { Goal, GoalProgress } from '@salespulse/contract/goals';
import type { Team } from '@salespulse/contract/teams';
import { fixtureId, projectIri } from '@/test/fixtures/ids';

/** Goal `index` of the test project (UUID group e000). */
export function goalFixture(index: number, overrides: Partial<Goal> = {}): Goal {
  const id = fixtureId('e000', index);
  return {
    '@id': `/api/goals/${id}`,
    '@type': 'Goal',
    id,
    project: projectIri,
    metric: 'payments',
    scope: 'project',
    employee: null,
    team: null,
    period: 'month',
    recurring: true,
    from: '2026-12-01',
    to: null,
    target: 20_000,
    split: 'none',
    weights: {},
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** Team `index` of the test project (UUID group e100). */
export function teamFixture(index: number, name: string, members: string[], overrides: Partial<Team> = {}): Team {
  const id = fixtureId('e100', index);
  return {
    '@id': `/api/teams/${id}`,
    '@type': 'Team',
    id,
    project: projectIri,
    name,
    lead: null,
    members,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

/** A goal's progress in its current period (December 2026 unless overridden). */
export function progressFixture(goal: Goal, overrides: Partial<GoalProgress> = {}): GoalProgress {
  return {
    '@type': 'GoalProgress',
    goal: goal['@id'],
    shareOf: null,
    metric: goal.metric,
    scope: goal.scope,
    employee: goal.employee,
    team: goal.team,
    period: goal.period,
    from: '2026-12-01',
    to: '2026-12-31',
    target: goal.target,
    fact: goal.target / 2,
    percent: 50,
    expected: goal.target / 2,
    pace: 'on_track',
    projected: goal.target,
    elapsedSeconds: 3600,
    totalSeconds: 7200,
    met: false,
    ...overrides,
  };
}
