import type { Order } from '@salespulse/contract/billing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '@/shared/session/project-keys';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { billingKeys } from '../api/billing-keys';
import { orderFixture, packageFixture, projectDataFixture } from '../testing/billing-fixtures';
import PaymentSuccess from './payment-success';

const business = packageFixture(2, 'Business', { price: 9900 });
const pending = orderFixture(5, business, { status: 'pending', checkoutUrl: 'https://pay.example/checkout/cs_5' });
const paid: Order = { ...pending, status: 'paid', paidAt: '2030-03-01T12:00:05Z' };
const orderPath = `/orders/${pending.id}`;

/** The page on `entry`, the order answered by call number (1 for the first ask). */
function renderPage(entry: string, answer: (call: number) => Response) {
  let call = 0;
  const api = fakeApi({ [`GET ${orderPath}`]: () => answer(++call) });
  const view = renderRoutes(
    [
      { path: '/payment-success', handle: { titleKey: 'titles.paymentSuccess' }, element: <PaymentSuccess /> },
      { path: '/settings/subscription', element: <p>subscription</p> },
    ],
    [entry],
  );
  return { ...view, api, calls: () => api.calls('GET', orderPath).length };
}

/** Pending for the first `pendingAnswers` answers, then paid. */
const paidAfter = (pendingAnswers: number) => (call: number) => jsonResponse(call > pendingAnswers ? paid : pending);

/**
 * Lets the given time pass, then the answers it brought: a response body is read outside the faked
 * timers, and what it changes is announced on a timer set while the clock ticks (one millisecond on).
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

describe('Payment success page', () => {
  runSignedIn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
    useSessionStore.getState().setProjectId(projectId, 'Acme');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every two seconds until the order is paid, then says so and stops asking', async () => {
    const { calls, queryClient } = renderPage(`/payment-success?order=${pending.id}`, paidAfter(2));
    queryClient.setQueryData(projectKeys.data(projectId), projectDataFixture({ billed: true, accessUntil: '2030-02-20T00:00:00Z' }));
    queryClient.setQueryData(billingKeys.quota(projectId), null);
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.getByText('This usually takes a few seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(calls()).toBe(1);

    await wait(2000);
    expect(calls()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();

    await wait(2000);
    expect(calls()).toBe(3);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('Business is paid. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toHaveAttribute('href', '/settings/subscription');
    expect(document.title).toBe('SalesPulse | Payment successful');
    // The project's access and billing are asked again wherever they are shown next.
    expect(queryClient.getQueryState(projectKeys.data(projectId))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(billingKeys.quota(projectId))?.isInvalidated).toBe(true);

    await wait(20_000);
    expect(calls()).toBe(3);
  });

  it('says calmly that confirmation takes longer after a minute, and still shows it once it arrives', async () => {
    let confirmed = false;
    const { calls } = renderPage(`/payment-success?order=${pending.id}`, () => jsonResponse(confirmed ? paid : pending));
    await wait(59_000);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await wait(1000);
    expect(screen.getByRole('heading', { name: 'Confirmation is taking longer than usual' })).toBeInTheDocument();
    expect(
      screen.getByText('Your payment is on its way. The subscription page will show it as soon as the confirmation arrives.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toHaveAttribute('href', '/settings/subscription');

    // Asked less often from now on, but still asked.
    const before = calls();
    await wait(10_000);
    expect(calls()).toBe(before + 1);
    confirmed = true;
    await wait(10_000);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('says so when the link names no order, asking nothing', async () => {
    const { calls } = renderPage('/payment-success', paidAfter(0));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to subscription' })).toHaveAttribute('href', '/settings/subscription');
    await wait(5000);
    expect(calls()).toBe(0);
  });

  it('says so when the server knows no such order, and stops asking', async () => {
    const { calls } = renderPage(`/payment-success?order=${pending.id}`, () => hydraErrorResponse(404, 'Order not found.'));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
    expect(
      screen.getByText('This link names no order of yours. The subscription page lists your orders and their status.'),
    ).toBeInTheDocument();
    await wait(10_000);
    expect(calls()).toBe(1);
  });

  it('keeps waiting through a passing server failure', async () => {
    const { calls } = renderPage(`/payment-success?order=${pending.id}`, (call) =>
      call === 1 ? hydraErrorResponse(503, 'Busy') : jsonResponse(paid),
    );
    await wait(0);
    expect(screen.queryByRole('heading', { name: 'We could not find this order' })).not.toBeInTheDocument();
    await wait(2000);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls()).toBeGreaterThanOrEqual(2);
  });
});
