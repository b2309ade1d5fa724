import type { QueryClient } from '@tanstack/react-query';
import { employeeKeys } from './keys';

/** After any change to a member: every list, count and copy of the project's employees is asked again. */
export function invalidateEmployees(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: employeeKeys.all(projectId) });
}
