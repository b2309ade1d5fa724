import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fetchCall, mockFetch, renderAuthRoutes } from '../testing/render-auth-route';
import Login from './login';
import Registration from './registration';

function renderRegistration(entry: Parameters<typeof renderAuthRoutes>[1] = '/auth/registration') {
  return renderAuthRoutes([{ path: '/auth/registration', element: <Registration /> }], entry);
}

const createdUser = {
  '@id': '/api/users/0b9a0e1e-0a47-4a4f-9d0e-6c2c1c0f8b11',
  '@type': 'User',
  id: '0b9a0e1e-0a47-4a4f-9d0e-6c2c1c0f8b11',
  name: 'Anna',
  email: 'anna@example.com',
  createdAt: '2025-01-01T00:00:00Z',
};

async function fillForm(user: ReturnType<typeof renderRegistration>['user'], repeat = 'long-enough') {
  await user.type(screen.getByLabelText('Name'), 'Anna');
  await user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
}

describe('registration screen', () => {
  beforeEach(() => {
    useAuthStore.getState().clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fields with their autocomplete hints', () => {
    renderRegistration();
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Repeat the password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registration' })).toBeInTheDocument();
  });

  it('requires every field', async () => {
    const fetchSpy = mockFetch();
    const { user } = renderRegistration();
    await user.click(screen.getByRole('button', { name: 'Registration' }));

    expect(await screen.findAllByText('required field')).toHaveLength(3);
    expect(screen.getByText('please confirm password')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a malformed email, a short password and a repeat that does not match', async () => {
    const { user } = renderRegistration();
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'anna@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'other{Enter}');

    expect(await screen.findByText('incorrect format')).toBeInTheDocument();
    expect(screen.getByText('password should be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('passwords should match')).toBeInTheDocument();
  });

  it('flags passwords that do not match', async () => {
    const { user } = renderRegistration();
    await fillForm(user, 'long-enougj');
    await user.click(screen.getByRole('button', { name: 'Registration' }));

    expect(await screen.findByText('passwords should match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers, signs in with the same credentials and goes to project selection', async () => {
    const fetchSpy = mockFetch()
      .mockResolvedValueOnce(jsonResponse(createdUser, 201))
      .mockResolvedValueOnce(jsonResponse({ token: 'access', refresh_token: 'refresh' }));
    const { user, router } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/select-project'));
    expect(fetchCall(fetchSpy, 0)).toMatchObject({
      url: '/api/users',
      method: 'POST',
      body: { name: 'Anna', email: 'anna@example.com', plainPassword: 'long-enough' },
    });
    expect(fetchCall(fetchSpy, 0).headers.get('Authorization')).toBeNull();
    expect(fetchCall(fetchSpy, 1)).toMatchObject({
      url: '/api/auth/login',
      body: { email: 'anna@example.com', password: 'long-enough' },
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'access', refreshToken: 'refresh' });
  });

  it('goes to the previous path after registering when there is one', async () => {
    mockFetch()
      .mockResolvedValueOnce(jsonResponse(createdUser, 201))
      .mockResolvedValueOnce(jsonResponse({ token: 'access', refresh_token: 'refresh' }));
    const { user, router } = renderRegistration({ pathname: '/auth/registration', state: { from: '/invite/abc' } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/abc'));
  });

  it('puts the first server violation under its field and toasts every violation', async () => {
    mockFetch().mockResolvedValueOnce(
      hydraErrorResponse(422, 'email: this email is already registered\nplainPassword: password is too common', [
        { propertyPath: 'email', message: 'this email is already registered' },
        { propertyPath: 'plainPassword', message: 'password is too common' },
      ]),
    );
    const toastError = vi.spyOn(toast, 'error');
    const { user, router } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('this email is already registered');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');

    const toasts = await screen.findAllByText('password is too common');
    expect(toasts).toHaveLength(1);
    expect(screen.getAllByText('this email is already registered')).toHaveLength(2);
    expect(toastError).toHaveBeenCalledTimes(2);
    expect(toastError).toHaveBeenCalledWith('password is too common', expect.objectContaining({ autoClose: 8000 }));
    expect(router.state.location.pathname).toBe('/auth/registration');
    expect(useAuthStore.getState().token).toBeNull();
    // The address has an account: the form shows the ways into it.
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('link', { name: 'Log in with this email' })).toHaveAttribute('href', '/auth/login');
  });

  it('takes an address that has an account to the login, filled in', async () => {
    mockFetch().mockResolvedValueOnce(
      hydraErrorResponse(422, 'email: this email is already registered', [
        { propertyPath: 'email', message: 'this email is already registered' },
      ]),
    );
    const { user, router } = renderAuthRoutes(
      [
        { path: '/auth/registration', element: <Registration /> },
        { path: '/auth/login', element: <Login /> },
      ],
      '/auth/registration',
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    await user.click(await screen.findByRole('link', { name: 'Log in with this email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('maps a violation on plainPassword to the password field', async () => {
    mockFetch().mockResolvedValueOnce(
      hydraErrorResponse(422, 'plainPassword: password is too common', [
        { propertyPath: 'plainPassword', message: 'password is too common' },
      ]),
    );
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('toasts the server description when there are no violations', async () => {
    mockFetch().mockResolvedValueOnce(hydraErrorResponse(429, 'Too many requests, try again in a minute.'));
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    const toast = await screen.findByText('Too many requests, try again in a minute.');
    expect(toast.closest('.Toastify')).not.toBeNull();
  });

  it('toasts "Something went wrong" when the server cannot be reached', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    const container = document.querySelector('.Toastify');
    expect(await within(container as HTMLElement).findByText('Something went wrong')).toBeInTheDocument();
  });

  it('goes back to the login screen, or to the previous path', async () => {
    const first = renderRegistration();
    await first.user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/auth/login'));
    first.unmount();

    const second = renderRegistration({ pathname: '/auth/registration', state: { from: '/managers' } });
    await second.user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/managers'));
  });
});
