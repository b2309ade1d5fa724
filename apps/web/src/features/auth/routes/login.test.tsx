import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fetchCall, mockFetch, renderAuthRoutes } from '../testing/render-auth-route';
import Login from './login';

function renderLogin(entry: Parameters<typeof renderAuthRoutes>[1] = '/auth/login') {
  return renderAuthRoutes([{ path: '/auth/login', element: <Login /> }], entry);
}

describe('login screen', () => {
  beforeEach(() => {
    useAuthStore.getState().clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the spec texts and sets the page title', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registration' })).toHaveAttribute('href', '/auth/registration');
    expect(document.title).toBe('SalesPulse | Login');
  });

  it('clears the existing session when opened', () => {
    useAuthStore.getState().setTokens({ token: 'old', refresh_token: 'old-refresh' });
    renderLogin();
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it('requires both fields without asking the server', async () => {
    const fetchSpy = mockFetch();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Enter' }));

    expect(await screen.findAllByText('required field')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a short password', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc{Enter}');

    expect(await screen.findByText('incorrect format')).toBeInTheDocument();
    expect(screen.getByText('password is too short')).toBeInTheDocument();
  });

  it('stores the tokens and returns to the previous path', async () => {
    const fetchSpy = mockFetch().mockResolvedValueOnce(jsonResponse({ token: 'access', refresh_token: 'refresh' }));
    const { user, router } = renderLogin({ pathname: '/auth/login', state: { from: '/managers?tab=1' } });

    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Enter' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/managers'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(useAuthStore.getState()).toMatchObject({ token: 'access', refreshToken: 'refresh' });
    const request = fetchCall(fetchSpy);
    expect(request).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'anna@example.com', password: 'secret-pass', rememberMe: true },
    });
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('goes to / when there is no previous path', async () => {
    mockFetch().mockResolvedValueOnce(jsonResponse({ token: 'access', refresh_token: 'refresh' }));
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message above the form when the credentials are wrong', async () => {
    mockFetch().mockResolvedValueOnce(hydraErrorResponse(401, 'Invalid email or password.'));
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Enter' })).toHaveAttribute('data-status', 'idle');
  });

  it('falls back to a generic message when the error has no description', async () => {
    mockFetch().mockResolvedValueOnce(new Response('', { status: 502 }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('only logs errors that are not answers from the server', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const consoleSpy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    await waitFor(() => expect(consoleSpy).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Enter button as pending while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch().mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');

    const button = screen.getByRole('button', { name: 'Enter' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    answer(jsonResponse({ token: 'access', refresh_token: 'refresh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('passes the previous path on to registration', async () => {
    const { user, router } = renderLogin({ pathname: '/auth/login', state: { from: '/call-board' } });
    await user.click(screen.getByRole('link', { name: 'Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration'));
    expect(router.state.location.state).toEqual({ from: '/call-board' });
  });
});
