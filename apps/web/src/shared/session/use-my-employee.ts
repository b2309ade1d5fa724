import type { HydraCollection } from '@salespulse/contract/common';
import type { Employee } from '@salespulse/contract/employees';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { projectKeys } from './project-keys';

const firstMember = (answer: HydraCollection<Employee>): Employee | null => answer['hydra:member'][0] ?? null;

/**
 * The signed-in user's employee record in the project (null: they are not on its team). Read once
 * per project and user: one's own membership does not change under one's feet.
 */
export function useMyEmployee(projectId: string | null) {
  const userId = useCurrentUserId();
  return useQuery({
    queryKey: [...projectKeys.all, projectId, 'employees', 'me', userId],
    queryFn: ({ signal }) =>
      http.get<HydraCollection<Employee>>(`/projects/${projectId}/employees${toQueryString({ itemsPerPage: 1, user: [`/api/users/${userId}`] })}`, { signal }),
    enabled: projectId !== null && userId !== null,
    staleTime: Infinity,
    select: firstMember,
  });
}
