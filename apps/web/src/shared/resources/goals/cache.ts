import type { QueryClient } from '@tanstack/react-query';
import { goalKeys } from './keys';

/** A goal created, changed, copied or deleted: every list of goals and every screen's progress. */
export function invalidateGoals(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: goalKeys.all(projectId) });
}
