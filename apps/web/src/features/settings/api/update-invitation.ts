import type { Invitation, InvitationPatch } from '@salespulse/contract/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function updateInvitation(id: string, patch: InvitationPatch): Promise<Invitation> {
  return http.patch<Invitation>(`/invitations/${id}`, patch);
}

export function useUpdateInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: InvitationPatch }) => updateInvitation(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(projectId) }),
  });
}
