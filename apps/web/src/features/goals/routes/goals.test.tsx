import type { Goal, GoalProgress } from '@salespulse/contract/goals';
import type { Setting } from '@salespulse/contract/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId, projectIri } from '@/test/fixtures/ids';
import { projectDataRoute } from '@/test/project-data-route';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { goalFixture, progressFixture, teamFixture } from '../testing/fixtures';
import Goals from './goals';

const ann = employeeFixture(1, 'Ann Lee');
const bob = employeeFixture(2, 'Bob Stone');
const closers = teamFixture(1, 'Closers', [ann['@id'], bob['@id']]);
const setting = (name: Setting['name'], value: string): Setting => ({
  '@id': `/api/settings/${name}`,
  '@type': 'Setting',
  id: '00000000-0000-4000-8000-00000000aaaa',
  project: projectIri,
  name,
  value,
});

const projectGoal = goalFixture(1);
const teamGoal = goalFixture(2, {
  scope: 'team',
  team: closers['@id'],
  metric: 'calls',
  period: 'quarter',
  recurring: false,
  from: '2027-01-01',
  to: '2027-03-31',
  target: 3000,
  split: 'even',
});
const annGoal = goalFixture(3, {
  scope: 'employee',
  employee: ann['@id'],
  metric: 'callMinutes',
  period: 'custom',
  recurring: false,
  from: '2027-01-12',
  to: '2027-01-25',
  target: 600,
});

type Routes = Parameters<typeof fakeApi>[0];

function renderGoals(goals: Goal[], progress: GoalProgress[], routes: Routes = {}) {
  const api = fakeApi({
    ...projectDataRoute(projectId, [], [setting('currency', 'USD'), setting('timezone', 'UTC')]),
    [`GET /projects/${projectId}/goals`]: () => jsonResponse(hydraCollection(goals)),
    [`GET /projects/${projectId}/goal_progress`]: () => jsonResponse(hydraCollection(progress)),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection([closers])),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([ann, bob])),
    ...routes,
  });
  return { ...renderScreen(<Goals />, '/settings/goals'), api };
}

const rowOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

