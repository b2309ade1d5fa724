import type { HydraCollection } from '@salespulse/contract/common';
import type { Employee } from '@salespulse/contract/employees';
import { useQuery } from '@tanstack/react-query';
import { getEmployeeList } from '@/shared/api/employee-list';
import { useCurrentUserId } from '@/shared/stores/auth-store';
import { PROJECT_STALE_MS, projectKeys } from './project-keys';

const firstMember = (answer: HydraCollection<Employee>): Employee | null => answer['hydra:member'][0] ?? null;

/**
 * The signed-in user's employee record in the project (null: they are not on its team); the main
 * layout stores its role (spec section 4). Fresh for five minutes like the employee list (section
 * 7), so a role an owner changes reaches the user without a new sign-in.
 */
export function useMyEmployee(projectId: string | null) {
  const userId = useCurrentUserId();
  return useQuery({
    queryKey: [...projectKeys.all, projectId, 'employees', 'me', userId],
    queryFn: ({ signal }) => getEmployeeList(projectId!, { itemsPerPage: 1, user: [`/api/users/${userId}`] }, signal),
    enabled: projectId !== null && userId !== null,
    staleTime: PROJECT_STALE_MS,
    select: firstMember,
  });
}
