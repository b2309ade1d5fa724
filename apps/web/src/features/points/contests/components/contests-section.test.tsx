import type { Role } from '@salespulse/contract/permissions';
import type { PointContest } from '@salespulse/contract/points';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pointKeys } from '@/shared/resources/points';
import { useSessionStore } from '@/shared/stores/session-store';
import { shiftDay, todayIn } from '@/shared/ui/calendar/calendar-days';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi, type RecordedRequest } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { projectDataFixture } from '../../testing/fixtures';
import { contestFixture, standing } from '../testing/contest-fixtures';
import { ContestsSection } from './contests-section';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const amy = employeeFixture(3, 'Amy Archer');
const ivan = employeeFixture(4, 'Ivan Idle', { status: 'inactive' });
const employees = [rita, sam, amy, ivan];

// The days are read in the project's zone, so the fixtures are built around today there.
const today = todayIn('Europe/Berlin');
const sprint = contestFixture(1, {
  name: 'Successful calls sprint',
  startsOn: shiftDay(today, -3),
  endsOn: shiftDay(today, 4),
  // Sam and Amy tie: both are second, both win the second prize, and the next place is the fourth.
  standings: [standing(rita, 12, 1, 100), standing(sam, 7, 2, 60), standing(amy, 7, 2, 60), standing(ivan, 0, 4, 0)],
});
const finished = contestFixture(2, {
  name: 'October payments',
  metric: 'payments',
  startsOn: '2029-10-01',
  endsOn: '2029-10-31',
  prizes: [500],
  participants: [rita['@id'], sam['@id']],
  status: 'finished',
  standings: [standing(sam, 12500.4, 1, 500), standing(rita, 800, 2, 0)],
  settledAt: '2029-10-31T23:00:30Z',
});

type Lists = Partial<Record<'running' | 'finished' | 'canceled', PointContest[]>>;
type Options = { role?: Role; lists?: Lists; routes?: Parameters<typeof fakeApi>[0] };

const statusOf = ({ path }: RecordedRequest) => decodeURIComponent(path);

function renderContests({ role = 'OWNER', lists = { running: [sprint], finished: [finished] }, routes = {} }: Options = {}) {
  useSessionStore.getState().setRole(role);
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () =>
      jsonResponse(projectDataFixture({ timezone: 'Europe/Berlin', currency: 'EUR', gift_shop_enabled: '1' })),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection(employees)),
    [`GET /projects/${projectId}/point_contests`]: (request) => {
      const query = statusOf(request);
      const list = query.includes('status[]=running')
        ? lists.running
        : query.includes('status[]=finished')
          ? lists.finished
          : query.includes('status[]=canceled')
            ? lists.canceled
            : Object.values(lists).flat();
      return jsonResponse(hydraCollection(list ?? []));
    },
    'POST /point_contests': ({ body }) =>
      jsonResponse(contestFixture(9, { ...(body as Partial<PointContest>), project: `/api/projects/${projectId}` }), 201),
    'PATCH /point_contests/': ({ body }) => jsonResponse({ ...sprint, ...(body as Partial<PointContest>) }),
    ...routes,
  });
  const view = renderRoutes([{ path: '/gift-shop/points', element: <ContestsSection projectId={projectId} /> }], ['/gift-shop/points']);
  return { ...view, api };
}

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 3000 });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openNewContest(user: ReturnType<typeof renderContests>['user']) {
  await card('Successful calls sprint');
  await user.click(screen.getByRole('button', { name: 'New contest' }));
  return screen.findByRole('dialog', { name: 'New contest' });
}

