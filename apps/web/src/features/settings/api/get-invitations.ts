import type { HydraCollection } from '@salespulse/contract/common';
import type { Invitation } from '@salespulse/contract/invitations';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function getPendingInvitations(projectId: string, signal?: AbortSignal) {
  return http.get<HydraCollection<Invitation>>(`/projects/${projectId}/invitations?status=pending`, { signal });
}

export function usePendingInvitations(projectId: string) {
  return useQuery({
    queryKey: invitationKeys.pending(projectId),
    queryFn: ({ signal }) => getPendingInvitations(projectId, signal),
  });
}
