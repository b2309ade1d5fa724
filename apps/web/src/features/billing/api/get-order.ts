import type { Order } from '@salespulse/contract/billing';
import { useQuery, type Query } from '@tanstack/react-query';
import { ApiError, http } from '@/shared/api/http';
import { billingKeys } from './billing-keys';

/** A refused order (unknown, another project's) will not become paid by asking again. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/**
 * One order, asked again every `everyMs` until it is paid: the provider's webhook may reach the
 * server a few seconds after the browser came back.
 */
export function useOrderUntilPaid(orderId: string | null, everyMs: number) {
  return useQuery({
    queryKey: billingKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => http.get<Order>(`/orders/${orderId}`, { signal }),
    enabled: orderId !== null,
    refetchInterval: ({ state }: Query<Order>) => (state.data?.status === 'paid' || isRefused(state.error) ? false : everyMs),
    // A tab in the background still learns of the payment.
    refetchIntervalInBackground: true,
  });
}
