import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAMS_STALE_MS, teamKeys } from './keys';
import { getTeams } from './requests';

export function teamsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: teamKeys.list(projectId),
    queryFn: ({ signal }) => getTeams(projectId, signal),
    staleTime: TEAMS_STALE_MS,
    enabled: projectId.length > 0,
  });
}

/** The project's live teams, by name. */
export function useTeams(projectId: string) {
  return useQuery(teamsQueryOptions(projectId));
}
