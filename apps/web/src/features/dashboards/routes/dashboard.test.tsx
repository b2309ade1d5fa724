import type { Dashboard, DashboardData, DashboardWidget } from '@salespulse/contract/dashboards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsApi, runAnalyticsScreen } from '@/shared/analytics/testing/fixtures';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import DashboardView from './dashboard';

const id = '00000000-0000-4000-d000-000000000001';

const widgets: DashboardWidget[] = [
  { id: 0, title: 'Money in', metric: 'payments', view: 'total', teams: [] },
  { id: 1, title: 'Talking', metric: 'callMinutes', view: 'total', teams: [] },
  { id: 2, title: 'Dialled', metric: 'calls', view: 'byEmployee', teams: [] },
  { id: 3, title: 'Daily calls', metric: 'calls', view: 'byDay', teams: [] },
];

const board = (list = widgets): Dashboard => ({
  '@id': `/api/dashboards/${id}`,
  '@type': 'Dashboard',
  id,
  project: `/api/projects/${projectId}`,
  name: 'Team overview',
  isEnabled: true,
  widgets: list,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
});

const person = (index: number, name: string, value: number) => ({ employee: `/api/employees/${index}`, name, value });

const figures = (from: string, to: string, people = [person(1, 'Rita Rep', 1234), person(2, 'Sam Seller', 56)]): DashboardData => ({
  dashboard: `/api/dashboards/${id}`,
  date: { from, to },
  widgets: [
    { id: 0, metric: 'payments', view: 'total', total: 12345.6 },
    { id: 1, metric: 'callMinutes', view: 'total', total: 87.25 },
    { id: 2, metric: 'calls', view: 'byEmployee', total: 1290, byEmployee: people },
    {
      id: 3,
      metric: 'calls',
      view: 'byDay',
      total: 1290,
      byDay: [
        { date: '2026-03-16', value: 40 },
        { date: '2026-03-17', value: 0 },
        { date: '2026-03-18', value: 1250 },
      ],
    },
  ],
});

function renderBoard(entry = `/dashboard/${id}`, routes: Parameters<typeof analyticsApi>[0] = {}) {
  const api = analyticsApi({
    [`GET /dashboards/${id}`]: () => jsonResponse(board()),
    [`POST /dashboards/${id}/data`]: (request) => {
      const { date } = request.body as { date: { from: string; to: string } };
      return jsonResponse(figures(date.from, date.to));
    },
    ...routes,
  });
  const view = renderRoutes([{ path: '/dashboard/:dashboardId', element: <DashboardView /> }], [entry]);
  return { ...view, api };
}

const teamRace: DashboardWidget = { id: 0, title: 'Team race', metric: 'calls', view: 'byTeam', teams: [] };
/** The data of a board holding only `teamRace`, its teams ranked as given. */
const byTeamAnswer = (rows: { team: string; name: string; value: number }[]) => (request: { body: unknown }) => {
  const { date } = request.body as { date: { from: string; to: string } };
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return jsonResponse({
    dashboard: `/api/dashboards/${id}`,
    date,
    widgets: [{ id: 0, metric: 'calls', view: 'byTeam', total, byTeam: rows }],
  });
};

const posted = (api: ReturnType<typeof analyticsApi>) => api.calls('POST', `/dashboards/${id}/data`).map((call) => call.body);
const card = (title: string) => screen.getByRole('region', { name: title });

