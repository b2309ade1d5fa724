import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { renderRoutes } from '@/test/render-routes';
import { RequireAuth, RequireProject } from './guards';
import { RequirePermission } from './require-permission';

function ShowFrom() {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? String(state.from) : '';
  return <p>from: {from}</p>;
}

const routes = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/auth/login', element: <ShowFrom /> },
      { path: '/select-project', element: <ShowFrom /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/user-profile', element: <p>profile</p> },
          {
            element: <RequireProject />,
            children: [
              { path: '/managers', element: <p>managers</p> },
              {
                path: '/settings',
                element: <RequirePermission permission="project.settings" />,
                children: [{ index: true, element: <p>settings</p> }],
              },
              {
                path: '/gift-shop',
                element: <RequirePermission permission="project.access" setting={{ name: 'gift_shop_enabled', value: '1' }} />,
                children: [{ index: true, element: <p>gift shop</p> }],
              },
            ],
          },
        ],
      },
    ],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().clear();
  useSessionStore.getState().reset();
});

function signIn() {
  useAuthStore.getState().setTokens({ token: 'token', refresh_token: 'refresh' });
}

describe('guards', () => {
  it('sends a signed-out user to login, keeping path and query', async () => {
    renderRoutes(routes, ['/managers?from=2024-01-01']);
    expect(await screen.findByText('from: /managers?from=2024-01-01')).toBeInTheDocument();
  });

  it('lets a signed-in user without a project open pages that need no project', async () => {
    signIn();
    renderRoutes(routes, ['/user-profile']);
    expect(await screen.findByText('profile')).toBeInTheDocument();
  });

  it('sends a user without a selected project to /select-project, keeping the path', async () => {
    signIn();
    renderRoutes(routes, ['/managers']);
    expect(await screen.findByText('from: /managers')).toBeInTheDocument();
  });

  it('renders the page when signed in with a project', async () => {
    signIn();
    useSessionStore.getState().setProjectId('p-1', 'Acme');
    renderRoutes(routes, ['/managers']);
    expect(await screen.findByText('managers')).toBeInTheDocument();
  });

  it('renders nothing while the role is unknown', async () => {
    signIn();
    useSessionStore.getState().setProjectId('p-1');
    renderRoutes(routes, ['/settings']);
    await Promise.resolve();
    expect(screen.queryByText('settings')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the page for a role holding the permission', async () => {
    signIn();
    useSessionStore.getState().setProjectId('p-1');
    useSessionStore.getState().setRole('ADMIN');
    renderRoutes(routes, ['/settings']);
    expect(await screen.findByText('settings')).toBeInTheDocument();
  });

  it('raises 403 for a role without the permission', async () => {
    // React and the router log the caught error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    useSessionStore.getState().setProjectId('p-1');
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderRoutes(routes, ['/settings']);
    expect(await screen.findByRole('heading', { name: 'Restricted access' })).toBeInTheDocument();
    expect(screen.queryByText('settings')).not.toBeInTheDocument();
  });

  it('keeps a setting-gated page hidden while project settings are unknown', async () => {
    signIn();
    useSessionStore.getState().setProjectId('p-1');
    useSessionStore.getState().setRole('OWNER');
    renderRoutes(routes, ['/gift-shop']);
    await Promise.resolve();
    expect(screen.queryByText('gift shop')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
