import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function revokeInvitation(id: string): Promise<void> {
  return http.delete(`/invitations/${id}`);
}

export function useRevokeInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(projectId) }),
  });
}
