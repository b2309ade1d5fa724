import type { User } from '@salespulse/contract/users';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { useCurrentUserId } from '@/shared/stores/auth-store';

export const userKeys = {
  all: ['users'] as const,
  detail: (id: string) => [...userKeys.all, id] as const,
};

const USER_STALE_MS = 5 * 60_000;

export function useCurrentUser() {
  const userId = useCurrentUserId();
  return useQuery({
    queryKey: userKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => http.get<User>(`/users/${userId}`, { signal }),
    enabled: userId !== null,
    staleTime: USER_STALE_MS,
  });
}
