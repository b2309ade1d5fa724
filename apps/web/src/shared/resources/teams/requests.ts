import type { Team } from '@salespulse/contract/teams';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';

export function getTeams(projectId: string, signal?: AbortSignal): Promise<Team[]> {
  return fetchAllPages<Team>(`/projects/${projectId}/teams`, {}, signal);
}
