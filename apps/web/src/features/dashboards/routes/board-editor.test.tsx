import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import type { Team } from '@salespulse/contract/teams';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { fieldOfViolation } from '../lib/board-form';
import { boardFixture } from '../testing/board-fixtures';
import BoardEditor from './board-editor';

const team = boardFixture(1, { name: 'Team overview', isEnabled: false }, [
  { id: 0, title: 'Money', metric: 'payments', view: 'total', teams: [] },
  { id: 1, title: 'Calls per day', metric: 'calls', view: 'byDay', teams: [] },
]);

const teamOf = (name: string, digit: string): Team => ({
  '@id': `/api/teams/00000000-0000-4000-e000-00000000000${digit}`,
  '@type': 'Team',
  id: `00000000-0000-4000-e000-00000000000${digit}`,
  project: `/api/projects/${projectId}`,
  name,
  lead: null,
  members: [],
  createdAt: '2030-01-01T10:00:00Z',
  updatedAt: '2030-01-01T10:00:00Z',
});

const twoTeams = [teamOf('Hunters', 'a'), teamOf('Closers', 'b')];
const teamsRoute = `GET /projects/${projectId}/teams`;

function renderEditor(entry: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /dashboards/${team.id}`]: () => jsonResponse(team),
    'POST /dashboards': ({ body }) => jsonResponse({ ...boardFixture(9), ...(body as object) }, 201),
    'PATCH /dashboards/': ({ body }) => jsonResponse({ ...team, ...(body as object) }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/settings/custom-board', element: <p>Boards list</p> },
      { path: '/settings/custom-board/create', element: <BoardEditor /> },
      { path: '/settings/custom-board/:dashboardId', element: <BoardEditor /> },
    ],
    [entry],
  );
  return { ...view, api };
}

const widget = (number: number) => screen.getByRole('group', { name: `Widget ${number}` });

describe('custom board editor', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });

  it('creates a board with its widgets in order, then goes back to the list', async () => {
    const { user, api } = renderEditor('/settings/custom-board/create');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Team overview');
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    // The new widget's title takes the focus.
    expect(within(widget(1)).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.keyboard('Money');
    await user.selectOptions(within(widget(1)).getByRole('combobox', { name: 'Figure' }), 'Payments');
    await user.click(screen.getByRole('button', { name: 'Add widget' }));
    await user.type(within(widget(2)).getByRole('textbox', { name: 'Title' }), 'Managers');
    await user.selectOptions(within(widget(2)).getByRole('combobox', { name: 'Figure' }), 'Successful calls');
    await user.selectOptions(within(widget(2)).getByRole('combobox', { name: 'View' }), 'By employee');
    expect(within(widget(1)).getByRole('combobox', { name: 'Figure' })).toHaveDisplayValue('Payments');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Board saved')).toBeInTheDocument();
    expect(await screen.findByText('Boards list')).toBeInTheDocument();
    expect(api.calls('POST', '/dashboards')[0]?.body).toEqual({
      project: `/api/projects/${projectId}`,
      name: 'Team overview',
      isEnabled: true,
      widgets: [
        { title: 'Money', metric: 'payments', view: 'total', teams: [] },
        { title: 'Managers', metric: 'successCalls', view: 'byEmployee', teams: [] },
      ],
    });
  });

  it('offers every figure and view with its label', async () => {
    const { user } = renderEditor('/settings/custom-board/create');
    await user.click(await screen.findByRole('button', { name: 'Add widget' }));
    const options = (name: string) =>
      within(within(widget(1)).getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Figure')).toEqual(['Call Attempts', 'Successful calls', 'Talk time (min)', 'Bills', 'Payments', 'Tasks']);
    // The project has no teams: nothing to rank by team.
    expect(options('View')).toEqual(['Total', 'By employee', 'By day', 'Goal progress']);
  });

  it('offers the By team view once the project has teams', async () => {
    renderEditor(`/settings/custom-board/${team.id}`, { [teamsRoute]: () => jsonResponse(hydraCollection(twoTeams)) });
    await screen.findByRole('textbox', { name: 'Name' });
    await within(widget(2)).findByRole('checkbox', { name: 'Hunters' });
    const views = within(within(widget(2)).getByRole('combobox', { name: 'View' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(views).toEqual(['Total', 'By employee', 'By team', 'By day', 'Goal progress']);
  });

  it('checks the name and each title before sending anything', async () => {
    const { user, api } = renderEditor('/settings/custom-board/create');
    await user.click(await screen.findByRole('button', { name: 'Add widget' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('required field')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(widget(1)).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/dashboards')).toHaveLength(0);
  });

  it('reorders widgets with the keyboard and keeps the focus on the moved one', async () => {
    const { user, api } = renderEditor(`/settings/custom-board/${team.id}`);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Team overview');
    expect(within(widget(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(widget(2)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    within(widget(1)).getByRole('button', { name: 'Move down' }).focus();
    await user.keyboard('{Enter}');
    expect(within(widget(1)).getByRole('textbox', { name: 'Title' })).toHaveValue('Calls per day');
    expect(within(widget(2)).getByRole('textbox', { name: 'Title' })).toHaveValue('Money');
    // At the bottom Move down is off, so the focus lands on Move up of the same widget.
    await waitFor(() => expect(within(widget(2)).getByRole('button', { name: 'Move up' })).toHaveFocus());
    expect(screen.getByText('Widget moved to position 2 of 2')).toBeInTheDocument();

    await user.click(within(widget(1)).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Widget 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Board saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/dashboards/${team.id}`)[0]?.body).toEqual({
      name: 'Team overview',
      isEnabled: false,
      widgets: [{ title: 'Money', metric: 'payments', view: 'total', teams: [] }],
    });
  });

  it('limits a widget to the teams checked', async () => {
    const { user, api } = renderEditor(`/settings/custom-board/${team.id}`, {
      [teamsRoute]: () => jsonResponse(hydraCollection(twoTeams)),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    const hunters = await within(widget(2)).findByRole('checkbox', { name: 'Hunters' });
    expect(within(widget(2)).getByRole('group', { name: 'Teams' })).toHaveAccessibleDescription(/None checked: everyone/);
    expect(hunters).not.toBeChecked();
    await user.click(hunters);
    await user.click(within(widget(2)).getByRole('checkbox', { name: 'Closers' }));
    await user.click(within(widget(2)).getByRole('checkbox', { name: 'Closers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Board saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/dashboards/${team.id}`)[0]?.body).toMatchObject({
      widgets: [
        { title: 'Money', teams: [] },
        { title: 'Calls per day', teams: [twoTeams[0]!['@id']] },
      ],
    });
  });

  it('hides the team list when the project has no teams', async () => {
    renderEditor(`/settings/custom-board/${team.id}`, { [teamsRoute]: () => jsonResponse(hydraCollection([])) });
    await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('shows a team’s violation under the widget’s team list', async () => {
    const { user } = renderEditor(`/settings/custom-board/${team.id}`, {
      [teamsRoute]: () => jsonResponse(hydraCollection(twoTeams)),
      'PATCH /dashboards/': () =>
        hydraErrorResponse(422, 'widgets.1.teams.0: must be a team of this project', [
          { propertyPath: 'widgets.1.teams.0', message: 'must be a team of this project' },
        ]),
    });
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(await within(widget(2)).findByRole('checkbox', { name: 'Closers' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const teams = within(widget(2)).getByRole('group', { name: 'Teams' });
    expect(await within(teams).findByText('must be a team of this project')).toBeInTheDocument();
    expect(fieldOfViolation('widgets[1].teams')).toBe('widgets.1.teams');
  });

  it('shows the server’s violations under the widget fields', async () => {
    const { user } = renderEditor(`/settings/custom-board/${team.id}`, {
      'PATCH /dashboards/': () =>
        hydraErrorResponse(422, 'widgets.0.title: at most 60 characters', [
          { propertyPath: 'widgets.0.title', message: 'at most 60 characters' },
        ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await within(widget(1)).findByText('at most 60 characters')).toBeInTheDocument();
    expect(within(widget(1)).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.queryByText('Board saved')).not.toBeInTheDocument();
  });

  it('stops at twelve widgets', async () => {
    const { user } = renderEditor('/settings/custom-board/create');
    const add = await screen.findByRole('button', { name: 'Add widget' });
    for (let count = 0; count < 12; count += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('A board holds at most 12 widgets.')).toBeInTheDocument();
  });

  it('leaves an untouched board without asking', async () => {
    const { user } = renderEditor(`/settings/custom-board/${team.id}`);
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('link', { name: 'Custom boards' }));
    expect(await screen.findByText('Boards list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes', async () => {
    const { user } = renderEditor(`/settings/custom-board/${team.id}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('link', { name: 'Custom boards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this board are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Renamed');

    await user.click(screen.getByRole('link', { name: 'Custom boards' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Boards list')).toBeInTheDocument();
  });

  it('says so when the board does not exist', async () => {
    renderEditor(`/settings/custom-board/${team.id}`, { [`GET /dashboards/${team.id}`]: () => hydraErrorResponse(404, 'Not Found') });
    expect(await screen.findByText('This board does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Custom boards' })).toHaveAttribute('href', '/settings/custom-board');
  });
});
