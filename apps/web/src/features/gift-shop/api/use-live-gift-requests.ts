import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveStatus, subscribeLiveGifts, subscribeLiveStatus } from '@/shared/live/live-connection';
import { pointKeys } from '@/shared/resources/points';
import { giftRequestKeys } from './gift-request-keys';

/**
 * While the gift shop is on, a gift request made or decided anywhere in the project refreshes the
 * request lists (the sidebar's dot with them), the balances and the points history at once; so
 * does the stream coming back, since its events were missed meanwhile.
 */
export function useLiveGiftRequests(projectId: string | null, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!projectId || !enabled) return undefined;
    const refresh = () => {
      for (const queryKey of [giftRequestKeys.all(projectId), pointKeys.balances(projectId), pointKeys.transactions(projectId)]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    let status = liveStatus(projectId);
    const stopStatus = subscribeLiveStatus(projectId, () => {
      const previous = status;
      status = liveStatus(projectId);
      if (previous === 'offline' && status === 'live') refresh();
    });
    const stopGifts = subscribeLiveGifts(projectId, refresh);
    return () => {
      stopGifts();
      stopStatus();
    };
  }, [queryClient, projectId, enabled]);
}
