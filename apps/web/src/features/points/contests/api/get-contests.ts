import type { HydraCollection } from '@salespulse/contract/common';
import { POINT_CONTEST_PAGE_SIZE, type PointContest, type PointContestStatus } from '@salespulse/contract/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { type ContestTab, tabStatuses } from '../lib/contest-tabs';
import { CONTESTS_STALE_MS, contestKeys } from './contest-keys';

function getContests(
  projectId: string,
  params: { status?: PointContestStatus[]; page: number; itemsPerPage: number },
  signal?: AbortSignal,
) {
  return http.get<HydraCollection<PointContest>>(`/projects/${projectId}/point_contests${toQueryString(params)}`, { signal });
}

/** One tab's contests, newest first as the server sorts them, 20 a page. */
export function useContests(projectId: string, tab: ContestTab, page: number) {
  return useQuery({
    queryKey: contestKeys.page(projectId, tab, page),
    queryFn: ({ signal }) => getContests(projectId, { status: tabStatuses[tab], page, itemsPerPage: POINT_CONTEST_PAGE_SIZE }, signal),
    staleTime: CONTESTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** Whether the project has any contest at all: an empty Running tab says "No contests yet" only then. */
export function useHasAnyContest(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: contestKeys.any(projectId),
    queryFn: ({ signal }) => getContests(projectId, { page: 1, itemsPerPage: 1 }, signal),
    staleTime: CONTESTS_STALE_MS,
    enabled,
    select: (answer) => answer['hydra:totalItems'] > 0,
  });
}
