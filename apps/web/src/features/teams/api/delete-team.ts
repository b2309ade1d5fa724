import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateTeams } from '@/shared/resources/teams';

/** Archives the team (204): it leaves the lists, its past figures stay with it. */
export function deleteTeam(id: string): Promise<void> {
  return http.delete<void>(`/teams/${id}`);
}

export function useDeleteTeam(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeam(id),
    onSuccess: () => invalidateTeams(queryClient, projectId),
  });
}
