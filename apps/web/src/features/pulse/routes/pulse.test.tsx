import type { PulseRequest } from '@salespulse/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { renderRoutes } from '@/test/render-routes';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { runSignedIn } from '@/test/signed-in';
import { callRow, dealRow, giveElementsASize, projectData, pulseAnswer, taskRow, ticketRoute } from '../testing/fixtures';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import Pulse from './pulse';

const anna = employeeFixture(1, 'Anna Adams', { schedules: [{ day: 1, start: '09:00', end: '17:00' }] });
const bob = employeeFixture(2, 'Bob Brown', { schedules: [{ day: 2, start: '08:00', end: '18:00' }] });
const carl = employeeFixture(3, 'Carl Former', { status: 'inactive' });

type Routes = Parameters<typeof fakeApi>[0];

const answers = {
  call: pulseAnswer('call', [
    callRow(anna, ['2025-03-12T08:10:00Z', '2025-03-12T09:05:00Z', '2025-03-12T09:06:00Z'], [['2025-03-12T09:05:00Z', 120]]),
    callRow(bob, ['2025-03-12T05:00:00Z']),
  ]),
  deal: pulseAnswer('deal', [dealRow(bob, [['2025-03-12T09:00:00Z', 500]], 2000), dealRow(anna, [['2025-03-12T08:30:00Z', 200]], 300)]),
  task: pulseAnswer('task', [taskRow(anna, ['2025-03-12T08:00:00Z'], 2, 1)]),
};

function renderPulse(
  routes: Routes = {},
  settings: Record<string, string> = { timezone: 'Europe/Berlin', currency: 'USD' },
  entry = '/sales-pulse',
) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectData(settings)),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([anna, bob, carl])),
    'POST /analytics/pulse': ({ body }) => jsonResponse(answers[(body as PulseRequest).objectType]),
    [`GET /projects/${projectId}/point_balances`]: () => jsonResponse(hydraCollection([{ employee: anna['@id'], points: 40 }])),
    [`GET /projects/${projectId}/goal_progress`]: () => jsonResponse(hydraCollection([])),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection([])),
    ...ticketRoute,
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/sales-pulse', element: <Pulse />, errorElement: <RouteErrorPage /> },
      { path: '/settings/subscription', element: <p>subscription screen</p> },
    ],
    [entry],
  );
  return { ...view, api };
}

