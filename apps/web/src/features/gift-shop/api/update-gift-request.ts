import type { GiftRequest, GiftRequestPatch } from '@salespulse/contract/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { projectKeys } from '@/shared/session/project-keys';
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
        queryClient.invalidateQueries({ queryKey: projectKeys.pointBalances(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.pointTransactions(projectId) }),
        queryClient.invalidateQueries({ queryKey: giftRequestKeys.all(projectId) }),
      ]),
  });
}
