import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import type { Employee } from '@salespulse/contract/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEmployeeList } from '@/shared/api/employee-list';
import { projectKeys } from '@/shared/session/project-keys';

/** Spec section 7: the employee list stays fresh for five minutes. */
const EMPLOYEE_LIST_STALE_MS = 5 * 60_000;

export const pulseEmployeeKeys = {
  // Under the project's employee key, so changes made in the settings refresh this copy too.
  list: (projectId: string) => [...projectKeys.all, projectId, 'employees', 'pulse'] as const,
};

function page(projectId: string, number: number, signal?: AbortSignal) {
  return getEmployeeList(projectId, { itemsPerPage: MAX_ITEMS_PER_PAGE, page: number, status: ['active', 'inactive'] }, signal);
}

/** Every employee, active and inactive (spec section 4): the first page tells how many others to fetch at once. */
export async function getPulseEmployees(projectId: string, signal?: AbortSignal): Promise<Employee[]> {
  const first = await page(projectId, 1, signal);
  const pages = Math.ceil(first['hydra:totalItems'] / MAX_ITEMS_PER_PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(projectId, index + 2, signal)));
  return [first, ...rest].flatMap((answer) => answer['hydra:member']);
}

export function pulseEmployeeQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: pulseEmployeeKeys.list(projectId),
    queryFn: ({ signal }) => getPulseEmployees(projectId, signal),
    staleTime: EMPLOYEE_LIST_STALE_MS,
  });
}

export function usePulseEmployees(projectId: string) {
  return useQuery(pulseEmployeeQueryOptions(projectId));
}