const pulseBodies = (api: ReturnType<typeof fakeApi>) => api.calls('POST', '/analytics/pulse').map((call) => call.body as PulseRequest);
const managerOrder = () =>
  within(screen.getByRole('table', { name: 'Activity by manager and hour' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

describe('Pulse screen', () => {
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

  it('shows the eight sort buttons (Payments active), the hours of the schedules and the All managers row', async () => {
    const { api } = renderPulse({}, { timezone: 'Europe/Berlin', gift_shop_enabled: '1' });
    const sort = await screen.findByRole('group', { name: 'Sort managers by' });
    expect(
      within(sort)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Call Attempts', 'Successful calls', 'Time (min)', 'Bills', 'Payments', 'Plan', 'Points', 'Tasks']);
    expect(within(sort).getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(sort).getByRole('button', { name: 'Tasks' })).toHaveAttribute('aria-disabled', 'false');

    const table = await screen.findByRole('table', { name: 'Activity by manager and hour' });
    await waitFor(() => expect(managerOrder()).toEqual(['All managers', 'Bob Brown', 'Anna Adams']));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // Earliest start 08:00, latest end 18:00; the active figure next to the names.
    expect(headers.slice(0, 2)).toEqual(['Manager', 'Payments']);
    expect(headers.slice(2, 13).map((text) => /\d\d:00/.exec(text!)?.[0])).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(headers[2]).toContain('By hour: Payments');

    const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row('All managers')).getAllByRole('cell')[0]).toHaveTextContent('$700'));
    expect(within(row('Bob Brown')).getAllByRole('cell')[0]).toHaveTextContent('$500');
    expect(within(row('Anna Adams')).getByText('2 due today · 1 overdue')).toBeInTheDocument();
    expect(within(row('Anna Adams')).getAllByRole('cell')[0]).toHaveTextContent('$200');
    // Points from the gift shop's balances.
    expect(within(row('Anna Adams')).getByText('40')).toBeInTheDocument();

    // The day is today where the project is, one call per object type.
    expect(
      pulseBodies(api)
        .map((body) => body.objectType)
        .sort(),
    ).toEqual(['call', 'deal', 'task']);
    expect(pulseBodies(api)[0]).toEqual({
      project: `/api/projects/${projectId}`,
      objectType: expect.any(String),
      date: { from: '2025-03-12', to: '2025-03-12' },
    });
    expect(screen.getByRole('button', { name: /^Date: Wed, 12 Mar 2025/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    // The clock of the project, as the other screens' "Data as of" (09:20 UTC is 10:20 in Berlin).
    expect(screen.getByText('Updated 10:20:00 AM')).toBeInTheDocument();
  });

  it('says so when nothing happened today, and still shows the team', async () => {
    const quiet = { call: pulseAnswer('call', []), deal: pulseAnswer('deal', [dealRow(bob, [], 2000)]), task: pulseAnswer('task', []) };
    renderPulse({ 'POST /analytics/pulse': ({ body }) => jsonResponse(quiet[(body as PulseRequest).objectType]) });
    expect(await screen.findByText('Nothing recorded yet today: no calls, bills, payments or completed tasks.')).toBeInTheDocument();
    // The team still shows (all at $0, so by name).
    await waitFor(() => expect(managerOrder()).toEqual(['All managers', 'Anna Adams', 'Bob Brown']));
  });

  it('shows no quiet-day note on a day with activity', async () => {
    renderPulse();
    await screen.findByRole('table', { name: 'Activity by manager and hour' });
    const row = () => screen.getByRole('rowheader', { name: /All managers/ }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row()).getAllByRole('cell')[0]).toHaveTextContent('$700'));
    expect(screen.queryByText(/^Nothing (recorded|was recorded)/)).toBeNull();
  });

  it('leaves Points out while the gift shop is off', async () => {
    const { api } = renderPulse();
    const sort = await screen.findByRole('group', { name: 'Sort managers by' });
    expect(within(sort).queryByRole('button', { name: 'Points' })).not.toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: 'Points' })).not.toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/point_balances`)).toHaveLength(0);
  });

  it('re-sorts by the chosen figure, disabling its button and keeping it in the URL', async () => {
    const { user, router } = renderPulse();
    await waitFor(() => expect(managerOrder()).toEqual(['All managers', 'Bob Brown', 'Anna Adams']));
    await user.click(screen.getByRole('button', { name: 'Call Attempts' }));
    expect(managerOrder()).toEqual(['All managers', 'Anna Adams', 'Bob Brown']);
    expect(screen.getByRole('button', { name: 'Call Attempts' })).toHaveAttribute('aria-disabled', 'true');
    // It keeps the focus of the key that chose it.
    expect(screen.getByRole('button', { name: 'Call Attempts' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'false');
    expect(router.state.location.search).toBe('?sort=callAttempts');
    expect(screen.getByRole('columnheader', { name: /By hour: Call Attempts/ })).toBeInTheDocument();
    // The wall-screen board opens with the same sort.
    expect(screen.getByRole('link', { name: 'TV mode' })).toHaveAttribute('href', '/sales-pulse/tv?sort=callAttempts');
  });

  it('starts from a sort in the URL, and falls back to the first option with a warning for an unknown one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPulse({}, undefined, '/sales-pulse?sort=nonsense');
    expect(await screen.findByRole('button', { name: 'Call Attempts' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(managerOrder()).toEqual(['All managers', 'Anna Adams', 'Bob Brown']));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nonsense'));
  });

  it('keeps the active sort button reachable for the keyboard and screen readers, and inert', async () => {
    const { user, router } = renderPulse();
    const active = await screen.findByRole('button', { name: 'Payments' });
    // aria-disabled, not disabled: Tab still lands on it and a screen reader announces it as unavailable.
    expect(active).not.toBeDisabled();
    expect(active).toHaveAttribute('aria-disabled', 'true');
    active.focus();
    expect(active).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(active);
    expect(router.state.location.search).toBe('');
    expect(active).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks the next full hour only when the day shown is today', async () => {
    const { user } = renderPulse();
    await screen.findByRole('table');
    // 10:20 in Berlin: the next full hour is 11:00.
    expect(screen.getByRole('columnheader', { name: /11:00.*Next hour/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(screen.queryByText('Next hour')).not.toBeInTheDocument());
  });

  it('loads the previous day afresh: the old figures go, the new ones arrive per query', async () => {
    let releaseDeals: () => void = () => undefined;
    const dealsHeld = new Promise<void>((resolve) => (releaseDeals = resolve));
    const { user, api, router } = renderPulse({
      'POST /analytics/pulse': async ({ body }) => {
        const request = body as PulseRequest;
        if (request.date.from === '2025-03-11' && request.objectType === 'deal') await dealsHeld;
        return jsonResponse(
          request.date.from === '2025-03-11' && request.objectType === 'call' ? pulseAnswer('call', []) : answers[request.objectType],
        );
      },
    });
    const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row('Bob Brown')).getAllByRole('cell')[0]).toHaveTextContent('$500'));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(router.state.location.search).toBe('?date=2025-03-11');
    await waitFor(() => expect(pulseBodies(api).filter((body) => body.date.from === '2025-03-11')).toHaveLength(3));
    // Calls of the new day are in; its deals are not yet, so no old payments linger.
    await waitFor(() => expect(within(row('Bob Brown')).getAllByRole('cell')[0]).toHaveTextContent('Loading'));
    releaseDeals();
    await waitFor(() => expect(within(row('Bob Brown')).getAllByRole('cell')[0]).toHaveTextContent('$500'));
    expect(screen.getByRole('button', { name: /^Date: Tue, 11 Mar 2025/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
  });

  it('chooses a period from the calendar', async () => {
    const { user, api } = renderPulse();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Date:/ }));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() =>
      expect(pulseBodies(api).some((body) => body.date.from === '2025-03-10' && body.date.to === '2025-03-12')).toBe(true),
    );
    expect(screen.getByRole('button', { name: /^Date: 10 Mar – 12 Mar 2025/ })).toBeInTheDocument();
  });

  it('names managers the employee list does not know "Unknown"', async () => {
    renderPulse({
      'POST /analytics/pulse': ({ body }) =>
        jsonResponse(
          (body as PulseRequest).objectType === 'deal'
            ? pulseAnswer('deal', [dealRow(employeeFixture(9, 'Gone'), [['2025-03-12T09:00:00Z', 900]])])
            : answers[(body as PulseRequest).objectType],
        ),
    });
    await waitFor(() => expect(managerOrder()).toEqual(['All managers', 'Unknown', 'Anna Adams', 'Bob Brown']));
  });

  it('uses the browser’s time zone, with a warning, when the project has none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPulse({}, { currency: 'USD' });
    await screen.findByRole('table');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no time zone'));
  });

  it('updates the numbers in place when live activity arrives', async () => {
    let payments = 500;
    const { api } = renderPulse({
      'POST /analytics/pulse': ({ body }) =>
        jsonResponse(
          (body as PulseRequest).objectType === 'deal'
            ? pulseAnswer('deal', [dealRow(bob, [['2025-03-12T09:00:00Z', payments]])])
            : answers[(body as PulseRequest).objectType],
        ),
    });
    const row = () => screen.getByRole('rowheader', { name: /Bob Brown/ }).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row()).getAllByRole('cell')[0]).toHaveTextContent('$500'));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    payments = 750;
    FakeEventSource.instances[0]!.emit('activity');
    await waitFor(() => expect(within(row()).getAllByRole('cell')[0]).toHaveTextContent('$750'));
    expect(pulseBodies(api).filter((body) => body.objectType === 'deal')).toHaveLength(2);
  });

  it('sends a failed answer to the error page, which asks again', async () => {
    let fail = true;
    const { user } = renderPulse({
      'POST /analytics/pulse': ({ body }) =>
        fail ? hydraErrorResponse(500, 'Database unavailable') : jsonResponse(answers[(body as PulseRequest).objectType]),
    });
    expect(await screen.findByRole('heading', { name: 'Sorry, unexpected error' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('applies the 402 rule: an owner of an unpaid project goes to the subscription screen', async () => {
    useSessionStore.getState().setRole('OWNER');
    const { router } = renderPulse({ 'POST /analytics/pulse': () => hydraErrorResponse(402, 'This project has no active subscription.') });
    expect(await screen.findByText('subscription screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/subscription');
  });

  it('applies the 402 rule when only the live stream is refused (answers still fresh in the cache)', async () => {
    useSessionStore.getState().setRole('ADMIN');
    const { router } = renderPulse({
      [`POST /projects/${projectId}/events/tickets`]: () => hydraErrorResponse(402, 'This project has no active subscription.'),
    });
    expect(await screen.findByText('subscription screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/subscription');
  });

  it('tells a representative of an unpaid single project to contact the administrator', async () => {
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderPulse({
      'POST /analytics/pulse': () => hydraErrorResponse(402, 'This project has no active subscription.'),
      'GET /projects': () => jsonResponse({ projects: [], total: 1 }),
    });
    expect(
      await screen.findByRole('heading', { name: "You don't have active subscriptions. Please contact your administrator" }),
    ).toBeInTheDocument();
  });

  it('shows each manager’s goal for the chosen figure under it, and the project goal on the All managers row', async () => {
    const progress = (over: Record<string, unknown>) => ({
      '@type': 'GoalProgress',
      goal: '/api/goals/g1',
      shareOf: null,
      metric: 'payments',
      scope: 'employee',
      employee: bob['@id'],
      team: null,
      period: 'month',
      from: '2025-03-01',
      to: '2025-03-31',
      target: 2000,
      fact: 500,
      percent: 25,
      expected: 800,
      pace: 'behind',
      projected: 1250,
      elapsedSeconds: 10,
      totalSeconds: 40,
      met: false,
      ...over,
    });
    const { api } = renderPulse({
      [`GET /projects/${projectId}/goal_progress`]: () =>
        jsonResponse(
          hydraCollection([
            progress({}),
            progress({ goal: '/api/goals/p', scope: 'project', employee: null, target: 1000, fact: 700, percent: 70, pace: 'ahead' }),
          ]),
        ),
    });
    const bar = await screen.findByRole('progressbar', { name: /^Bob Brown: / });
    expect(bar).toHaveAttribute('aria-valuenow', '500');
    expect(screen.getByText('25% · Behind')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /^All managers: / })).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.queryByRole('progressbar', { name: /^Anna Adams: / })).not.toBeInTheDocument();
    // Read for the pulse's day and the chosen figure only.
    const asked = new URL(`http://x${api.calls('GET', `/projects/${projectId}/goal_progress`).at(-1)?.path}`).searchParams;
    expect([asked.get('date'), asked.getAll('metric[]')]).toEqual(['2025-03-12', ['payments']]);
  });

  it('shows cards instead of the table on small screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPulse();
    const list = await screen.findByRole('list', { name: 'Managers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['All managers', 'Bob Brown', 'Anna Adams']);
    await waitFor(() => expect(within(cards[1]!).getByText('$500')).toBeInTheDocument());
    // The figures beside the sorted one (no Points: the gift shop is off): short labels on screen,
    // the full names for screen readers.
    const terms = within(cards[1]!).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'AttemptsCall Attempts',
      'SuccessfulSuccessful calls',
      'Time (min)Time (min)',
      'BillsBills',
      'PlanPlan',
      'TasksTasks',
    ]);
    expect(within(terms[0]!).getByText('Attempts')).toHaveAttribute('aria-hidden', 'true');
  });
});
