import type { ManagersResponse, ManagersTeamRow } from '@salespulse/contract/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runAnalyticsScreen, teamFixture } from '@/shared/analytics/testing/fixtures';
import { useAuthStore } from '@/shared/stores/auth-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeJwt } from '@/test/fake-jwt';
import { projectId } from '@/test/fixtures/ids';
import { runSignedIn } from '@/test/signed-in';
import { answer, gina, posted, progress, renderManagers, rita, row, sam } from '../testing/managers-fixtures';

const hunters = teamFixture(1, 'Hunters', [rita['@id']]);
const farmers = teamFixture(2, 'Farmers', [sam['@id']]);
const teamRow = (team: typeof hunters, count: number): ManagersTeamRow => {
  const { employee: _employee, ...metrics } = row(null, 1, { count, conversion: 10 });
  return { team: team['@id'], name: team.name, ...metrics };
};
const withTeams: ManagersResponse = { ...answer, teams: [teamRow(farmers, 5), teamRow(hunters, 2)] };

describe('Managers screen with teams', () => {
  runSignedIn();
  runAnalyticsScreen();

  it('filters by team, and shows the team totals rows above the total with the day they are as of', async () => {
    const { user, api, router } = renderManagers(
      '/managers',
      { 'POST /analytics/managers': () => jsonResponse(withTeams) },
      { employees: [rita, sam, gina], teams: [farmers, hunters] },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-4)).toHaveTextContent(/^Teams$/);
    expect(
      rows.slice(-3).map((r) => [within(r).getByRole('rowheader').textContent, within(r).getAllByRole('cell')[0]!.textContent]),
    ).toEqual([
      ['Farmers', '5'],
      ['Hunters', '2'],
      ['Total', '50'],
    ]);
    expect(screen.getByText('Teams as of 18 Mar 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Team: All' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Team' })).getByRole('checkbox', { name: 'Hunters' }));
    await waitFor(() => expect(posted(api)).toHaveLength(2));
    expect(posted(api)[1]!.teams).toEqual([hunters['@id']]);
    expect(router.state.location.search).toBe(`?team=${hunters.id}`);
    expect(screen.getByRole('button', { name: 'Team: Hunters' })).toBeInTheDocument();
  });

  it('shows a team goal on its team row', async () => {
    renderManagers(
      '/managers',
      {
        'POST /analytics/managers': () => jsonResponse(withTeams),
        [`GET /projects/${projectId}/goal_progress`]: () =>
          jsonResponse(
            hydraCollection([
              progress({ goal: '/api/goals/t', scope: 'team', employee: null, team: hunters['@id'], fact: 300, met: false }),
            ]),
          ),
      },
      { employees: [rita, sam, gina], teams: [farmers, hunters] },
    );
    const hunterRow = (await screen.findByRole('rowheader', { name: 'Hunters' })).closest('tr')!;
    expect(within(hunterRow).getByRole('progressbar', { name: /^Hunters: / })).toHaveAttribute('aria-valuenow', '300');
    const farmerRow = screen.getByRole('rowheader', { name: 'Farmers' }).closest('tr')!;
    expect(within(farmerRow).queryByRole('progressbar')).toBeNull();
  });

  it('leaves the team filter and rows out when the project has no teams', async () => {
    renderManagers();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Employees: All' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Team:/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Teams as of/)).not.toBeInTheDocument();
  });

  it('exports the team rows between the managers and the total', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderManagers(
      '/managers',
      { 'POST /analytics/managers': () => jsonResponse(withTeams) },
      { teams: [farmers, hunters] },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await created[0]!.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines.slice(-3).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['Farmers,5', 'Hunters,2', 'Total,50']);
  });
});

describe('Managers screen for a representative', () => {
  runSignedIn();
  runAnalyticsScreen('REPRESENTATIVE');
  // Signed in as Rita (the first employee the fake answers with), a member of Hunters.
  const signInAsRita = () =>
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-rita', iat: 1_773_800_000, exp: 2_000_000_000 }), refresh_token: 'r' });

  it('opens filtered to their team, which they can clear', async () => {
    signInAsRita();
    const { user, api, router } = renderManagers('/managers', {}, { employees: [rita, sam], teams: [farmers, hunters] });
    await screen.findByRole('table');
    // The first request already has the team: the whole project was never asked for.
    expect(posted(api)[0]!.teams).toEqual([hunters['@id']]);
    expect(router.state.location.search).toBe(`?team=${hunters.id}`);

    await user.click(screen.getByRole('button', { name: 'Team: Hunters' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Team' })).getByRole('checkbox', { name: 'Hunters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(posted(api).at(-1)!.teams).toBeUndefined());
    expect(posted(api).every((body, i) => i === 0 || body.teams === undefined)).toBe(true);
  });

  it('keeps the employees a link names, adding no team', async () => {
    signInAsRita();
    const { api, router } = renderManagers(`/managers?employee=${sam.id}`, {}, { employees: [rita, sam], teams: [farmers, hunters] });
    await screen.findByRole('table');
    expect(posted(api)[0]!.teams).toBeUndefined();
    expect(router.state.location.search).toBe(`?employee=${sam.id}`);
  });

  it('adds no team when they are in none', async () => {
    signInAsRita();
    const { api } = renderManagers('/managers', {}, { employees: [rita, sam], teams: [farmers] });
    await screen.findByRole('table');
    expect(posted(api)[0]!.teams).toBeUndefined();
  });
});
