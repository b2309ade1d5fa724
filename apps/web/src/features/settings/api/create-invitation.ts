import { iri } from '@salespulse/contract/common';
import type { Invitation } from '@salespulse/contract/invitations';
import type { Role } from '@salespulse/contract/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function createInvitation(projectId: string, body: { email: string; role: Role }): Promise<Invitation> {
  return http.post<Invitation>('/invitations', { project: iri('projects', projectId), ...body });
}

export function useCreateInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: Role }) => createInvitation(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending(projectId) }),
  });
}
