import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { projectKeys } from '@/shared/session/project-keys';

export function deleteProject(projectId: string): Promise<void> {
  return http.delete(`/projects/${projectId}`);
}

/**
 * The project's own answers are dropped by the project-deleted page (leaveProject); the project
 * lists still name it, so they are read again before anyone chooses among them.
 */
export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