describe('Settings → Goals', () => {
  runSignedIn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00Z'));
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
  });
  afterEach(() => vi.useRealTimers());

  it('lists the goals by scope with their period, target and today’s progress', async () => {
    renderGoals(
      [annGoal, teamGoal, projectGoal],
      [
        progressFixture(projectGoal, { fact: 12_300, percent: 61.5, expected: 14_100, pace: 'behind' }),
        progressFixture(teamGoal, { goal: 'x', shareOf: teamGoal['@id'] }),
      ],
    );
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Project', 'Teams', 'People']);

    const project = within(await rowOf('Whole project · Won amount (net of refunds)'));
    expect(project.getByText(/Monthly, from Dec 2026 · Target: \$20,000/)).toBeInTheDocument();
    expect(
      project.getByRole('progressbar', {
        name: /^Whole project · Won amount \(net of refunds\): \$12,300 of \$20,000 \(61\.50%\), behind — expected \$14,100$/,
      }),
    ).toBeInTheDocument();
    // A recurring goal is not copied: it goes on by itself.
    expect(project.queryByRole('button', { name: 'Copy to next period' })).not.toBeInTheDocument();

    const team = within(await rowOf('Closers · Call attempts'));
    expect(team.getByText(/Once: Q1 2027 · Target: 3,000 · Even shares/)).toBeInTheDocument();
    // Only a member's share came back for it: the goal's own row is what the list shows.
    expect(team.getByText('No period of this goal runs today.')).toBeInTheDocument();
    expect(team.getByRole('button', { name: 'Copy to next period' })).toBeInTheDocument();

    const person = within(await rowOf('Ann Lee · Talk time (min)'));
    expect(person.getByText(/12–25 Jan 2027 · Target: 600 min/)).toBeInTheDocument();
  });

  it('explains goals when there are none yet', async () => {
    renderGoals([], []);
    expect(await screen.findByText('No goals yet')).toBeInTheDocument();
    expect(screen.getByText(/A goal sets a target for one metric/)).toBeInTheDocument();
  });

  it('says when the goals could not be loaded, and tries again', async () => {
    let attempts = 0;
    const { user } = renderGoals([], [], {
      [`GET /projects/${projectId}/goals`]: () =>
        ++attempts === 1 ? hydraErrorResponse(500, 'boom') : jsonResponse(hydraCollection([projectGoal])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The goals could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Whole project · Won amount (net of refunds)')).toBeInTheDocument();
  });

  it('creates a quarterly team goal split by weight, snapping the start to the quarter', async () => {
    const { user, api } = renderGoals([], [], {
      'POST /goals': ({ body }) => jsonResponse({ ...goalFixture(9), ...(body as object) }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New goal' }));
    await user.selectOptions(dialog.getByLabelText('Metric'), 'Won deals');
    await user.selectOptions(dialog.getByLabelText('For'), 'Team');
    await user.selectOptions(dialog.getByLabelText('Team'), 'Closers');
    await user.selectOptions(dialog.getByLabelText('Period'), 'Quarter');
    expect(dialog.getByLabelText('Quarter')).toHaveValue('2026-10-01');
    await user.selectOptions(dialog.getByLabelText('Quarter'), 'Q1 2027');
    await user.type(dialog.getByLabelText('Target (count)'), '40');
    await user.selectOptions(dialog.getByLabelText('Split between members'), 'By weight');
    const annWeight = dialog.getByLabelText('Weight of Ann Lee');
    await user.clear(annWeight);
    await user.type(annWeight, '3');
    expect(dialog.getByText('75.00% of the target')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create goal' }));
    await waitFor(() => expect(api.calls('POST', '/goals')).toHaveLength(1));
    expect(api.calls('POST', '/goals')[0]!.body).toEqual({
      project: projectIri,
      metric: 'wonDeals',
      scope: 'team',
      team: closers['@id'],
      period: 'quarter',
      recurring: false,
      from: '2027-01-01',
      target: 40,
      split: 'weighted',
      weights: { [ann['@id']]: 3, [bob['@id']]: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the progress are read again.
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/goals`).length).toBeGreaterThanOrEqual(2));
    expect(api.calls('GET', `/projects/${projectId}/goal_progress`).length).toBeGreaterThanOrEqual(2);
  });

  it('creates a recurring monthly goal for an employee and shows the API’s 422 under its field', async () => {
    const { user, api } = renderGoals([], [], {
      'POST /goals': () =>
        hydraErrorResponse(422, 'Validation failed', [{ propertyPath: 'target', message: 'must be at most 1000000000000' }]),
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New goal' }));
    await user.selectOptions(dialog.getByLabelText('For'), 'Employee');
    await user.click(dialog.getByRole('button', { name: 'Create goal' }));
    expect(dialog.getByText('Choose an employee')).toBeInTheDocument();
    expect(dialog.getByText('Enter a target greater than 0')).toBeInTheDocument();
    expect(api.calls('POST', '/goals')).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Employee'), 'Bob Stone');
    await user.click(dialog.getByRole('switch', { name: 'Repeat every period' }));
    expect(dialog.getByLabelText('First period')).toHaveValue('2026-12');
    await user.type(dialog.getByLabelText('Target (USD)'), '5000');
    await user.click(dialog.getByRole('button', { name: 'Create goal' }));
    expect(await dialog.findByText('must be at most 1000000000000')).toBeInTheDocument();
    expect(api.calls('POST', '/goals')[0]!.body).toEqual({
      project: projectIri,
      metric: 'payments',
      scope: 'employee',
      employee: bob['@id'],
      period: 'month',
      recurring: true,
      from: '2026-12-01',
      to: null,
      target: 5000,
    });
  });

  it('hides the repeat switch for a custom range and sends both of its days', async () => {
    const { user, api } = renderGoals([], [], {
      'POST /goals': ({ body }) => jsonResponse({ ...goalFixture(9), ...(body as object) }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New goal' }));
    await user.selectOptions(dialog.getByLabelText('Period'), 'Custom range');
    expect(dialog.queryByRole('switch')).not.toBeInTheDocument();
    // A date input takes a whole day at a time (as the browser's picker gives it).
    fireEvent.change(dialog.getByLabelText('First day'), { target: { value: '2027-01-12' } });
    fireEvent.change(dialog.getByLabelText('Last day'), { target: { value: '2027-01-25' } });
    await user.type(dialog.getByLabelText('Target (USD)'), '900');
    await user.click(dialog.getByRole('button', { name: 'Create goal' }));
    await waitFor(() => expect(api.calls('POST', '/goals')).toHaveLength(1));
    expect(api.calls('POST', '/goals')[0]!.body).toMatchObject({
      period: 'custom',
      recurring: false,
      from: '2027-01-12',
      to: '2027-01-25',
      target: 900,
    });
  });

  it('snaps a picked day to the Monday of its week and says which week it is', async () => {
    const { user } = renderGoals([], []);
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New goal' }));
    await user.selectOptions(dialog.getByLabelText('Period'), 'Week');
    expect(dialog.getByLabelText('Week')).toHaveValue('2026-11-30');
    fireEvent.change(dialog.getByLabelText('Week'), { target: { value: '2026-12-17' } });
    expect(dialog.getByLabelText('Week')).toHaveValue('2026-12-14');
    expect(dialog.getByText('Weeks run Monday to Sunday: 14–20 Dec 2026')).toBeInTheDocument();
  });

  it('edits a goal’s target with a merge-patch of what changed', async () => {
    const { user, api } = renderGoals([projectGoal], [], {
      'PATCH /goals/': ({ body }) => jsonResponse({ ...projectGoal, ...(body as object) }),
    });
    const row = within(await rowOf('Whole project · Won amount (net of refunds)'));
    await user.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit goal' }));
    await user.clear(dialog.getByLabelText('Target (USD)'));
    await user.type(dialog.getByLabelText('Target (USD)'), '25000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/goals/${projectGoal.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/goals/${projectGoal.id}`)[0]!.body).toEqual({ target: 25_000 });
    expect(api.calls('PATCH', `/goals/${projectGoal.id}`)[0]!.headers.get('Content-Type')).toBe('application/merge-patch+json');
  });

  it('copies a one-time goal to the next period', async () => {
    const { user, api } = renderGoals([teamGoal], [], {
      [`POST /goals/${teamGoal.id}/copy_next`]: () => jsonResponse(goalFixture(8), 201),
    });
    const row = within(await rowOf('Closers · Call attempts'));
    await user.click(row.getByRole('button', { name: 'Copy to next period' }));
    expect(await screen.findByText('Goal copied to Q2 2027')).toBeInTheDocument();
    expect(api.calls('POST', `/goals/${teamGoal.id}/copy_next`)[0]!.body).toEqual({});
  });

  it('deletes a goal once it is confirmed', async () => {
    const { user, api } = renderGoals([annGoal], [], { 'DELETE /goals/': () => noContent() });
    const row = within(await rowOf('Ann Lee · Talk time (min)'));
    await user.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this goal?' }));
    expect(dialog.getByText('Ann Lee · Talk time (min), 12–25 Jan 2027. Its progress is no longer shown anywhere.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/goals/')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/goals/${annGoal.id}`)).toHaveLength(1));
    expect(await screen.findByText('Goal deleted')).toBeInTheDocument();
  });
});
