import type { Team, TeamPatch } from '@salespulse/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateTeams } from '@/shared/resources/teams';

/** Merge-patch: `members` replaces the current members from today on; the server keeps the history. */
export function updateTeam(id: string, patch: TeamPatch): Promise<Team> {
  return http.patch<Team>(`/teams/${id}`, patch);
}

export function useUpdateTeam(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TeamPatch }) => updateTeam(id, patch),
    // Moving a member changes the team they came from too: every team and history is asked again.
    onSuccess: () => invalidateTeams(queryClient, projectId),
  });
}
