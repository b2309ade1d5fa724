import type { MyDistributionShare } from '@salespulse/contract/distribution-share';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/shared/api/http';
import { subscribeLiveLeads } from '@/shared/live/live-connection';
import { projectKeys } from '@/shared/session/project-keys';

export const myShareKey = (projectId: string) => [...projectKeys.all, projectId, 'my-distribution-share'] as const;

/** Fresh for half a minute: the ledger moves with every lead, but this is a glance, not a live board. */
const SHARE_STALE_MS = 30_000;
/** A busy project hands out leads every second: the card reads the ledger again at most this often. */
export const SHARE_REFRESH_MS = 2_000;

export function useMyDistributionShare(projectId: string | null) {
  const queryClient = useQueryClient();
  // Any lead handed out in the project moves the shares (the caller's own, or the totals behind them).
  useEffect(() => {
    if (!projectId) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = subscribeLiveLeads(projectId, () => {
      timer ??= setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: myShareKey(projectId) });
      }, SHARE_REFRESH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [projectId, queryClient]);
  return useQuery({
    queryKey: myShareKey(projectId ?? ''),
    queryFn: ({ signal }) => http.get<MyDistributionShare>(`/projects/${projectId}/my_distribution_share`, { signal }),
    enabled: projectId !== null,
    staleTime: SHARE_STALE_MS,
  });
}
