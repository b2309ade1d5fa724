import type { CallsResponse, CallsRow } from '@salespulse/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { analyticsApi, providerFixture, runAnalyticsScreen } from '@/shared/analytics/testing/fixtures';
import { jsonResponse } from '@/test/api-responses';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import CallsBoard from './calls-board';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const crm = providerFixture(1, 'Main CRM');
const dialer = providerFixture(2, 'Dialer');

function row(
  employee: string | null,
  actual: number,
  success: number,
  duration: number,
  kpi: number | null,
  days: [string, number][] = [],
): CallsRow {
  return {
    employee,
    callDurationActivity: { actual: duration },
    callCountActivity: { actual, success },
    pickupRate: actual ? Math.round((success / actual) * 10_000) / 100 : 0,
    kpi,
    dayCallStats: days.map(([date, d]) => ({ date, duration: d })),
  };
}

const answer = (): CallsResponse => ({
  employees: [
    row(rita['@id'], 10, 4, 1200, 80, [
      ['2026-03-02', 700],
      ['2026-03-03', 500],
    ]),
    row(sam['@id'], 6, 6, 600, null, [['2026-03-04', 600]]),
    row('/api/employees/left-the-company', 2, 1, 90, 10),
    row(null, 3, 0, 0, null),
  ],
  teams: [],
  filters: { project: `/api/projects/${projectId}`, date: { from: '2026-02-18', to: '2026-03-18' } },
  outsideWindow: { calls: 0 },
});

function renderBoard(entry = '/call-board', options: Parameters<typeof analyticsApi>[1] = {}) {
  const api = analyticsApi(
    { 'POST /analytics/calls': () => jsonResponse(answer()) },
    { employees: [rita, sam], providers: [crm, dialer], ...options },
  );
  const view = renderRoutes([{ path: '/call-board', element: <CallsBoard /> }], [entry]);
  return { ...view, api };
}

const posted = (api: ReturnType<typeof analyticsApi>) =>
  api.calls('POST', '/analytics/calls').map((call) => call.body as Record<string, unknown>);
