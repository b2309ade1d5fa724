import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/shared/session/project-keys';
import { propertyKeys } from './keys';

/** After a property changes: every list of them, and the project data, where the analytics filters read them. */
export function invalidateProperties(queryClient: QueryClient, projectId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.data(projectId) }),
  ]);
}
