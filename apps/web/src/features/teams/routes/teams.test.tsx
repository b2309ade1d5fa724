import type { Team } from '@salespulse/contract/teams';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId, projectIri } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { membershipFixture, teamFixture } from '../testing/fixtures';
import Teams from './teams';

const ann = employeeFixture(1, 'Ann Lee');
const bob = employeeFixture(2, 'Bob Stone');
const cleo = employeeFixture(3, 'Cleo Park');
const dan = employeeFixture(4, 'Dan Ortiz');
const eve = employeeFixture(5, 'Eve Former', { status: 'inactive' });
const alpha = teamFixture(1, 'Alpha', { lead: ann['@id'], members: [ann['@id'], bob['@id']] });
const beta = teamFixture(2, 'Beta', { members: [cleo['@id']] });

type Routes = Parameters<typeof fakeApi>[0];

function renderTeams(routes: Routes = {}, teams: Team[] = [alpha, beta]) {
  const api = fakeApi({
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([dan, cleo, bob, ann, eve])),
    [`GET /projects/${projectId}/teams`]: () => jsonResponse(hydraCollection(teams)),
    'POST /teams': ({ body }) => jsonResponse({ ...teamFixture(3, ''), ...(body as object) }, 201),
    'PATCH /teams/': ({ path, body }) => jsonResponse({ ...teams.find((team) => path.endsWith(team.id)), ...(body as object) }),
    'DELETE /teams/': () => noContent(),
    ...routes,
  });
  const view = renderRoutes([{ path: '/settings/teams', element: <Teams /> }], ['/settings/teams']);
  return { ...view, api };
}

// The first render of a file also pays for loading the screen's modules.
const rowOf = async (name: string) => (await screen.findByRole('heading', { name, level: 3 }, { timeout: 3000 })).closest('li')!;

