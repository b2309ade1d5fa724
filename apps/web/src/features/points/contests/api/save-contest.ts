import type { PointContest, PointContestCreate, PointContestPatch } from '@salespulse/contract/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidatePointBalances } from '@/shared/resources/points';
import { contestKeys } from './contest-keys';

/** The contests, and every copy of the balances (this screen's and the pulse's share one key). */
function useRefreshAfterChange(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: contestKeys.all(projectId) }), invalidatePointBalances(queryClient, projectId)]);
}

export function useCreateContest(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: (input: PointContestCreate) => http.post<PointContest>('/point_contests', input),
    onSuccess: refresh,
  });
}

export function useUpdateContest(projectId: string) {
  const refresh = useRefreshAfterChange(projectId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PointContestPatch }) => http.patch<PointContest>(`/point_contests/${id}`, patch),
    onSuccess: refresh,
  });
}
