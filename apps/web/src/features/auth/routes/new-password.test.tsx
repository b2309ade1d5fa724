import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraErrorResponse } from '@/test/api-responses';
import { fetchCall, mockFetch, renderAuthRoutes } from '../testing/render-auth-route';
import NewPassword from './new-password';

function renderNewPassword() {
  return renderAuthRoutes(
    [{ path: '/auth/reset-password/:resetPasswordToken', element: <NewPassword /> }],
    '/auth/reset-password/token-123',
  );
}

async function fillForm(user: ReturnType<typeof renderNewPassword>['user'], password = 'brand-new-pass', repeat = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('new password screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requires both fields', async () => {
    const fetchSpy = mockFetch();
    const { user } = renderNewPassword();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('required field')).toBeInTheDocument();
    expect(screen.getByText('please confirm password')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a short password', async () => {
    const { user } = renderNewPassword();
    await fillForm(user, 'short');
    expect(await screen.findByText('password should be at least 8 characters')).toBeInTheDocument();
  });

  it('rejects a repeat that does not match', async () => {
    const { user } = renderNewPassword();
    await fillForm(user, 'brand-new-pass', 'brand-new-pasz');
    expect(await screen.findByText('passwords should match')).toBeInTheDocument();
  });

  it('saves the password with the token from the link, toasts and goes to login', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = mockFetch().mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, router } = renderNewPassword();
    await fillForm(user);

    expect(await screen.findByText('Changing your password...')).toBeInTheDocument();
    answer(new Response(null, { status: 204 }));

    expect(await screen.findByText('Password successfully changed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const request = fetchCall(fetchSpy);
    expect(request).toMatchObject({
      url: '/api/users/reset-password',
      method: 'PATCH',
      body: { resetPasswordToken: 'token-123', password: 'brand-new-pass' },
    });
    expect(request.headers.get('Content-Type')).toBe('application/merge-patch+json');
  });

  it('leaves the success toast, not the pending one, when the toasts load after the answer', async () => {
    // The app loads its toast container on demand (toast-host.tsx): on a freshly opened link the
    // answer can come first, while the pending toast is still queued.
    mockFetch().mockResolvedValueOnce(new Response(null, { status: 204 }));
    const router = createMemoryRouter(
      [
        { path: '/auth/reset-password/:resetPasswordToken', element: <NewPassword /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/auth/reset-password/token-123'] },
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await fillForm(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));

    render(<ToastContainer />);
    expect(await screen.findByText('Password successfully changed')).toBeInTheDocument();
    expect(screen.queryByText('Changing your password...')).not.toBeInTheDocument();
  });

  it('toasts a violation on the token, which has no field of its own', async () => {
    mockFetch().mockResolvedValueOnce(
      hydraErrorResponse(422, 'resetPasswordToken: this link has expired', [
        { propertyPath: 'resetPasswordToken', message: 'this link has expired' },
      ]),
    );
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { user, router } = renderNewPassword();
    await fillForm(user);

    expect(await screen.findByText('this link has expired')).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(router.state.location.pathname).toBe('/auth/reset-password/token-123');
  });

  it('puts a password violation under the field', async () => {
    mockFetch().mockResolvedValueOnce(
      hydraErrorResponse(422, 'password: password is too common', [{ propertyPath: 'password', message: 'password is too common' }]),
    );
    const { user } = renderNewPassword();
    await fillForm(user);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findAllByText('password is too common')).toHaveLength(2);
  });

  it('toasts the description of an error without violations', async () => {
    mockFetch().mockResolvedValueOnce(hydraErrorResponse(404, 'The reset link is invalid.'));
    const { user } = renderNewPassword();
    await fillForm(user);
    expect(await screen.findByText('The reset link is invalid.')).toBeInTheDocument();
  });
});
