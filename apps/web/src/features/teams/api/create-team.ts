import type { Team, TeamCreate } from '@salespulse/contract/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateTeams } from '@/shared/resources/teams';

export function createTeam(body: TeamCreate): Promise<Team> {
  return http.post<Team>('/teams', body);
}

export function useCreateTeam(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamCreate) => createTeam(body),
    onSuccess: () => invalidateTeams(queryClient, projectId),
  });
}
