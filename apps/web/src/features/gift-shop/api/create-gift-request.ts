import type { GiftRequest, GiftRequestCreate } from '@salespulse/contract/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidatePointBalances, invalidatePointTransactions } from '@/shared/resources/points';
import { giftRequestKeys } from './gift-request-keys';

export function createGiftRequest(input: GiftRequestCreate): Promise<GiftRequest> {
  return http.post<GiftRequest>('/gift_requests', input);
}

export function useCreateGiftRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGiftRequest,
    // The price leaves the balance at once: every copy of the balances (the pulse's too) and the
    // points history are stale.
    onSuccess: () =>
      Promise.all([
        invalidatePointBalances(queryClient, projectId),
        invalidatePointTransactions(queryClient, projectId),
        queryClient.invalidateQueries({ queryKey: giftRequestKeys.all(projectId) }),
      ]),
  });
}
