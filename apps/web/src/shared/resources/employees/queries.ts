import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEE_LIST_STALE_MS, employeeKeys } from './keys';
import { getEveryEmployee } from './requests';

/** Also what a route's loader prefetches, so the screen's own query finds the answer (or the request in flight). */
export function everyEmployeeQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: employeeKeys.everyone(projectId),
    queryFn: ({ signal }) => getEveryEmployee(projectId, signal),
    staleTime: EMPLOYEE_LIST_STALE_MS,
  });
}

/** Every employee of the project, active and inactive, in the server's order. */
export function useEveryEmployee(projectId: string) {
  return useQuery(everyEmployeeQueryOptions(projectId));
}
