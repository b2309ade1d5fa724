import type { QueryClient } from '@tanstack/react-query';
import { goalKeys } from './keys';

/** A goal created, changed, copied or deleted: every list of the project's goals and every progress answer. */
export async function invalidateGoals(queryClient: QueryClient, projectId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: goalKeys.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: goalKeys.progress(projectId) }),
  ]);
}
