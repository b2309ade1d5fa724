import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { useProjectCount } from '@/shared/session/use-project-count';
import { useProjectSettings } from '@/shared/session/use-project-settings';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, projectFixture } from '@/test/api-responses';
import { fakeJwt } from '@/test/fake-jwt';
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

const userId = '00000000-0000-4000-a000-0000000000aa';
// The employee record says REPRESENTATIVE while the project answer says ADMIN: the record wins.
const me = {
  '@id': '/api/employees/e-me',
  '@type': 'Employee',
  id: 'e-me',
  project: project['@id'],
  role: 'REPRESENTATIVE',
  status: 'active',
  user: { '@id': `/api/users/${userId}`, id: userId, name: 'Me', email: 'me@example.com' },
  schedules: [],
  createdAt: '2025-01-01T00:00:00Z',
};

function serve(data: Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/projects?')) return Promise.resolve(jsonResponse({ projects: [project], total: 4 }));
    if (url.startsWith(`/api/projects/${project.id}/employees?`))
      return Promise.resolve(jsonResponse(hydraCollection(url.includes(encodeURIComponent(`/api/users/${userId}`)) ? [me] : [])));
    return Promise.resolve(data.clone());
  });
}

beforeEach(() => {
  useAuthStore.getState().setTokens({ token: fakeJwt({ userid: userId, iat: 1, exp: 9e9 }), refresh_token: 'refresh' });
  useSessionStore.getState().setProjectId(project.id, null);
});

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().clear();
  useSessionStore.getState().reset();
});

describe('project session of the main layout', () => {
  it('loads the project data and the user’s employee record, stores the record’s role and the name, exposes the settings and count', async () => {
    const setting = {
      '@type': 'Setting',
      '@id': '/api/settings/s',
      id: project.id,
      project: project['@id'],
      name: 'currency',
      value: 'EUR',
    };
    const fetchSpy = serve(jsonResponse({ project, settings: [setting] }));
    renderLayout();

    expect(await screen.findByText('currency: EUR')).toBeInTheDocument();
    expect(await screen.findByText('projects: 4')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ role: 'REPRESENTATIVE', projectName: 'Acme Sales' }));
    const urls = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`/api/projects/${project.id}/employees?itemsPerPage=1&user%5B%5D=${encodeURIComponent(`/api/users/${userId}`)}`);
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
