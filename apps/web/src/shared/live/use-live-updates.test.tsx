import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { FakeEventSource } from '@/test/fake-event-source';
import { runSignedIn } from '@/test/signed-in';
import { analyticsKeys } from './analytics-keys';
import { useLiveInvalidation, useLiveStatus } from './use-live-updates';

const open = () => FakeEventSource.instances.filter((source) => !source.closed);

function Screen({ projectId, label }: { projectId: string; label: string }) {
  const query = useQuery({
    queryKey: [...analyticsKeys.all(projectId), 'pulse', label],
    queryFn: async () => (await fetch(`/api/count/${label}`).then((response) => response.json())) as { n: number },
  });
  useLiveInvalidation(projectId);
  const status = useLiveStatus(projectId);
  return (
    <p>
      {label}: {query.data ? query.data.n : 'loading'} ({status})
    </p>
  );
}

function renderWith(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

describe('live updates', () => {
  runSignedIn();
  let counter = 0;
  let tickets = 0;
  beforeEach(() => {
    FakeEventSource.install();
    counter = 0;
    tickets = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  const api = (ticketAnswer?: () => Response) =>
    fakeApi({
      'POST /projects/p1/events/tickets': () => ticketAnswer?.() ?? jsonResponse({ ticket: `ticket-${++tickets}`, expiresIn: 60 }, 201),
      'GET /count/': () => jsonResponse({ n: counter }),
    });

  it('opens one stream per project for all screens, with a ticket, and closes it when the last leaves', async () => {
    api();
    const view = renderWith(
      <>
        <Screen projectId="p1" label="a" />
        <Screen projectId="p1" label="b" />
      </>,
    );
    await waitFor(() => expect(open()).toHaveLength(1));
    expect(open()[0]!.url).toBe('/api/projects/p1/events?ticket=ticket-1');
    view.unmount();
    expect(open()).toHaveLength(0);
  });

  it('refetches the analytics queries once per burst of activity, keeping the numbers on screen', async () => {
    const { calls } = api();
    renderWith(
      <>
        <Screen projectId="p1" label="a" />
        <Screen projectId="p1" label="b" />
      </>,
    );
    expect(await screen.findByText('a: 0 (connecting)')).toBeInTheDocument();
    await waitFor(() => expect(open()).toHaveLength(1));
    open()[0]!.emit('ready');
    expect(await screen.findByText('a: 0 (live)')).toBeInTheDocument();
    counter = 7;
    const source = open()[0]!;
    source.emit('activity');
    source.emit('activity');
    source.emit('activity');
    // While the refetch runs, the old number stays.
    expect(screen.getByText('a: 0 (live)')).toBeInTheDocument();
    expect(await screen.findByText('a: 7 (live)')).toBeInTheDocument();
    expect(await screen.findByText('b: 7 (live)')).toBeInTheDocument();
    expect(calls('GET', '/count/a')).toHaveLength(2);
    expect(calls('GET', '/count/b')).toHaveLength(2);
  });

  it('reconnects with a new ticket after the stream fails, and refetches what it may have missed', async () => {
    const { calls } = api();
    renderWith(<Screen projectId="p1" label="a" />);
    await waitFor(() => expect(open()).toHaveLength(1));
    open()[0]!.emit('ready');
    await screen.findByText('a: 0 (live)');
    open()[0]!.fail();
    expect(await screen.findByText('a: 0 (offline)')).toBeInTheDocument();
    expect(open()).toHaveLength(0);
    await waitFor(() => expect(open()).toHaveLength(1), { timeout: 3000 });
    expect(open()[0]!.url).toBe('/api/projects/p1/events?ticket=ticket-2');
    counter = 3;
    open()[0]!.emit('ready');
    expect(await screen.findByText('a: 3 (live)')).toBeInTheDocument();
    expect(calls('GET', '/count/a')).toHaveLength(2);
  });

  it('stops trying when the project is out of reach', async () => {
    const { calls } = api(() => hydraErrorResponse(404, 'Project not found.'));
    renderWith(<Screen projectId="p1" label="a" />);
    expect(await screen.findByText('a: 0 (offline)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls('POST', '/projects/p1/events/tickets')).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
