import type { GoalProgress } from '@salespulse/contract/goals';
import type { Setting } from '@salespulse/contract/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { employeeFixture } from '@/test/fixtures/employees';
import { fixtureId, projectId, projectIri } from '@/test/fixtures/ids';
import { projectDataRoute } from '@/test/project-data-route';
import { renderScreen } from '@/test/render-screen';
import { MyGoalsCard } from './my-goals-card';

const me = employeeFixture(1, 'Ann Lee');
const userId = me.user.id;
const closers = {
  '@id': '/api/teams/t1',
  '@type': 'Team',
  id: fixtureId('e100', 1),
  project: projectIri,
  name: 'Closers',
  lead: null,
  members: [me['@id']],
  createdAt: '',
  updatedAt: '',
};
const currency: Setting = {
  '@id': '/api/settings/c',
  '@type': 'Setting',
  id: fixtureId('e200', 1),
  project: projectIri,
  name: 'currency',
  value: 'USD',
};

function row(overrides: Partial<GoalProgress>): GoalProgress {
  return {
    '@type': 'GoalProgress',
    goal: '/api/goals/g1',
    shareOf: null,
    metric: 'calls',
    scope: 'employee',
    employee: me['@id'],
    team: null,
    period: 'month',
    from: '2026-12-01',
    to: '2026-12-31',
    target: 400,
    fact: 100,
    percent: 25,
    expected: 120,
    pace: 'behind',
    projected: 330,
    elapsedSeconds: 1,
    totalSeconds: 4,
    met: false,
    ...overrides,
  };
}

type Routes = Parameters<typeof fakeApi>[0];

function renderCard(progress: () => Response, routes: Routes = {}) {
  const api = fakeApi({
    ...projectDataRoute(projectId, [], [currency, { ...currency, id: fixtureId('e200', 2), name: 'timezone', value: 'UTC' }]),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([me])),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection([closers])),
    [`GET /projects/${projectId}/goal_progress`]: progress,
    ...routes,
  });
  return { ...renderScreen(<MyGoalsCard />), api };
}

describe('my goals card', () => {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: userId, exp: 9e9, iat: 1 }), refresh_token: 'r' });
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
    useSessionStore.getState().reset();
  });

  it('reads the progress of the signed-in member and lists their goals, shares and team goals with pace and projection', async () => {
    const { api } = renderCard(() =>
      jsonResponse(
        hydraCollection([
          row({
            goal: '/api/goals/team',
            scope: 'team',
            employee: null,
            team: closers['@id'],
            metric: 'payments',
            target: 20_000,
            fact: 15_000,
            percent: 75,
            expected: 12_000,
            pace: 'ahead',
            projected: 25_000,
          }),
          row({
            goal: '/api/goals/team',
            shareOf: '/api/goals/team',
            team: closers['@id'],
            metric: 'payments',
            target: 10_000,
            fact: 7_500,
            percent: 75,
            expected: 6_000,
            pace: 'ahead',
            projected: 12_500,
          }),
          row({}),
          // Someone else's share (the team filter brings the members' rows along): not this card's.
          row({ goal: '/api/goals/team', shareOf: '/api/goals/team', employee: '/api/employees/other', team: closers['@id'] }),
        ]),
      ),
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Your goal · Call attempts',
      'Your share of Closers · Won amount (net of refunds)',
      'Team goal: Closers · Won amount (net of refunds)',
    ]);
    const own = within(items[0]!);
    expect(
      own.getByRole('progressbar', { name: 'Your goal · Call attempts: 100 of 400 (25.00%), behind — expected 120' }),
    ).toBeInTheDocument();
    expect(own.getByText('Behind')).toBeInTheDocument();
    expect(own.getByText('Projected 330')).toBeInTheDocument();
    expect(own.getByText('Dec 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Projected $12,500')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Ahead')).toBeInTheDocument();
    const request = api.calls('GET', `/projects/${projectId}/goal_progress`)[0]!;
    expect(new URLSearchParams(request.path.split('?')[1]).getAll('employee[]')).toEqual([me['@id']]);
  });

  it('says so when no goal is set for the member', async () => {
    renderCard(() => jsonResponse(hydraCollection([])));
    expect(await screen.findByText('No goals set for you yet')).toBeInTheDocument();
  });

  it('says so, without reading goals, when the user is not on the project’s team', async () => {
    const { api } = renderCard(() => jsonResponse(hydraCollection([row({})])), {
      [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([])),
    });
    expect(await screen.findByText('No goals set for you yet')).toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/goal_progress`)).toHaveLength(0);
  });

  it('shows a failure with a way to try again', async () => {
    let attempts = 0;
    const { user } = renderCard(() => (++attempts === 1 ? hydraErrorResponse(500, 'boom') : jsonResponse(hydraCollection([]))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your goals could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No goals set for you yet')).toBeInTheDocument());
  });

  it('asks for a project before there is one', () => {
    useSessionStore.getState().reset();
    const api = fakeApi({});
    renderScreen(<MyGoalsCard />);
    expect(screen.getByText('Choose a project to see your goals.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
