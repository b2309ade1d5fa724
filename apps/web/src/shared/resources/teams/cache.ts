import type { QueryClient } from '@tanstack/react-query';
import { teamKeys } from './keys';

/** A team created, changed or deleted: every list, filter and history of the project's teams. */
export function invalidateTeams(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: teamKeys.all(projectId) });
}
