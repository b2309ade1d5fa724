import type { PulseRequest, PulseTeamTotal } from '@salespulse/contract/analytics';
import type { Team } from '@salespulse/contract/teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { callRow, dealRow, giveElementsASize, projectData, pulseAnswer, taskRow, ticketRoute } from '../testing/fixtures';
import Pulse from './pulse';
import PulseTv from './pulse-tv';

const anna = employeeFixture(1, 'Anna Adams');
const bob = employeeFixture(2, 'Bob Brown');
const cleo = employeeFixture(3, 'Cleo Cole');

const team = (id: string, name: string, members: string[]): Team => ({
  '@id': `/api/teams/${id}`,
  '@type': 'Team',
  id,
  project: `/api/projects/${projectId}`,
  name,
  lead: null,
  members,
  createdAt: '2025-03-01T00:00:00Z',
  updatedAt: '2025-03-01T00:00:00Z',
});
const HUNTERS = '11111111-1111-4111-8111-111111111111';
const FARMERS = '22222222-2222-4222-8222-222222222222';
const hunters = team(HUNTERS, 'Hunters', [anna['@id'], bob['@id']]);
const farmers = team(FARMERS, 'Farmers', [cleo['@id']]);

const teamTotal = (t: Team, day: Record<string, number>, plan = 0): PulseTeamTotal => ({
  team: t['@id'],
  name: t.name,
  employees: t.members,
  day,
  month: {},
  plan,
});
/** The server's answers: everyone, or only the chosen team's members (and its row). */
function answer(body: PulseRequest, teams: readonly Team[]) {
  const chosen = body.teams?.[0];
  const members = (list: (typeof anna)[]) => list.filter((m) => !chosen || (chosen === hunters['@id'] ? m !== cleo : m === cleo));
  const rows = (list: PulseTeamTotal[]) =>
    list.filter((row) => (!chosen || row.team === chosen) && teams.some((t) => t['@id'] === row.team));
  if (body.objectType === 'call')
    return pulseAnswer(
      'call',
      members([anna, bob, cleo]).map((m) => callRow(m, ['2025-03-12T08:10:00Z'])),
      rows([
        teamTotal(farmers, { calls: 1, successCalls: 0, callDuration: 0 }),
        teamTotal(hunters, { calls: 2, successCalls: 0, callDuration: 0 }),
      ]),
    );
  if (body.objectType === 'deal')
    return pulseAnswer(
      'deal',
      members([anna, bob, cleo]).map((m, i) => dealRow(m, [['2025-03-12T09:00:00Z', 100 * (i + 1)]])),
      rows([teamTotal(farmers, { wonAmount: 300, billAmount: 0 }), teamTotal(hunters, { wonAmount: 300, billAmount: 0 })]),
    );
  return pulseAnswer(
    'task',
    members([anna, bob, cleo]).map((m) => taskRow(m, [])),
    rows([teamTotal(farmers, { tasks: 0 }), teamTotal(hunters, { tasks: 0 })]),
  );
}

/** An access token the auth store can read the user id from (useMyEmployee needs it). */
function signInAs(userId: string) {
  const payload = btoa(JSON.stringify({ userid: userId, iat: 1, exp: 4102444800 })).replace(/=+$/, '');
  useAuthStore.getState().setTokens({ token: `x.${payload}.y`, refresh_token: 'refresh' });
}

function renderPulse({ entry = '/sales-pulse', teams = [hunters, farmers], me = bob, goals = [] as unknown[] } = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectData({ timezone: 'Europe/Berlin', currency: 'USD' })),
    [`GET /projects/${projectId}/employees?itemsPerPage=1&`]: () => jsonResponse(hydraCollection([me])),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([anna, bob, cleo])),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection(teams)),
    'POST /analytics/pulse': ({ body }) => jsonResponse(answer(body as PulseRequest, teams)),
    [`GET /projects/${projectId}/goal_progress`]: () => jsonResponse(hydraCollection(goals)),
    ...ticketRoute,
  });
  const view = renderRoutes(
    [
      { path: '/sales-pulse', element: <Pulse /> },
      { path: '/sales-pulse/tv', element: <PulseTv /> },
    ],
    [entry],
  );
  return { ...view, api };
}

