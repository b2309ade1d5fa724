import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { useProjectCount } from '@/shared/session/use-project-count';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse, projectFixture } from '@/test/api-responses';
import { renderRoutes } from '@/test/render-routes';
import { RequireProject } from '../guards';
import { useProjectSession } from './use-project-session';

const project = projectFixture(1, 'Acme Sales', 'ADMIN');

function Layout() {
  useProjectSession();
  const settings = useProjectSettings();
  const count = useProjectCount();
  return (
    <>
      <p>currency: {settings?.currency ?? 'unknown'}</p>
      <p>projects: {count ?? 'unknown'}</p>
      <Outlet />
    </>
  );
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function Boundary() {
  const error = useRouteError();
  return <p>boundary: {error instanceof ApiError ? error.status : 'unknown'}</p>;
}

function renderLayout() {
  return renderRoutes(
    [
      {
        element: <RequireProject />,
        errorElement: <Boundary />,
        children: [{ element: <Layout />, children: [{ path: '/managers', element: <p>managers</p> }] }],
      },
      { path: '*', element: <Where /> },
    ],
    ['/managers'],
  );
}

function serve(data: Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/projects?')) return Promise.resolve(jsonResponse({ projects: [project], total: 4 }));
    return Promise.resolve(data.clone());
  });
}

beforeEach(() => {
  useAuthStore.getState().setTokens({ token: 'token', refresh_token: 'refresh' });
  useSessionStore.getState().setProjectId(project.id, null);
});

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().clear();
  useSessionStore.getState().reset();
});

describe('project session of the main layout', () => {
  it('loads the project data, then stores the role and name and exposes the settings and count', async () => {
    const setting = { '@type': 'Setting', '@id': '/api/settings/s', id: project.id, project: project['@id'], name: 'currency', value: 'EUR' };
    const fetchSpy = serve(jsonResponse({ project, settings: [setting] }));
    renderLayout();

    expect(await screen.findByText('currency: EUR')).toBeInTheDocument();
    expect(await screen.findByText('projects: 4')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ role: 'ADMIN', projectName: 'Acme Sales' }));
    const urls = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`/api/projects/${project.id}/data`);
    expect(urls).toContain('/api/projects?itemsPerPage=1&page=1');
  });

  it('opens the project-deleted page for a deleted project', async () => {
    serve(hydraErrorResponse(410, 'The project has been deleted.'));
    const { router } = renderLayout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-deleted'));
  });

  it('forgets a project the user is no longer a member of and sends them to choose one', async () => {
    serve(hydraErrorResponse(404, 'Not Found'));
    const { router } = renderLayout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-project'));
    expect(router.state.location.state).toEqual({ from: '/managers' });
    expect(useSessionStore.getState().projectId).toBeNull();
  });

  it('hands other failures to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(hydraErrorResponse(500, 'Internal Server Error'));
    renderLayout();
    expect(await screen.findByText('boundary: 500')).toBeInTheDocument();
  });
});
