import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraErrorResponse } from '@/test/api-responses';
import { fetchCall, mockFetch, renderAuthRoutes } from '../testing/render-auth-route';
import EmailSent from './email-sent';
import ResetPassword from './reset-password';

function renderRecovery() {
  return renderAuthRoutes(
    [
      { path: '/auth/reset-password', element: <ResetPassword /> },
      { path: '/auth/email-sent', element: <EmailSent /> },
    ],
    '/auth/reset-password',
  );
}

describe('recovery request screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requires an email in the right format', async () => {
    const fetchSpy = mockFetch();
    const { user } = renderRecovery();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');

    await user.click(screen.getByRole('button', { name: 'Send to' }));
    expect(await screen.findByText('required field')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'anna.example.com{Enter}');
    expect(await screen.findByText('incorrect format')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the request and confirms with the address it went to', async () => {
    const fetchSpy = mockFetch().mockResolvedValueOnce(new Response(null, { status: 202, headers: { 'Content-Length': '0' } }));
    const { user, router } = renderRecovery();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send to' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/email-sent'));
    expect(router.state.location.state).toEqual({ email: 'anna@example.com' });
    expect(fetchCall(fetchSpy)).toMatchObject({
      url: '/api/users/reset-password',
      method: 'POST',
      body: { email: 'anna@example.com' },
    });
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have sent a password reset email to: anna@example.com. Please click on the link in the letter, to create a new password',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Not receiving a letter\? Please check your spam folder or/)).toHaveTextContent(
      'Not receiving a letter? Please check your spam folder or try again',
    );
    expect(screen.getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/auth/reset-password');
  });

  it('shows the server description under Email when the request fails', async () => {
    mockFetch().mockResolvedValueOnce(hydraErrorResponse(429, 'Too many requests, try again in a minute.'));
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com{Enter}');

    expect(await screen.findByText('Too many requests, try again in a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "something went wrong" under Email when the server cannot be reached', async () => {
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderRecovery();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com{Enter}');
    expect(await screen.findByText('something went wrong')).toBeInTheDocument();
  });

  it('goes back to the login screen', async () => {
    const { user, router } = renderRecovery();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
