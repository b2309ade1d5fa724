import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useThemeStore } from '@/shared/stores/theme-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoutes } from '@/test/render-routes';
import { UserMenu } from './user-menu';

function mockApi(user: { name: string } | 'error') {
  const fetchMock = vi.fn((input: string) => {
    if (input === '/api/auth/logout') return Promise.resolve(new Response(null, { status: 204 }));
    if (user === 'error') return Promise.resolve(Response.json({}, { status: 500 }));
    return Promise.resolve(Response.json({ '@id': '/api/users/u-1', '@type': 'User', id: 'u-1', email: 'a@b.co', createdAt: '', ...user }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderMenu() {
  return renderRoutes([
    { path: '/', element: <UserMenu /> },
    { path: '/auth/login', element: <p>login screen</p> },
    { path: '/user-profile', element: <p>profile screen</p> },
  ]);
}

beforeEach(() => {
  useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-1', exp: 9e9, iat: 1 }), refresh_token: 'r-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clear();
  useThemeStore.getState().setTheme('system');
});

describe('UserMenu', () => {
  it('shows the name and its first letter once the user loads', async () => {
    const fetchMock = mockApi({ name: 'maria Lopez' });
    renderMenu();
    expect(await screen.findByText('maria Lopez')).toBeInTheDocument();
    expect(screen.getByTestId('user-avatar')).toHaveTextContent('M');
    expect(fetchMock).toHaveBeenCalledWith('/api/users/u-1', expect.anything());
  });

  it('shows "U" and "Profile" when the name is missing', async () => {
    mockApi({ name: '' });
    renderMenu();
    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(screen.getByTestId('user-avatar')).toHaveTextContent('U');
  });

  it('keeps the defaults when the user cannot be loaded', async () => {
    const fetchMock = mockApi('error');
    renderMenu();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByTestId('user-avatar')).toHaveTextContent('U');
  });

  it('switches the theme from the menu', async () => {
    mockApi({ name: 'Ann' });
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Personal settings' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('logs out: revokes the refresh token, clears the session and goes to login', async () => {
    const fetchMock = mockApi({ name: 'Ann' });
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', body: '{"refresh_token":"r-1"}' }),
    );
    expect(useAuthStore.getState().token).toBeNull();
  });
});