describe('Teams screen', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('lists each team with its lead, member count and member names', async () => {
    renderTeams();
    const row = await rowOf('Alpha');
    expect(within(row).getByText(/Lead: Ann Lee/)).toBeInTheDocument();
    expect(within(row).getByText(/2 members/)).toBeInTheDocument();
    const chips = within(row).getByRole('list', { name: '2 members' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Ann Lee', 'Bob Stone']);
    const other = await rowOf('Beta');
    expect(within(other).getByText(/No lead/)).toBeInTheDocument();
    expect(within(other).getByText(/1 member$/)).toBeInTheDocument();
    expect(screen.getByText('2 teams')).toBeInTheDocument();
  });

  it('explains what teams are for when there are none, and opens the dialog from there', async () => {
    const { user } = renderTeams({}, []);
    expect(await screen.findByText('No teams yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/goals per team, filter the boards by team and see each team's totals/)).toBeInTheDocument();
    const empty = screen.getByText('No teams yet').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('dialog', { name: 'Create team' })).toBeInTheDocument();
  });

  it('shows a failed load in place with a way to try again', async () => {
    let failures = 1;
    const { user } = renderTeams({
      [`GET /projects/${projectId}/teams`]: () =>
        failures-- > 0 ? hydraErrorResponse(503, 'unavailable') : jsonResponse(hydraCollection([alpha])),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('The teams could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Alpha')).toBeInTheDocument();
  });

  it('creates a team: searches employees, says who moves from another team, sends lead and members', async () => {
    const { user, api } = renderTeams();
    await rowOf('Alpha');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.type(within(dialog).getByLabelText('Name'), '  Gamma ');
    // The inactive employee is not offered; everyone else is, by name.
    const picker = within(dialog).getByRole('group', { name: 'Members' });
    expect(
      within(picker)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')!.querySelector('label')!.textContent),
    ).toEqual(['Ann Lee', 'Bob Stone', 'Cleo Park', 'Dan Ortiz']);
    await user.type(within(picker).getByLabelText('Search employees'), 'cle');
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(1);
    const cleoBox = within(picker).getByLabelText('Cleo Park');
    // Someone in another team says which; once picked, the hint stands out.
    const hint = within(cleoBox.closest('li')!).getByText('moves from Beta');
    expect(cleoBox).toHaveAccessibleDescription('moves from Beta');
    expect(hint).not.toHaveAttribute('data-selected');
    await user.click(cleoBox);
    expect(hint).toHaveAttribute('data-selected', 'true');
    await user.clear(within(picker).getByLabelText('Search employees'));
    await user.type(within(picker).getByLabelText('Search employees'), 'zz');
    expect(within(picker).getByText('No employees match “zz”.')).toBeInTheDocument();
    await user.clear(within(picker).getByLabelText('Search employees'));
    await user.click(within(picker).getByLabelText('Dan Ortiz'));
    expect(within(picker).getByText('2 selected')).toBeInTheDocument();
    // A chip takes a member out again.
    await user.click(within(picker).getByRole('button', { name: 'Remove Dan Ortiz' }));
    expect(within(picker).getByLabelText('Dan Ortiz')).not.toBeChecked();
    await user.click(within(picker).getByLabelText('Dan Ortiz'));
    await user.selectOptions(within(dialog).getByLabelText('Lead'), 'Dan Ortiz');
    expect(within(within(dialog).getByLabelText('Lead')).queryByRole('option', { name: 'Eve Former' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await waitFor(() =>
      expect(api.calls('POST', '/teams')[0]?.body).toEqual({
        project: projectIri,
        name: 'Gamma',
        lead: dan['@id'],
        members: [cleo['@id'], dan['@id']],
      }),
    );
    expect(await screen.findByText('Team created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again.
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/teams`).length).toBeGreaterThan(1));
  });

  it('checks the name before sending, and shows the server’s violations on the fields', async () => {
    const { user, api } = renderTeams({
      'POST /teams': () =>
        hydraErrorResponse(422, 'name: a team with this name already exists', [
          { propertyPath: 'name', message: 'a team with this name already exists' },
          { propertyPath: 'members[1]', message: 'must be an employee of this project' },
        ]),
    });
    await rowOf('Alpha');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('required field')).toBeInTheDocument();
    expect(api.calls('POST', '/teams')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Alpha');
    await user.click(within(dialog).getByLabelText('Ann Lee'));
    await user.click(within(dialog).getByLabelText('Dan Ortiz'));
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await within(dialog).findByText('a team with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByText('Dan Ortiz: must be an employee of this project')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create team' })).toBeInTheDocument();
  });

  it('edits a team with a merge-patch of what changed; members replace the current ones', async () => {
    const { user, api } = renderTeams();
    await user.click(within(await rowOf('Alpha')).getByRole('button', { name: 'Edit Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Alpha');
    expect(within(dialog).getByLabelText('Lead')).toHaveValue(ann['@id']);
    // The team's own members carry no "moves from" hint; only Cleo (in Beta) does.
    expect(within(dialog).queryByText(/moves from Alpha/)).not.toBeInTheDocument();
    expect(within(dialog).getAllByText(/^moves from/)).toHaveLength(1);
    expect(within(within(dialog).getByLabelText('Cleo Park').closest('li')!).getByText('moves from Beta')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Alpha squad');
    await user.click(within(dialog).getByLabelText('Bob Stone'));
    await user.click(within(dialog).getByLabelText('Cleo Park'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/teams/${alpha.id}`)[0]?.body).toEqual({ name: 'Alpha squad', members: [ann['@id'], cleo['@id']] }),
    );
    expect(await screen.findByText('Team saved')).toBeInTheDocument();
  });

  it('sends nothing when an edit changes nothing, and clears the lead as null', async () => {
    const { user, api } = renderTeams();
    await user.click(within(await rowOf('Alpha')).getByRole('button', { name: 'Edit Alpha' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH', '/teams/')).toHaveLength(0);

    await user.click(within(await rowOf('Alpha')).getByRole('button', { name: 'Edit Alpha' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    await user.selectOptions(within(dialog).getByLabelText('Lead'), 'No lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/teams/${alpha.id}`)[0]?.body).toEqual({ lead: null }));
  });

  it('deletes a team after a confirmation that past figures stay with it', async () => {
    const { user, api } = renderTeams();
    await user.click(within(await rowOf('Beta')).getByRole('button', { name: 'Delete Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beta?' });
    expect(dialog).toHaveTextContent('Past figures stay with the team.');
    expect(api.calls('DELETE', '/teams/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(api.calls('DELETE', `/teams/${beta.id}`)).toHaveLength(1));
    expect(await screen.findByText('Team deleted')).toBeInTheDocument();
  });

  it('shows a team’s membership history on request: who joined and left when, newest first', async () => {
    const { user, api } = renderTeams({
      [`GET /teams/${alpha.id}/memberships`]: () =>
        jsonResponse(
          hydraCollection([
            membershipFixture(alpha, bob['@id'], '2026-12-01'),
            membershipFixture(alpha, cleo['@id'], '2026-11-03', '2026-11-30'),
            membershipFixture(alpha, ann['@id'], '2026-11-03'),
          ]),
        ),
    });
    const row = await rowOf('Alpha');
    expect(api.calls('GET', `/teams/${alpha.id}/memberships`)).toHaveLength(0);
    const toggle = within(row).getByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = await within(row).findByRole('list', { name: 'Membership history of Alpha' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Bob StoneMember since 1 Dec 2026Current',
      'Cleo ParkMember from 3 Nov 2026 to 30 Nov 2026Left',
      'Ann LeeMember since 3 Nov 2026Current',
    ]);
    await user.click(toggle);
    expect(within(row).queryByRole('list', { name: 'Membership history of Alpha' })).not.toBeInTheDocument();
  });

  it('says so when a team has no history yet, and when the history fails to load', async () => {
    const { user } = renderTeams({
      [`GET /teams/${alpha.id}/memberships`]: () => jsonResponse(hydraCollection([])),
      [`GET /teams/${beta.id}/memberships`]: () => hydraErrorResponse(503, 'unavailable'),
    });
    await user.click(within(await rowOf('Alpha')).getByRole('button', { name: 'History' }));
    expect(await within(await rowOf('Alpha')).findByText('Nobody has been in this team yet.')).toBeInTheDocument();
    await user.click(within(await rowOf('Beta')).getByRole('button', { name: 'History' }));
    expect(await within(await rowOf('Beta')).findByText('The history could not be loaded.')).toBeInTheDocument();
  });
});
