import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@salespulse/contract/permissions';
import { useSessionStore } from '@/shared/stores/session-store';
import { jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { BillingNotice, daysLeft } from './billing-notice';

const projectId = '7d0c3b7e-7f47-4c1c-9d0e-2a3f6c1b9e10';
const DAY = 86_400_000;

function renderNotice(role: Role, billing: { billed: boolean; accessUntil: string | null }, path = '/sales-pulse') {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const project = {
    '@id': `/api/projects/${projectId}`,
    '@type': 'Project',
    id: projectId,
    name: 'Acme',
    settings: [],
    role,
    createdAt: '',
    billing,
  };
  const api = fakeApi({ [`GET /projects/${projectId}/data`]: () => jsonResponse({ project, settings: [] }) });
  const view = renderRoutes(
    [
      { path: '/sales-pulse', element: <BillingNotice /> },
      {
        path: '/settings/subscription',
        element: (
          <>
            <BillingNotice />
            <p>Subscription page</p>
          </>
        ),
      },
    ],
    [path],
  );
  return { ...view, api };
}

describe('billing notice', () => {
  runSignedIn();

  it('counts whole days left, only within the last week', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(daysLeft('2026-11-29T18:00:00Z', now)).toBe(2);
    expect(daysLeft('2026-11-28T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-12-05T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-12-05T12:00:01Z', now)).toBeNull();
    expect(daysLeft('2026-11-28T12:00:00Z', now)).toBeNull();
    expect(daysLeft(null, now)).toBeNull();
  });

  it('tells admins and owners that the project’s time runs out, with the way to pay', async () => {
    const { user } = renderNotice('ADMIN', { billed: true, accessUntil: new Date(Date.now() + 2.5 * DAY).toISOString() });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(/This project's subscription ends in 3 days \(.+\)\. Choose a package/);
    await user.click(screen.getByRole('link', { name: 'Choose a package' }));
    expect(await screen.findByText('Subscription page')).toBeInTheDocument();
    // The subscription screen says it itself.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be hidden', async () => {
    const { user } = renderNotice('OWNER', { billed: true, accessUntil: new Date(Date.now() + 0.5 * DAY).toISOString() });
    expect(await screen.findByRole('status')).toHaveTextContent('ends within a day');
    await user.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['a representative', 'REPRESENTATIVE', { billed: true, accessUntil: new Date(Date.now() + 2 * DAY).toISOString() }],
    ['an owner far from the end', 'OWNER', { billed: true, accessUntil: new Date(Date.now() + 20 * DAY).toISOString() }],
    ['an owner on a server that bills nobody', 'OWNER', { billed: false, accessUntil: null }],
  ] as const)('says nothing to %s', async (_who, role, billing) => {
    const { api } = renderNotice(role, billing);
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/data`)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
