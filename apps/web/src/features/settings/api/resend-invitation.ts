import type { Invitation } from '@salespulse/contract/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function resendInvitation(id: string): Promise<Invitation> {
  return http.patch<Invitation>(`/invitations/${id}/resend`);
}

export function useResendInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    // Resending moves the expiry; the list shows the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(projectId) }),
  });
}
