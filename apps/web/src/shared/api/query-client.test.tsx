import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { createQueryClient, SUSPENSE_MIN_STALE_MS } from './query-client';

/** Runs a query through the app's defaults, without the wait between tries. */
async function triesOf(failure: () => Error): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.reject(failure()));
  await client.fetchQuery({ queryKey: ['failing'], queryFn, retryDelay: 0 }).catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('query client defaults (spec section 7)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failed query once: a network error, a 5xx and a 4xx alike', async () => {
    expect(await triesOf(() => new Error('Network error: the server could not be reached'))).toBe(2);
    expect(await triesOf(() => new ApiError(500))).toBe(2);
    expect(await triesOf(() => new ApiError(404))).toBe(2);
    expect(await triesOf(() => new ApiError(422))).toBe(2);
  });

  it('does not retry mutations', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(new Error('Network error')));
    await client
      .getMutationCache()
      .build(client, { mutationFn })
      .execute(undefined)
      .catch(() => undefined);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('keeps a suspense query fresh for at least 1000 ms, even when it asks for less', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-12T09:00:00Z'));
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    function Reader() {
      const { data } = useSuspenseQuery({ queryKey: ['suspense'], queryFn, staleTime: 0 });
      return <p>{data}</p>;
    }
    const mount = () =>
      render(
        <QueryClientProvider client={client}>
          <Suspense fallback={<p>loading</p>}>
            <Reader />
          </Suspense>
        </QueryClientProvider>,
      );

    const first = mount();
    expect(await screen.findByText('answer')).toBeInTheDocument();
    first.unmount();
    // A screen mounted again within the second reuses the answer…
    vi.setSystemTime(new Date(Date.now() + SUSPENSE_MIN_STALE_MS - 100));
    const second = mount();
    expect(await screen.findByText('answer')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
    second.unmount();
    // …and asks again once it has passed.
    vi.setSystemTime(new Date(Date.now() + 200));
    mount();
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
