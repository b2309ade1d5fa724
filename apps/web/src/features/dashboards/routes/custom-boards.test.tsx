import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { boardFixture } from '../testing/board-fixtures';
import CustomBoards from './custom-boards';

const team = boardFixture(1, { name: 'Team overview' }, [
  { id: 0, title: 'Money', metric: 'payments', view: 'total', teams: [] },
  { id: 1, title: 'Calls', metric: 'calls', view: 'byDay', teams: [] },
]);
const old = boardFixture(2, { name: 'Old board', isEnabled: false }, [
  { id: 0, title: 'Bills', metric: 'bills', view: 'total', teams: [] },
]);
const boardsPath = `/projects/${projectId}/dashboards`;

function renderList(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET ${boardsPath}`]: () => jsonResponse(hydraCollection([team, old])),
    'PATCH /dashboards/': ({ body, path }) =>
      jsonResponse({ ...[team, old].find((board) => path.endsWith(board.id)), ...(body as object) }),
    ...routes,
  });
  return { ...renderScreen(<CustomBoards />, '/settings/custom-board'), api };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('custom boards list', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });

  it('shows each board with its widget count, switch and links', async () => {
    const { api } = renderList();
    await screen.findByText('Team overview');
    expect(api.calls('GET', boardsPath)[0]?.path).toBe(`${boardsPath}?itemsPerPage=50&page=1`);
    expect(row('Team overview')).toHaveTextContent('2 widgets');
    expect(row('Old board')).toHaveTextContent('1 widget');
    expect(within(row('Team overview')).getByRole('switch', { name: 'Enabled: Team overview' })).toBeChecked();
    expect(within(row('Old board')).getByRole('switch', { name: 'Enabled: Old board' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Edit Old board' })).toHaveAttribute('href', `/settings/custom-board/${old.id}`);
    expect(screen.getByRole('link', { name: 'New board' })).toHaveAttribute('href', '/settings/custom-board/create');
  });

  it('turns a board off and on with a merge-patch of isEnabled', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('switch', { name: 'Enabled: Team overview' }));
    expect(await screen.findByText('Team overview disabled')).toBeInTheDocument();
    const [disable] = api.calls('PATCH', `/dashboards/${team.id}`);
    expect(disable?.body).toEqual({ isEnabled: false });
    expect(disable?.headers.get('content-type')).toBe('application/merge-patch+json');

    await user.click(screen.getByRole('switch', { name: 'Enabled: Old board' }));
    expect(await screen.findByText('Old board enabled')).toBeInTheDocument();
    expect(api.calls('PATCH', `/dashboards/${old.id}`)[0]?.body).toEqual({ isEnabled: true });
  });

  it('toasts a refused toggle', async () => {
    const { user } = renderList({ 'PATCH /dashboards/': () => hydraErrorResponse(409, 'The board is being deleted.') });
    await user.click(await screen.findByRole('switch', { name: 'Enabled: Team overview' }));
    expect(await screen.findByText('The board is being deleted.')).toBeInTheDocument();
  });

  it('deletes a board only after confirmation', async () => {
    const { user, api } = renderList({ 'DELETE /dashboards/': () => noContent() });
    await user.click(await screen.findByRole('button', { name: 'Delete Old board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old board?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/dashboards/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old board' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Board deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `/dashboards/${old.id}`)).toHaveLength(1);
    // The list is asked again after the deletion.
    expect(api.calls('GET', boardsPath).length).toBeGreaterThan(1);
  });

  it('says so when the project has no board yet, with one call to action', async () => {
    renderList({ [`GET ${boardsPath}`]: () => jsonResponse(hydraCollection([])) });
    expect(await screen.findByRole('heading', { name: 'No custom boards yet.' })).toBeInTheDocument();
    expect(screen.getByText('Create a board to put the figures your team follows on one screen.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New board' })).toHaveLength(1);
  });

  it('offers a retry when the list fails to load', async () => {
    renderList({ [`GET ${boardsPath}`]: () => hydraErrorResponse(500, 'Boom') });
    expect(await screen.findByText('The boards could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