describe('Contests', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('shows a running contest with its days, prizes and live standings, ties sharing a place', async () => {
    const { api } = renderContests();
    const contest = await card('Successful calls sprint');
    expect(within(contest).getByText('Running')).toBeInTheDocument();
    expect(within(contest).getByText('ends in 4 days')).toBeInTheDocument();
    expect(within(contest).getByText('1st 100 · 2nd 60 · 3rd 30 points')).toBeInTheDocument();
    expect(within(contest).getByText('Everyone takes part')).toBeInTheDocument();

    const table = within(contest).getByRole('table', { name: 'Standings of Successful calls sprint' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Place', 'Employee', 'Successful calls', 'To win']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Rita Rep',
      'Sam Seller',
      'Amy Archer',
      'Ivan Idle',
    ]);
    expect(rows.map(cells)).toEqual([
      ['1', '12', '100'],
      ['2', '7', '60'],
      ['2', '7', '60'],
      ['4', '0', '—'],
    ]);
    // Running holds the upcoming contests too.
    expect(statusOf(api.calls('GET', `/projects/${projectId}/point_contests`)[0]!)).toContain('status[]=upcoming&status[]=running');
  });

  it('shows the top ten and the rest on request', async () => {
    const crowd = Array.from({ length: 12 }, (_, index) => employeeFixture(20 + index, `Seller ${String(index + 1).padStart(2, '0')}`));
    const big = contestFixture(3, {
      name: 'Big race',
      standings: crowd.map((employee, index) => standing(employee, 20 - index, index + 1, index < 3 ? 10 : 0)),
    });
    const { user } = renderContests({
      lists: { running: [big] },
      routes: { [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection(crowd)) },
    });
    const table = within(await card('Big race')).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent('Seller 12');
    await user.click(screen.getByRole('button', { name: 'Show the top 10' }));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('lists the finished contests with what each place won, money in the project currency', async () => {
    const { user, router, api } = renderContests();
    await card('Successful calls sprint');
    await user.click(screen.getByRole('tab', { name: 'Finished' }));
    const contest = await card('October payments');
    expect(router.state.location.search).toBe('?contests=finished');
    expect(statusOf(api.calls('GET', `/projects/${projectId}/point_contests`).at(-1)!)).toContain('status[]=finished');
    expect(within(contest).getByText('Oct 1, 2029 – Oct 31, 2029')).toBeInTheDocument();
    expect(within(contest).getByText('ended')).toBeInTheDocument();
    expect(within(contest).getByText('1st 500 points')).toBeInTheDocument();
    expect(within(contest).getByText('2 employees take part')).toBeInTheDocument();
    // Settled a minute after midnight, Berlin time.
    expect(within(contest).getByText('Prizes awarded Nov 1, 2029')).toBeInTheDocument();
    const table = within(contest).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Won' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['1', '€12,500', '500'],
      ['2', '€800', '—'],
    ]);
    // Over: nothing to change.
    expect(within(contest).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(contest).queryByRole('button', { name: 'Cancel contest' })).not.toBeInTheDocument();
  });

  it('says so when there is no contest yet, inviting admins to start one', async () => {
    renderContests({ lists: {} });
    expect(await screen.findByText('No contests yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Start one to turn this week’s calls into a race.')).toBeInTheDocument();
  });

  it('tells an empty Running tab from a project without contests', async () => {
    renderContests({ lists: { finished: [finished] } });
    expect(await screen.findByText('No contest is running.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('No contests yet.')).not.toBeInTheDocument();
  });

  it('gives a representative the standings without any way to change them', async () => {
    renderContests({ role: 'REPRESENTATIVE', lists: {} });
    expect(await screen.findByText('No contests yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Start one to turn this week’s calls into a race.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New contest' })).not.toBeInTheDocument();
  });

  it('shows a representative a running contest without Edit or Cancel', async () => {
    renderContests({ role: 'REPRESENTATIVE' });
    const contest = await card('Successful calls sprint');
    expect(within(contest).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'New contest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel contest' })).not.toBeInTheDocument();
  });

  it('checks a new contest before sending it', async () => {
    const { user, api } = renderContests();
    const dialog = await openNewContest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Start contest' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Week race');
    await user.click(within(dialog).getByRole('radio', { name: /Chosen employees/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Start contest' }));
    expect(await within(dialog).findByText('Choose at least one employee')).toBeInTheDocument();
    // Only active employees can be chosen.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['Amy Archer', 'Rita Rep', 'Sam Seller']);

    await user.clear(within(dialog).getByLabelText('2nd place'));
    await user.click(within(dialog).getByRole('button', { name: 'Start contest' }));
    // Left empty, an amount becomes the least it may be.
    expect(within(dialog).getByLabelText('2nd place')).toHaveValue('1');
    expect(api.calls('POST', '/point_contests')).toHaveLength(0);
  });

  it('starts a contest for the chosen employees, then refreshes the contests and every copy of the balances', async () => {
    const { user, api, queryClient } = renderContests();
    // The gift shop's copy of Rita's balance, as if the shop had been open before.
    const shopCopy = pointKeys.myBalance(projectId, rita['@id']);
    queryClient.setQueryData(shopCopy, hydraCollection([{ employee: rita['@id'], points: 40 }]));
    const dialog = await openNewContest(user);
    await user.type(within(dialog).getByLabelText('Name'), '  Week race ');
    await user.selectOptions(within(dialog).getByLabelText('Figure'), 'Call Attempts');
    expect(within(dialog).getByRole('option', { name: 'Talk time (min)' })).toBeInTheDocument();
    expect(within(dialog).getByText('7 days, counted in the project’s time zone')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the 3rd place prize' }));
    await user.clear(within(dialog).getByLabelText('2nd place'));
    await user.type(within(dialog).getByLabelText('2nd place'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    expect(within(dialog).getByLabelText('3rd place')).toHaveValue('25');
    await user.click(within(dialog).getByRole('radio', { name: /Chosen employees/ }));
    await user.type(within(dialog).getByLabelText('Search employees'), 'sam');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sam Seller' }));
    await user.clear(within(dialog).getByLabelText('Search employees'));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Rita Rep' }));
    expect(within(dialog).getByText('2 chosen')).toBeInTheDocument();
    const listCalls = api.calls('GET', `/projects/${projectId}/point_contests`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Start contest' }));

    await waitFor(() =>
      expect(api.calls('POST', '/point_contests')[0]?.body).toEqual({
        project: `/api/projects/${projectId}`,
        name: 'Week race',
        metric: 'calls',
        startsOn: today,
        endsOn: shiftDay(today, 6),
        prizes: [100, 50, 25],
        participants: [sam['@id'], rita['@id']],
      }),
    );
    expect(await screen.findByText('Contest started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('GET', `/projects/${projectId}/point_contests`).length).toBeGreaterThan(listCalls);
    expect(queryClient.getQueryState(shopCopy)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New contest' })).toHaveFocus());
  });

  it('schedules a contest that starts later, for everyone', async () => {
    const { user, api } = renderContests({
      routes: {
        'POST /point_contests': ({ body }) =>
          jsonResponse(contestFixture(9, { ...(body as Partial<PointContest>), status: 'upcoming' }), 201),
      },
    });
    const dialog = await openNewContest(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Next week');
    await user.click(within(dialog).getByRole('button', { name: /^Days: / }));
    const calendar = await screen.findByRole('dialog', { name: 'Days' });
    const day = shiftDay(today, 6);
    await user.click(calendar.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)!);
    await user.click(calendar.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)!);
    expect(within(dialog).getByText('1 day, counted in the project’s time zone')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule contest' }));
    await waitFor(() =>
      expect(api.calls('POST', '/point_contests')[0]?.body).toMatchObject({
        startsOn: day,
        endsOn: day,
        metric: 'successCalls',
        prizes: [100, 60, 30],
      }),
    );
    expect(api.calls('POST', '/point_contests')[0]?.body).not.toHaveProperty('participants');
    expect(await screen.findByText('Contest scheduled')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the days under them and keeps the dialog open', async () => {
    const { user } = renderContests({
      routes: {
        'POST /point_contests': () =>
          hydraErrorResponse(422, 'endsOn: must not be in the past', [{ propertyPath: 'endsOn', message: 'must not be in the past' }]),
      },
    });
    const dialog = await openNewContest(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Late race');
    await user.click(within(dialog).getByRole('button', { name: 'Start contest' }));
    const days = within(dialog).getByRole('group', { name: 'Days' });
    const message = await within(days).findByText('must not be in the past');
    expect(message).toHaveAttribute('role', 'alert');
    expect(days).toHaveAccessibleDescription('must not be in the past');
    expect(screen.getByRole('dialog', { name: 'New contest' })).toBeInTheDocument();
    expect(screen.queryByText('Contest started')).not.toBeInTheDocument();
  });

  it('cancels a contest after a confirmation, with a PATCH to canceled; it leaves the Running tab', async () => {
    const lists: Lists = { running: [sprint] };
    const { user, api } = renderContests({
      lists,
      routes: {
        'PATCH /point_contests/': () => {
          const canceled = { ...sprint, status: 'canceled' as const, standings: [] };
          lists.running = [];
          lists.canceled = [canceled];
          return jsonResponse(canceled);
        },
      },
    });
    const contest = await card('Successful calls sprint');
    await user.click(within(contest).getByRole('button', { name: 'Cancel contest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel “Successful calls sprint”?' });
    expect(within(confirm).getByText('No prizes will be given.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api.calls('PATCH', '/point_contests/')).toHaveLength(0);

    await user.click(within(contest).getByRole('button', { name: 'Cancel contest' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel contest' }));
    await waitFor(() => expect(api.calls('PATCH', '/point_contests/')).toHaveLength(1));
    const [patch] = api.calls('PATCH', '/point_contests/');
    expect(patch?.path).toBe(`/point_contests/${sprint.id}`);
    expect(patch?.body).toEqual({ status: 'canceled' });
    expect(patch?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    // The card is gone with the refresh; the toast still says what happened.
    expect(await screen.findByText('Contest canceled')).toBeInTheDocument();
    expect(await screen.findByText('No contest is running.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Canceled' }));
    const canceled = await card('Successful calls sprint');
    expect(within(canceled).getByText('canceled, no prizes given')).toBeInTheDocument();
    expect(within(canceled).queryByRole('table')).not.toBeInTheDocument();
  });

  it('edits the name and prizes of a running contest, sending only what changed', async () => {
    const { user, api } = renderContests();
    const contest = await card('Successful calls sprint');
    await user.click(within(contest).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contest' });
    expect(within(dialog).queryByLabelText('Figure')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Last day: / })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Calls sprint');
    await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PATCH', '/point_contests/')[0]?.body).toEqual({ name: 'Calls sprint', prizes: [100, 60, 30, 15] }),
    );
    expect(await screen.findByText('Contest saved')).toBeInTheDocument();
  });
});
