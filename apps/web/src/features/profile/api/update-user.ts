import type { User, UserPatch } from '@salespulse/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { userKeys } from '@/shared/session/use-current-user';

export function updateUser(id: string, patch: UserPatch): Promise<User> {
  return http.patch<User>(`/users/${id}`, patch);
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id, patch),
    // The answer is the new user: the header's name updates without a refetch.
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(id), user),
  });
}