const statsNames = () =>
  within(screen.getByRole('table', { name: 'Calls by manager' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const dailyNames = () =>
  within(screen.getByRole('region', { name: 'Talk time by day' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.firstChild?.textContent);

describe('Calls board', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('asks for 08:00-17:00, Monday to Friday, and shows both lists with their five sort options', async () => {
    const { api } = renderBoard();
    const stats = await screen.findByRole('region', { name: 'Calls by manager' });
    expect(posted(api)[0]).toEqual({
      project: `/api/projects/${projectId}`,
      date: { from: '2026-02-18', to: '2026-03-18' },
      dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2, 3, 4, 5] }],
      dateTimeRangeExclusions: [],
    });
    for (const list of ['Calls by manager', 'Talk time by day']) {
      const options = within(screen.getByRole('group', { name: `Sort order of ${list}` })).getAllByRole('button');
      expect(options.map((b) => b.textContent)).toEqual([
        'Average time',
        'Unsuccessful / Successful',
        'Calls',
        'Pickup rate',
        'Average KPI',
      ]);
      expect(options[0]).toHaveAttribute('aria-pressed', 'true');
    }
    // Average time ascending: Unknown 90 s, Sam 100 s, Rita 300 s; "No owner" last.
    expect(statsNames()).toEqual(['Unknown', 'Sam Seller', 'Rita Rep', 'No owner']);
    // The table tells which column it is sorted by, and only that one.
    expect(within(stats).getByRole('columnheader', { name: 'Average time' })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(stats)
        .getAllByRole('columnheader')
        .filter((header) => header.hasAttribute('aria-sort')),
    ).toHaveLength(1);
    const rita = within(stats).getByRole('row', { name: /Rita Rep/ });
    expect(
      within(rita)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '6 / 4', '40.00%', '5:00', '20 min', '80.00%']);
    expect(
      within(screen.getByRole('region', { name: 'Talk time by day' })).getByRole('img', {
        name: 'Talk time of Rita Rep by day, busiest 2026-03-02 with 12 min',
      }),
    ).toBeInTheDocument();
  });

  it('sorts each list on its own: ascending first, flipped by choosing the option again', async () => {
    const { user, router } = renderBoard();
    await screen.findByRole('region', { name: 'Calls by manager' });
    const statsSort = screen.getByRole('group', { name: 'Sort order of Calls by manager' });
    await user.click(within(statsSort).getByRole('button', { name: 'Calls' }));
    expect(statsNames()).toEqual(['Unknown', 'Sam Seller', 'Rita Rep', 'No owner']);
    await user.click(within(statsSort).getByRole('button', { name: 'Calls' }));
    expect(statsNames()).toEqual(['Rita Rep', 'Sam Seller', 'Unknown', 'No owner']);
    const stats = screen.getByRole('region', { name: 'Calls by manager' });
    expect(within(stats).getByRole('columnheader', { name: 'Calls' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(stats).getByRole('columnheader', { name: 'Average time' })).not.toHaveAttribute('aria-sort');
    expect(dailyNames()).toEqual(['Unknown', 'Sam Seller', 'Rita Rep', 'No owner']);
    await user.click(
      within(screen.getByRole('group', { name: 'Sort order of Talk time by day' })).getByRole('button', { name: 'Average KPI' }),
    );
    expect(dailyNames()).toEqual(['Unknown', 'Rita Rep', 'Sam Seller', 'No owner']);
    expect(router.state.location.search).toBe('?sort=calls&sortOrder=desc&daySort=kpi');
  });

  it('falls back to Average time for an unknown sort option, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBoard('/call-board?sort=fastest');
    await screen.findByRole('region', { name: 'Calls by manager' });
    expect(
      within(screen.getByRole('group', { name: 'Sort order of Calls by manager' })).getByRole('button', { name: 'Average time' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(warn).toHaveBeenCalledWith('Unknown sort key "fastest"; sorting by "avgTime" instead');
  });

  it('filters by data provider and call duration, refetching each time', async () => {
    const { user, api, router } = renderBoard();
    await screen.findByRole('region', { name: 'Calls by manager' });
    expect(screen.queryByRole('button', { name: /^Products/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Data providers: All' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Data providers' })).getByRole('checkbox', { name: 'Dialer' }));
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]!.dataProviders).toEqual([dialer['@id']]);
    await user.keyboard('{Escape}');

    expect(screen.getByRole('group', { name: 'Call duration (sec)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Shortest call, seconds'), '30');
    await user.tab();
    await waitFor(() => expect(posted(api)).toHaveLength(3));
    expect(posted(api)[2]!.durationRange).toEqual({ min: 30, max: null });
    await user.type(screen.getByLabelText('Longest call, seconds'), '10{Enter}');
    expect(await screen.findByText('The shortest must not exceed the longest')).toBeInTheDocument();
    await user.tab();
    expect(posted(api)).toHaveLength(3);
    await user.clear(screen.getByLabelText('Longest call, seconds'));
    await user.type(screen.getByLabelText('Longest call, seconds'), '600{Enter}');
    await waitFor(() => expect(posted(api)).toHaveLength(4));
    expect(posted(api)[3]!.durationRange).toEqual({ min: 30, max: 600 });
    expect(router.state.location.search).toBe(`?provider=${dialer.id}&minDuration=30&maxDuration=600`);
  });

  it('reads the duration range and providers of a shared link', async () => {
    const { api } = renderBoard(`/call-board?provider=${crm.id}&maxDuration=120`);
    await screen.findByRole('region', { name: 'Calls by manager' });
    expect(posted(api)[0]).toMatchObject({ dataProviders: [crm['@id']], durationRange: { min: null, max: 120 } });
    expect(screen.getByLabelText('Longest call, seconds')).toHaveValue(120);
    expect(screen.getByRole('button', { name: 'Data providers: Main CRM' })).toBeInTheDocument();
  });

  it('offers no data provider filter to representatives, who may not list them', async () => {
    const { api } = renderBoard();
    await screen.findByRole('region', { name: 'Calls by manager' });
    expect(api.calls('GET', `/projects/${projectId}/data_providers`)).toHaveLength(1);
  });
});

describe('Calls board for a representative', () => {
  runSignedIn();
  runAnalyticsScreen('REPRESENTATIVE');

  it('leaves the data provider filter out without asking for the list', async () => {
    const { api } = renderBoard();
    await screen.findByRole('region', { name: 'Calls by manager' });
    expect(screen.queryByRole('button', { name: /^Data providers/ })).not.toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/data_providers`)).toHaveLength(0);
  });
});

describe('Calls board on a phone', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('folds the filters but the period behind a Filters button that counts the active ones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = renderBoard(`/call-board?maxDuration=120&employee=${rita.id}`);
    const toggle = await screen.findByRole('button', { name: 'Filters, 2 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Period:/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Employees/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Employees: Rita Rep' })).toBeVisible();
    expect(screen.getByLabelText('Longest call, seconds')).toHaveValue(120);
  });
});

describe('Calls board with teams', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('lists the team totals under the managers in both lists, with the day they are as of', async () => {
    const { employee: _employee, ...figures } = row(null, 16, 10, 1800, 55, [['2026-03-02', 1800]]);
    const api = analyticsApi(
      { 'POST /analytics/calls': () => jsonResponse({ ...answer(), teams: [{ team: '/api/teams/t1', name: 'Closers', ...figures }] }) },
      { employees: [rita, sam], providers: [crm, dialer] },
    );
    renderRoutes([{ path: '/call-board', element: <CallsBoard /> }], ['/call-board']);
    const table = await screen.findByRole('table', { name: 'Calls by manager' });
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-2)).toHaveTextContent(/^Teams$/);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Closers');
    expect(within(rows.at(-1)!).getAllByRole('cell')[0]).toHaveTextContent('16');
    const teamsList = within(screen.getByRole('region', { name: 'Talk time by day' })).getByRole('region', { name: 'Teams' });
    expect(within(teamsList).getByRole('listitem')).toHaveTextContent(/^Closers/);
    expect(screen.getByText('Teams as of 18 Mar 2026')).toBeInTheDocument();
    expect(api.calls('POST', '/analytics/calls')).toHaveLength(1);
  });
});
