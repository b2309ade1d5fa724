import { EMPLOYEE_PAGE_SIZE } from '@salespulse/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMPLOYEE_LIST_STALE_MS, employeeKeys, type EmployeeSearchPage, getEmployeeList } from '@/shared/resources/employees';

export function getEmployees(projectId: string, { page, search }: EmployeeSearchPage, signal?: AbortSignal) {
  return getEmployeeList(
    projectId,
    {
      itemsPerPage: EMPLOYEE_PAGE_SIZE,
      page,
      // The server lists active members only unless asked; settings manage the inactive ones too.
      status: ['active', 'inactive'],
      'user.name': search ? [search] : undefined,
    },
    signal,
  );
}

export function useEmployees(projectId: string, params: EmployeeSearchPage) {
  return useQuery({
    queryKey: employeeKeys.searchPage(projectId, params),
    queryFn: ({ signal }) => getEmployees(projectId, params, signal),
    staleTime: EMPLOYEE_LIST_STALE_MS,
    // Paging and typing keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * How many active owners the project has (the server keeps at least one): the settings offer no
 * lower role, deactivation or removal to the only one, instead of letting it end in a refusal.
 */
export function useActiveOwnerCount(projectId: string) {
  return useQuery({
    queryKey: employeeKeys.activeOwners(projectId),
    queryFn: async ({ signal }) => {
      const owners = await getEmployeeList(projectId, { itemsPerPage: 1, role: ['OWNER'], status: ['active'] }, signal);
      return owners['hydra:totalItems'];
    },
    staleTime: EMPLOYEE_LIST_STALE_MS,
  });
}