describe('Dashboard', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('names the teams a widget is limited to under its title', async () => {
    const hunters = `/api/teams/00000000-0000-4000-e000-00000000000a`;
    const gone = `/api/teams/00000000-0000-4000-e000-00000000000b`;
    const limited = widgets.map((w) => (w.id === 0 ? { ...w, teams: [hunters, gone] } : w));
    renderBoard(undefined, {
      [`GET /dashboards/${id}`]: () => jsonResponse(board(limited)),
      [`GET /projects/${projectId}/teams`]: () =>
        jsonResponse(hydraCollection([{ '@id': hunters, '@type': 'Team', id: hunters.slice(11), name: 'Hunters', members: [] }])),
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Money in' })).findByText('Teams: Hunters, a former team'),
    ).toBeInTheDocument();
    expect(within(card('Talking')).queryByText(/Teams:/)).not.toBeInTheDocument();
  });

  it('ranks the teams of a By team widget', async () => {
    renderBoard(undefined, {
      [`GET /dashboards/${id}`]: () => jsonResponse(board([teamRace])),
      [`POST /dashboards/${id}/data`]: byTeamAnswer([
        { team: '/api/teams/h', name: 'Hunters', value: 7 },
        { team: '/api/teams/f', name: 'Farmers', value: 2 },
      ]),
    });
    const race = await screen.findByRole('region', { name: 'Team race' });
    expect(
      within(race)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hunters7', 'Farmers2']);
  });

  it('says a By team widget has no teams to rank', async () => {
    renderBoard(undefined, {
      [`GET /dashboards/${id}`]: () => jsonResponse(board([teamRace])),
      [`POST /dashboards/${id}/data`]: byTeamAnswer([]),
    });
    const race = await screen.findByRole('region', { name: 'Team race' });
    expect(within(race).getByText('No team had members on the period’s last day.')).toBeInTheDocument();
  });

  it('asks for this month up to today in the project time zone and shows each widget in its order', async () => {
    const { api } = renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Money in' });
    expect(posted(api)).toEqual([{ date: { from: '2026-03-01', to: '2026-03-18' } }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Money in',
      'Talking',
      'Dialled',
      'Daily calls',
    ]);

    expect(within(card('Money in')).getByText('Payments')).toBeInTheDocument();
    expect(within(card('Money in')).getByText('€12,346')).toBeInTheDocument();
    expect(within(card('Talking')).getByText('Talk time (min)')).toBeInTheDocument();
    expect(within(card('Talking')).getByText('87.3')).toBeInTheDocument();

    const ranked = within(card('Dialled'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(ranked).toEqual(['Rita Rep1,234', 'Sam Seller56']);
    expect(within(card('Dialled')).getByText('Call Attempts')).toBeInTheDocument();

    const days = within(card('Daily calls')).getByRole('table', { name: 'Daily calls by day' });
    expect(
      within(days)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mar 16, 202640', 'Mar 17, 20260', 'Mar 18, 20261,250']);
  });

  it("a per-day widget over one day shows that day's figure and asks for a longer period instead of one full bar", async () => {
    renderBoard(`/dashboard/${id}?from=2026-03-18&to=2026-03-18`, {
      [`POST /dashboards/${id}/data`]: () =>
        jsonResponse({
          ...figures('2026-03-18', '2026-03-18'),
          widgets: [{ id: 3, metric: 'calls', view: 'byDay', total: 1250, byDay: [{ date: '2026-03-18', value: 1250 }] }],
        }),
    });
    const daily = await screen.findByRole('region', { name: 'Daily calls' });
    expect(within(daily).getByText('1,250')).toBeInTheDocument();
    expect(within(daily).getByText('on Mar 18, 2026. Pick a longer period to see a bar per day.')).toBeInTheDocument();
    expect(within(daily).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a goal widget (the whole team, then each team by name) and the daily goal line on a by-day widget', async () => {
    const progress = (over: Record<string, unknown>) => ({
      '@type': 'GoalProgress',
      goal: '/api/goals/p',
      shareOf: null,
      metric: 'payments',
      scope: 'project',
      employee: null,
      team: null,
      period: 'month',
      from: '2026-03-01',
      to: '2026-03-31',
      target: 20000,
      fact: 5500,
      percent: 27.5,
      expected: 6818.18,
      pace: 'behind',
      projected: 16133.33,
      elapsedSeconds: 216000,
      totalSeconds: 633600,
      met: false,
      ...over,
    });
    renderBoard(undefined, {
      [`GET /dashboards/${id}`]: () =>
        jsonResponse(
          board([
            { id: 0, title: 'Month goal', metric: 'payments', view: 'goal', teams: [] },
            { id: 1, title: 'Daily calls', metric: 'calls', view: 'byDay', teams: [] },
          ]),
        ),
      [`POST /dashboards/${id}/data`]: () =>
        jsonResponse({
          ...figures('2026-03-01', '2026-03-18'),
          widgets: [
            {
              id: 0,
              metric: 'payments',
              view: 'goal',
              total: 5500,
              goals: [
                progress({}),
                progress({
                  goal: '/api/goals/t',
                  scope: 'team',
                  team: '/api/teams/t1',
                  pace: 'ahead',
                  fact: 9000,
                  target: 8000,
                  percent: 112.5,
                  met: true,
                }),
              ],
            },
            {
              id: 1,
              metric: 'calls',
              view: 'byDay',
              total: 90,
              goalLine: 40,
              byDay: [
                { date: '2026-03-16', value: 40 },
                { date: '2026-03-17', value: 50 },
              ],
            },
          ],
        }),
      [`GET /projects/${projectId}/teams`]: () =>
        jsonResponse({
          '@context': '/api/contexts/Collection',
          '@id': `/api/projects/${projectId}/teams`,
          '@type': 'hydra:Collection',
          'hydra:member': [
            {
              '@id': '/api/teams/t1',
              '@type': 'Team',
              id: 't1',
              project: `/api/projects/${projectId}`,
              name: 'Hunters',
              lead: null,
              members: [],
              createdAt: '',
              updatedAt: '',
            },
          ],
          'hydra:totalItems': 1,
        }),
    });
    const goal = await screen.findByRole('region', { name: 'Month goal' });
    const bars = within(goal).getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAccessibleName(expect.stringContaining('All managers'));
    expect(await within(goal).findByText('Hunters')).toBeInTheDocument();
    const daily = card('Daily calls');
    expect(within(daily).getByTestId('goal-line')).toBeInTheDocument();
    expect(within(daily).getAllByText('Goal: 40 a working day').length).toBeGreaterThan(0);
  });

  it('takes the period from the URL and puts a new one there', async () => {
    const { api, user, router } = renderBoard(`/dashboard/${id}?from=2026-03-02&to=2026-03-08`);
    await screen.findByRole('region', { name: 'Money in' });
    expect(posted(api)).toEqual([{ date: { from: '2026-03-02', to: '2026-03-08' } }]);
    await user.click(screen.getByRole('button', { name: /^Period:/ }));
    await user.click(await screen.findByRole('button', { name: 'Last month' }));
    await screen.findByRole('button', { name: /^Period:.*Feb/ });
    expect(posted(api).at(-1)).toEqual({ date: { from: '2026-02-01', to: '2026-02-28' } });
    expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28');
  });

  it('ignores a period past today and asks for this month instead', async () => {
    const { api } = renderBoard(`/dashboard/${id}?from=2026-03-10&to=2026-03-25`);
    await screen.findByRole('region', { name: 'Money in' });
    expect(posted(api)).toEqual([{ date: { from: '2026-03-01', to: '2026-03-18' } }]);
  });

  it('shows the top ten employees, then all of them', async () => {
    const people = Array.from({ length: 12 }, (_, index) => person(index, `Rep ${index + 1}`, 1200 - index * 100));
    const { user } = renderBoard(undefined, {
      [`POST /dashboards/${id}/data`]: () => jsonResponse(figures('2026-03-01', '2026-03-18', people)),
    });
    const dialled = await screen.findByRole('region', { name: 'Dialled' });
    expect(within(dialled).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialled).getAllByRole('listitem')[0]).toHaveTextContent('Rep 11,200');
    await user.click(within(dialled).getByRole('button', { name: 'Show all 12' }));
    expect(within(dialled).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialled).getAllByRole('listitem')[11]).toHaveTextContent('Rep 12100');
  });

  it('says a board without widgets has none and links owners to its settings, asking for no figures', async () => {
    const { api } = renderBoard(undefined, { [`GET /dashboards/${id}`]: () => jsonResponse(board([])) });
    expect(await screen.findByText('This board has no widgets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add widgets in the board settings' })).toHaveAttribute('href', `/settings/custom-board/${id}`);
    expect(posted(api)).toEqual([]);
  });

  it('says so when the board does not exist or is turned off', async () => {
    const { api } = renderBoard(undefined, { [`GET /dashboards/${id}`]: () => hydraErrorResponse(404, 'Not Found') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This board does not exist or is turned off.');
    expect(screen.queryByRole('button', { name: /^Period:/ })).not.toBeInTheDocument();
    expect(posted(api)).toEqual([]);
  });

  it('offers another try when the figures fail', async () => {
    let fail = true;
    const { user } = renderBoard(undefined, {
      [`POST /dashboards/${id}/data`]: () =>
        fail ? hydraErrorResponse(503, 'Unavailable') : jsonResponse(figures('2026-03-01', '2026-03-18')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The board’s figures could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Money in' })).toBeInTheDocument();
  });
});

describe('Dashboard for a representative', () => {
  runSignedIn();
  runAnalyticsScreen('REPRESENTATIVE');

  it('shows an empty board without the way to its settings', async () => {
    renderBoard(undefined, { [`GET /dashboards/${id}`]: () => jsonResponse(board([])) });
    expect(await screen.findByText('This board has no widgets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
