import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import GeneralSettings from '../routes/general-settings';
import { projectDataFixture } from '../testing/fixtures';

function renderAt(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture([])),
    [`DELETE /projects/${projectId}`]: () => noContent(),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/settings/main', element: <GeneralSettings /> },
      { path: '/project-deleted', element: <p>deleted page</p> },
    ],
    ['/settings/main'],
  );
  return { ...view, api };
}

describe('deleting the project', () => {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-1', exp: 9e9, iat: 1 }), refresh_token: 'r' });
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
    useSessionStore.getState().setRole('OWNER');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
    useSessionStore.getState().reset();
  });

  it('is not offered to an admin', async () => {
    useSessionStore.getState().setRole('ADMIN');
    renderAt();
    expect(await screen.findByLabelText('Project name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
  });

  it('asks for the project name, deletes, and goes to the project-deleted page', async () => {
    const { user, api, router } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Sales?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    expect(confirm).toBeDisabled();

    const field = within(dialog).getByLabelText('Type the project name, Acme Sales, to confirm');
    await user.type(field, 'Acme');
    await user.keyboard('{Enter}');
    expect(api.calls('DELETE', `/projects/${projectId}`)).toHaveLength(0);
    await user.type(field, ' Sales');
    expect(confirm).toBeEnabled();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('deleted page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project-deleted');
    expect(api.calls('DELETE', `/projects/${projectId}`)).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog and stays', async () => {
    const { user, router } = renderAt({
      [`DELETE /projects/${projectId}`]: () => hydraErrorResponse(403, 'Only an owner can delete the project.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Type the project name/), 'Acme Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an owner can delete the project.');
    expect(router.state.location.pathname).toBe('/settings/main');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
