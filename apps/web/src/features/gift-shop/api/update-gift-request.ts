import type { GiftRequest, GiftRequestPatch } from '@salespulse/contract/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidatePointBalances, invalidatePointTransactions } from '@/shared/resources/points';
import { giftRequestKeys } from './gift-request-keys';

export function updateGiftRequest(id: string, patch: GiftRequestPatch): Promise<GiftRequest> {
  return http.patch<GiftRequest>(`/gift_requests/${id}`, patch);
}

/** Approve, decline or cancel; a decline or a cancel gives the points back. */
export function useUpdateGiftRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: GiftRequestPatch['status'] }) => updateGiftRequest(id, { status }),
    // A refused change (409: someone else decided first) also means the lists on screen are old.
    onSettled: () =>
      Promise.all([
        invalidatePointBalances(queryClient, projectId),
        invalidatePointTransactions(queryClient, projectId),
        queryClient.invalidateQueries({ queryKey: giftRequestKeys.all(projectId) }),
      ]),
  });
}
