import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { fakeJwt } from '@/test/fake-jwt';
import { runSignedIn } from '@/test/signed-in';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useLeadNotifications } from './use-lead-notifications';

function Layout() {
  useLeadNotifications('p1');
  return <ToastContainer />;
}

describe('lead notifications', () => {
  runSignedIn();
  beforeEach(() => {
    FakeEventSource.install();
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u1', exp: 4_102_444_800, iat: 1 }), refresh_token: 'refresh' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the signed-in manager about leads given to them, and only those', async () => {
    const { calls } = fakeApi({
      'POST /projects/p1/events/tickets': () => jsonResponse({ ticket: 't1', expiresIn: 60 }, 201),
      'GET /projects/p1/employees': () => jsonResponse({ 'hydra:member': [{ id: 'e-me' }], 'hydra:totalItems': 1 }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Layout />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    await waitFor(() => expect(calls('GET', '/projects/p1/employees')).toHaveLength(1));
    expect(calls('GET', '/projects/p1/employees')[0]!.path).toContain(`user%5B%5D=${encodeURIComponent('/api/users/u1')}`);
    const source = FakeEventSource.instances[0]!;
    source.emit('lead', JSON.stringify({ employeeId: 'e-other', dealId: 'd1', decision: 'assigned' }));
    source.emit('lead', 'not json');
    source.emit('lead', JSON.stringify({ employeeId: 'e-me', dealId: 'd2', decision: 'reassigned' }));
    expect(await screen.findByText('A lead was passed on to you. Call while it is fresh!')).toBeInTheDocument();
    expect(screen.queryByText('A new lead is assigned to you. Call while it is fresh!')).not.toBeInTheDocument();
  });
});
