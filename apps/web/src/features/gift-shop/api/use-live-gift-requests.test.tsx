import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointKeys } from '@/shared/resources/points';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { runSignedIn } from '@/test/signed-in';
import { useAnyPendingGiftRequest } from './get-any-pending';
import { useLiveGiftRequests } from './use-live-gift-requests';

const requestsPath = '/projects/p1/gift_requests';

/** The sidebar's dot beside the live hook, as the app's layout has them. */
function Layout({ enabled }: { enabled: boolean }) {
  useLiveGiftRequests('p1', enabled);
  return <p>{useAnyPendingGiftRequest('p1', enabled) ? 'pending' : 'nothing pending'}</p>;
}

function renderLayout(enabled = true) {
  let pending = 0;
  const api = fakeApi({
    'POST /projects/p1/events/tickets': () => jsonResponse({ ticket: 't1', expiresIn: 60 }, 201),
    [`GET ${requestsPath}`]: () => jsonResponse(hydraCollection([], pending)),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the points screen and the pulse keep: pages of the history and the balances.
  const history = pointKeys.transactionPage('p1', 1);
  const balances = pointKeys.everyBalance('p1');
  queryClient.setQueryData(history, hydraCollection([]));
  queryClient.setQueryData(balances, hydraCollection([]));
  const stale = () => [history, balances].map((key) => queryClient.getQueryState(key)?.isInvalidated);
  render(
    <QueryClientProvider client={queryClient}>
      <Layout enabled={enabled} />
    </QueryClientProvider>,
  );
  return { api, stale, setPending: (count: number) => (pending = count) };
}

describe('live gift requests', () => {
  runSignedIn();
  beforeEach(() => {
    FakeEventSource.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refreshes the dot, the balances and the points history when a gift request is made or decided', async () => {
    const { api, stale, setPending } = renderLayout();
    expect(await screen.findByText('nothing pending')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/projects/p1/events?ticket=t1');
    source.emit('ready');

    // Malformed events are ignored.
    source.emit('gift', 'not json');
    source.emit('gift', JSON.stringify({ status: 'pending' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET', requestsPath)).toHaveLength(1);
    expect(stale()).toEqual([false, false]);

    setPending(1);
    source.emit('gift', JSON.stringify({ requestId: 'r1', employeeId: 'e1', status: 'pending' }));
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(stale()).toEqual([true, true]);
  });

  it('catches up when the stream comes back, since events were missed meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, setPending } = renderLayout();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.emit('ready');
    await waitFor(() => expect(api.calls('GET', requestsPath)).toHaveLength(1));

    setPending(2);
    FakeEventSource.instances[0]!.fail();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(api.calls('GET', requestsPath)).toHaveLength(1);
    FakeEventSource.instances[1]!.emit('ready');
    expect(await screen.findByText('pending')).toBeInTheDocument();
  });

  it('opens no stream while the gift shop is off', async () => {
    const { api } = renderLayout(false);
    expect(await screen.findByText('nothing pending')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST', '/projects/p1/events/tickets')).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
