import type { Invitation } from '@salespulse/contract/invitations';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invitationKeys } from '@/shared/resources/invitations';

export function getInvitation(id: string, signal?: AbortSignal): Promise<Invitation> {
  return http.get<Invitation>(`/invitations/${id}`, { signal });
}

export function useInvitation(id: string) {
  return useQuery({
    queryKey: invitationKeys.detail(id),
    queryFn: ({ signal }) => getInvitation(id, signal),
    // The link is opened once; an old answer would hide an expiry or a revocation.
    staleTime: 0,
  });
}
