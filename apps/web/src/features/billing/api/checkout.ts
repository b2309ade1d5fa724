import type { Order, OrderCreate } from '@salespulse/contract/billing';
import { iri } from '@salespulse/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { useTranslation } from '@/shared/i18n/use-translation';
import { errorMessage } from '@/shared/lib/report-violations';
import { toastError } from '@/shared/lib/toast';
import { billingKeys } from './billing-keys';

export function createOrder(input: OrderCreate): Promise<Order> {
  return http.post<Order>('/orders', input);
}

export function payOrder(orderId: string): Promise<Order> {
  return http.patch<Order>(`/orders/${orderId}/pay`, {});
}

/** Sends an order to payment and answers the provider's page to pay it on. */
async function checkoutUrlOf(orderId: string): Promise<string> {
  const { checkoutUrl } = await payOrder(orderId);
  if (!checkoutUrl) throw new Error('The server sent no checkout page.');
  return checkoutUrl;
}

/**
 * A checkout that succeeds leaves the app for the provider's hosted page; one that fails says why
 * and refreshes the orders, since an order may have been placed before the failure.
 */
function useCheckoutMutation<T>(projectId: string, checkout: (value: T) => Promise<string>) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => {
      void toastError(errorMessage(error, t('errors.checkout')));
      void queryClient.invalidateQueries({ queryKey: billingKeys.project(projectId) });
    },
  });
}

/** Orders a package for the project and goes to pay for it. */
export function useBuyPackage(projectId: string) {
  return useCheckoutMutation(projectId, async (packageIri: string) => {
    const order = await createOrder({ project: iri('projects', projectId), package: packageIri });
    return checkoutUrlOf(order.id);
  });
}

/** Goes to pay for an order placed earlier (new, or left on the provider's page). */
export function usePayOrder(projectId: string) {
  return useCheckoutMutation(projectId, checkoutUrlOf);
}
