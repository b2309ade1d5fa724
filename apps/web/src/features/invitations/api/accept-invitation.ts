import type { AcceptedInvitation } from '@salespulse/contract/invitations';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http';

export function acceptInvitation(id: string): Promise<AcceptedInvitation> {
  return http.patch<AcceptedInvitation>(`/invitations/${id}/accept`);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
