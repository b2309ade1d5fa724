import type { MyDistributionShare } from '@salespulse/contract/distribution-share';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { projectKeys } from '@/shared/session/project-keys';

export const myShareKey = (projectId: string) => [...projectKeys.all, projectId, 'my-distribution-share'] as const;

/** Fresh for half a minute: the ledger moves with every lead, but this is a glance, not a live board. */
const SHARE_STALE_MS = 30_000;

export function useMyDistributionShare(projectId: string | null) {
  return useQuery({
    queryKey: myShareKey(projectId ?? ''),
    queryFn: ({ signal }) => http.get<MyDistributionShare>(`/projects/${projectId}/my_distribution_share`, { signal }),
    enabled: projectId !== null,
    staleTime: SHARE_STALE_MS,
  });
}
