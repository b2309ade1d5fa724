import type { Invitation } from '@salespulse/contract/invitations';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useRouteError } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import InvitationPage from './invitation';

const INVITE_ID = '0b9a0e1e-0a47-4a4f-9d0e-6c2c1c0f8b11';
const PROJECT_ID = '5e0c2d7e-7f3a-4a8e-9a51-1d2f3b4c5d6e';

function invitation(invitedBy: Invitation['invitedBy']): Invitation {
  return {
    '@id': `/api/invitations/${INVITE_ID}`,
    '@type': 'Invitation',
    id: INVITE_ID,
    email: 'rep@example.com',
    role: 'REPRESENTATIVE',
    status: 'pending',
    expired: false,
    expiresAt: '2030-01-01T00:00:00Z',
    createdAt: '2025-01-01T00:00:00Z',
    project: { '@id': `/api/projects/${PROJECT_ID}`, name: 'Acme Sales' },
    invitedBy,
  };
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function Boundary() {
  const error = useRouteError();
  return <p>boundary: {error instanceof ApiError ? error.status : 'unknown'}</p>;
}

function renderInvitation() {
  const view = renderRoutes(
    [
      { path: '/invite/:inviteId', element: <InvitationPage />, errorElement: <Boundary /> },
      { path: '*', element: <Where /> },
    ],
    [`/invite/${INVITE_ID}`],
  );
  return view;
}

runSignedIn();

describe('invitation page', () => {
  it('names the project and the inviter, accepts, stores the project and goes to /', async () => {
    useSessionStore.getState().setProjectId('old-project', 'Old');
    useSessionStore.getState().setRole('OWNER');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(invitation({ '@id': '/api/users/u-1', name: 'Olga Owner' })))
      .mockResolvedValueOnce(
        jsonResponse({
          project: { '@id': `/api/projects/${PROJECT_ID}`, id: PROJECT_ID, name: 'Acme Sales' },
          employee: '/api/employees/e-1',
        }),
      );
    const { user, router } = renderInvitation();

    expect(await screen.findByRole('heading', { name: 'Join the Acme Sales team' })).toBeInTheDocument();
    expect(screen.getByText('Olga Owner has invited you to join')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(String(fetchSpy.mock.calls[1]?.[0])).toBe(`/api/invitations/${INVITE_ID}/accept`);
    expect(fetchSpy.mock.calls[1]?.[1]).toMatchObject({ method: 'PATCH', body: undefined });
    expect(useSessionStore.getState()).toMatchObject({ projectId: PROJECT_ID, projectName: 'Acme Sales', role: null });
  });

  it('says "Someone" when the inviter is unknown', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(invitation(null)));
    renderInvitation();
    expect(await screen.findByText('Someone has invited you to join')).toBeInTheDocument();
  });

  it('tells the user an expired or unknown link has expired, without a button', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(hydraErrorResponse(404, 'The link has expired'));
    renderInvitation();
    expect(await screen.findByRole('heading', { name: 'The link has expired' })).toBeInTheDocument();
    expect(screen.getByText('Contact your manager to resend the invitation')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves other failures to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(hydraErrorResponse(500, 'Internal Server Error'));
    renderInvitation();
    expect(await screen.findByText('boundary: 500')).toBeInTheDocument();
  });

  it('leaves a refused acceptance (another e-mail) to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/accept')) return Promise.resolve(hydraErrorResponse(403, 'This invitation was sent to another e-mail address.'));
      if (url.endsWith('/auth/refresh')) return Promise.resolve(jsonResponse({ token: 'token-2', refresh_token: 'refresh-2' }));
      return Promise.resolve(jsonResponse(invitation(null)));
    });
    const { user } = renderInvitation();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('boundary: 403')).toBeInTheDocument();
    expect(useSessionStore.getState().projectId).toBeNull();
  });
});
