import type { HydraCollection } from '@salespulse/contract/common';
import type { Employee } from '@salespulse/contract/employees';
import { useQuery } from '@tanstack/react-query';
import { EMPLOYEE_LIST_STALE_MS, employeeKeys, getEmployeeOfUser } from '@/shared/resources/employees';
import { useCurrentUserId } from '@/shared/stores/auth-store';

const firstMember = (answer: HydraCollection<Employee>): Employee | null => answer['hydra:member'][0] ?? null;

/**
 * The signed-in user's employee record in the project (null: they are not on its team); the main
 * layout stores its role (spec section 4). Fresh for five minutes like the employee list (section
 * 7), so a role an owner changes reaches the user without a new sign-in.
 */
export function useMyEmployee(projectId: string | null) {
  const userId = useCurrentUserId();
  return useQuery({
    queryKey: employeeKeys.me(projectId ?? '', userId),
    queryFn: ({ signal }) => getEmployeeOfUser(projectId!, userId!, signal),
    enabled: projectId !== null && userId !== null,
    staleTime: EMPLOYEE_LIST_STALE_MS,
    select: firstMember,
  });
}
