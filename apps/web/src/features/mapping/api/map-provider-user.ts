import type { ProviderUser, ProviderUserPatch } from '@salespulse/contract/provider-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { providerUserKeys } from './get-provider-users';

export function mapProviderUser(id: string, patch: ProviderUserPatch): Promise<ProviderUser> {
  return http.patch<ProviderUser>(`/provider_users/${id}`, patch);
}

export function useMapProviderUser(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProviderUserPatch }) => mapProviderUser(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerUserKeys.all(projectId) }),
  });
}
