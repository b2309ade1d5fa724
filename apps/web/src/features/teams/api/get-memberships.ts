import type { TeamMembership } from '@salespulse/contract/teams';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';
import { TEAMS_STALE_MS, teamKeys } from '@/shared/resources/teams';

/** The team's whole membership history, newest first (who joined and left when). */
export function getTeamMemberships(teamId: string, signal?: AbortSignal): Promise<TeamMembership[]> {
  return fetchAllPages<TeamMembership>(`/teams/${teamId}/memberships`, {}, signal);
}

export function useTeamMemberships(projectId: string, teamId: string) {
  return useQuery({
    queryKey: teamKeys.memberships(projectId, teamId),
    queryFn: ({ signal }) => getTeamMemberships(teamId, signal),
    staleTime: TEAMS_STALE_MS,
  });
}