const askedTeams = (api: ReturnType<typeof fakeApi>) =>
  api.calls('POST', '/analytics/pulse').map((call) => (call.body as PulseRequest).teams ?? null);
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Activity by manager and hour' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('Pulse screen: teams', () => {
  runSignedIn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-12T09:20:00Z'));
    FakeEventSource.install();
    giveElementsASize();
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the team rows above All managers, with their goal and the date they are as of', async () => {
    useSessionStore.getState().setRole('OWNER');
    const goal = {
      '@type': 'GoalProgress',
      goal: '/api/goals/g1',
      shareOf: null,
      metric: 'payments',
      scope: 'team',
      employee: null,
      team: hunters['@id'],
      period: 'day',
      from: '2025-03-12',
      to: '2025-03-12',
      target: 1000,
      fact: 300,
      percent: 30,
      expected: 100,
      pace: 'ahead',
      projected: 900,
      elapsedSeconds: 10,
      totalSeconds: 40,
      met: false,
    };
    const { api } = renderPulse({ goals: [goal] });
    await waitFor(() => expect(rowNames()).toEqual(['Farmers', 'Hunters', 'All managers', 'Cleo Cole', 'Bob Brown', 'Anna Adams']));
    expect(screen.getByRole('rowgroup', { name: 'Teams' })).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row('Hunters')).getAllByRole('cell')[0]).toHaveTextContent('$300'));
    expect(screen.getByRole('progressbar', { name: /^Hunters: / })).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('Teams as of 12 March 2025')).toBeInTheDocument();
    // An owner sees every team: nothing is filtered.
    expect(askedTeams(api)).toEqual([null, null, null]);
  });

  it('filters to the chosen team and keeps it in the URL; All teams goes back', async () => {
    useSessionStore.getState().setRole('OWNER');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { api, router } = renderPulse();
    const select = await screen.findByRole('combobox', { name: 'Team' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All teams', 'Hunters', 'Farmers']);
    await user.selectOptions(select, 'Farmers');
    await waitFor(() => expect(rowNames()).toEqual(['Farmers', 'All managers', 'Cleo Cole']));
    expect(router.state.location.search).toBe(`?team=${FARMERS}`);
    expect(askedTeams(api).slice(-3)).toEqual([[farmers['@id']], [farmers['@id']], [farmers['@id']]]);
    await user.selectOptions(select, 'All teams');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a representative on their own team, until they choose all teams', async () => {
    useSessionStore.getState().setRole('REPRESENTATIVE');
    signInAs(bob.user.id);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { api, router } = renderPulse({ me: bob });
    await waitFor(() => expect(rowNames()).toEqual(['Hunters', 'All managers', 'Bob Brown', 'Anna Adams']));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue(HUNTERS);
    // Only the team's answers were asked for: nothing before the team was known.
    expect(askedTeams(api)).toEqual([[hunters['@id']], [hunters['@id']], [hunters['@id']]]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'All teams');
    await waitFor(() => expect(router.state.location.search).toBe('?team=all'));
    await waitFor(() => expect(rowNames()).toContain('Cleo Cole'));
  });

  it('shows a representative in no team every team', async () => {
    useSessionStore.getState().setRole('REPRESENTATIVE');
    signInAs('someone-else');
    const loner = employeeFixture(4, 'Lou Loner');
    const { api } = renderPulse({ me: loner });
    await waitFor(() => expect(rowNames()).toContain('Cleo Cole'));
    expect(askedTeams(api)).toEqual([null, null, null]);
  });

  it('takes the team of the URL for a representative too', async () => {
    useSessionStore.getState().setRole('REPRESENTATIVE');
    signInAs(bob.user.id);
    const { api } = renderPulse({ me: bob, entry: `/sales-pulse?team=${FARMERS}` });
    await waitFor(() => expect(rowNames()).toEqual(['Farmers', 'All managers', 'Cleo Cole']));
    expect(askedTeams(api)).toEqual([[farmers['@id']], [farmers['@id']], [farmers['@id']]]);
  });

  it('shows the TV board of the team in its URL, its row above All managers in large type', async () => {
    useSessionStore.getState().setRole('OWNER');
    const { api } = renderPulse({ entry: `/sales-pulse/tv?team=${FARMERS}` });
    const board = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(board)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Farmers', 'All managers', 'Cleo Cole']),
    );
    expect(within(board).getByRole('rowgroup', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue(FARMERS);
    expect(screen.getByText('Teams as of 12 March 2025')).toBeInTheDocument();
    expect(askedTeams(api)).toEqual([[farmers['@id']], [farmers['@id']], [farmers['@id']]]);
  });

  it('shows every team for a URL team that is not one of the project’s', async () => {
    useSessionStore.getState().setRole('OWNER');
    const { api } = renderPulse({ entry: '/sales-pulse?team=gone' });
    await waitFor(() => expect(rowNames()).toContain('Cleo Cole'));
    expect(askedTeams(api)).toEqual([null, null, null]);
  });

  it('has no team select and no team rows when the project has no teams', async () => {
    useSessionStore.getState().setRole('OWNER');
    const { api } = renderPulse({ teams: [] });
    await waitFor(() => expect(api.calls('POST', '/analytics/pulse')).toHaveLength(3));
    await screen.findByRole('table', { name: 'Activity by manager and hour' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('rowgroup', { name: 'Teams' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Teams as of/)).not.toBeInTheDocument();
  });
});
