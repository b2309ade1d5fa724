import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Employee } from '@salespulse/contract/employees';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

const EMPLOYEE_LIST_STALE_MS = 5 * 60_000;

// Under the project's data-provider and employee keys, so changes made on those screens refresh
// the Mapping screen's copies too.
export const mappingSourceKeys = {
  providers: (projectId: string) => [...projectKeys.all, projectId, 'data-providers', 'mapping'] as const,
  employees: (projectId: string) => [...projectKeys.all, projectId, 'employees', 'mapping'] as const,
};

export function getMappingProviders(projectId: string, signal?: AbortSignal) {
  const query = toQueryString({ itemsPerPage: MAX_ITEMS_PER_PAGE, page: 1 });
  return http.get<HydraCollection<DataProvider>>(`/projects/${projectId}/data_providers${query}`, { signal });
}

/** Every employee, active and inactive: activity of a former employee still belongs to them. */
export async function getMappingEmployees(projectId: string, signal?: AbortSignal): Promise<Employee[]> {
  const all: Employee[] = [];
  for (let page = 1; ; page++) {
    const query = toQueryString({ itemsPerPage: MAX_ITEMS_PER_PAGE, page, status: ['active', 'inactive'] });
    const answer = await http.get<HydraCollection<Employee>>(`/projects/${projectId}/employees${query}`, { signal });
    all.push(...answer['hydra:member']);
    if (answer['hydra:member'].length === 0 || all.length >= answer['hydra:totalItems']) return all;
  }
}

export function useMappingProviders(projectId: string) {
  return useQuery({
    queryKey: mappingSourceKeys.providers(projectId),
    queryFn: ({ signal }) => getMappingProviders(projectId, signal),
    select: (answer) => answer['hydra:member'],
  });
}

export function useMappingEmployees(projectId: string) {
  return useQuery({
    queryKey: mappingSourceKeys.employees(projectId),
    queryFn: ({ signal }) => getMappingEmployees(projectId, signal),
    staleTime: EMPLOYEE_LIST_STALE_MS,
  });
}
