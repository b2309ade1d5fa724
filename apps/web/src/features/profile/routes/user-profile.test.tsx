import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { hydraErrorResponse as hydraError, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { renderScreen } from '@/test/render-screen';
import UserProfile from './user-profile';

const userId = '0b9a0e1e-0a47-4a4f-9d0e-6c2c1c0f8b11';
const user = { '@id': `/api/users/${userId}`, '@type': 'User', id: userId, name: 'Anna', email: 'anna@example.com', createdAt: '' };

function renderProfile(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ [`GET /users/${userId}`]: () => jsonResponse(user), ...routes });
  return { ...renderScreen(<UserProfile />), api };
}

describe('personal settings', () => {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: userId, exp: 9e9, iat: 1 }), refresh_token: 'r' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
  });

  it('saves a new name and shows the e-mail violation under its field', async () => {
    const { user: actor, api } = renderProfile({
      [`PATCH /users/${userId}`]: ({ body }) =>
        (body as { email?: string }).email
          ? hydraError(422, 'email: this email is already registered', [
              { propertyPath: 'email', message: 'this email is already registered' },
            ])
          : jsonResponse({ ...user, ...(body as object) }),
    });
    const name = await screen.findByLabelText('Name');
    await actor.clear(name);
    await actor.type(name, 'Anna Smith');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/users/${userId}`)[0]?.body).toEqual({ name: 'Anna Smith' });
    expect(api.calls('PATCH', `/users/${userId}`)[0]?.headers.get('content-type')).toBe('application/merge-patch+json');

    await actor.clear(screen.getByLabelText('Email'));
    await actor.type(screen.getByLabelText('Email'), 'taken@example.com');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('this email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates the password change before sending it', async () => {
    const { user: actor, api } = renderProfile();
    await screen.findByLabelText('Name');
    await actor.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('required field')).toHaveLength(2);
    expect(screen.getByText('please confirm password')).toBeInTheDocument();

    await actor.type(screen.getByLabelText('Current password'), 'old-password');
    await actor.type(screen.getByLabelText('New password'), 'short');
    await actor.type(screen.getByLabelText('Repeat the new password'), 'other');
    await actor.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('password should be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('passwords should match')).toBeInTheDocument();
    expect(api.calls('PATCH', `/users/${userId}/change-password`)).toHaveLength(0);
  });

  it('shows a wrong current password under its field, and clears the form on success', async () => {
    let attempts = 0;
    const { user: actor, api } = renderProfile({
      [`PATCH /users/${userId}/change-password`]: () => {
        attempts += 1;
        return attempts === 1
          ? hydraError(422, 'oldPassword: current password is incorrect', [
              { propertyPath: 'oldPassword', message: 'current password is incorrect' },
            ])
          : noContent();
      },
    });
    await screen.findByLabelText('Name');
    await actor.type(screen.getByLabelText('Current password'), 'wrong-one');
    await actor.type(screen.getByLabelText('New password'), 'new-password-1');
    await actor.type(screen.getByLabelText('Repeat the new password'), 'new-password-1');
    await actor.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('current password is incorrect')).toBeInTheDocument();

    await actor.clear(screen.getByLabelText('Current password'));
    await actor.type(screen.getByLabelText('Current password'), 'right-one');
    await actor.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password successfully changed')).toBeInTheDocument();
    expect(api.calls('PATCH', `/users/${userId}/change-password`)[1]?.body).toEqual({
      oldPassword: 'right-one',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('gets a Telegram verification code and copies it', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user: actor, api } = renderProfile({ 'POST /bot/verification_code': () => jsonResponse({ code: '123456', expiresAt }, 201) });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await actor.click(await screen.findByRole('button', { name: 'Get a verification code' }));
    expect(await screen.findByTestId('bot-code')).toHaveTextContent('123456');
    expect(screen.getByText(/^Valid until/)).toBeInTheDocument();
    expect(api.calls('POST', '/bot/verification_code')[0]?.body).toEqual({ user: `/api/users/${userId}` });

    await actor.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });
});
