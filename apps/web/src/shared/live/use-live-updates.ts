import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { analyticsKeys } from './analytics-keys';
import type { ApiError } from '@/shared/api/http';
import { liveFailure, liveStatus, subscribeLive, subscribeLiveStatus, type LiveStatus } from './live-connection';

/** Calls `onActivity` whenever the project's activity changes (debounced); no project: nothing. */
export function useLiveActivity(projectId: string | null, onActivity: () => void): void {
  const latest = useRef(onActivity);
  useEffect(() => {
    latest.current = onActivity;
  });
  useEffect(() => (projectId ? subscribeLive(projectId, () => latest.current()) : undefined), [projectId]);
}

// Several screens may ask for the same invalidation on one event: it runs once, so a refetch
// already started is not cancelled and restarted by the next hook.
const scheduled = new Map<QueryClient, Set<string>>();

function invalidateOnce(queryClient: QueryClient, queryKey: QueryKey) {
  const keys = scheduled.get(queryClient) ?? new Set<string>();
  const text = JSON.stringify(queryKey);
  if (keys.has(text)) return;
  keys.add(text);
  scheduled.set(queryClient, keys);
  queueMicrotask(() => {
    keys.delete(text);
    if (keys.size === 0) scheduled.delete(queryClient);
    void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * Refetches the given queries (by default every analytics query of the project) when activity
 * arrives. Invalidation keeps the answers on screen while the new ones load, so numbers change in
 * place instead of blinking through a loading state.
 */
export function useLiveInvalidation(projectId: string | null, queryKey?: QueryKey): void {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey ?? null);
  const invalidate = useCallback(() => {
    if (!projectId) return;
    invalidateOnce(queryClient, keyText === 'null' ? analyticsKeys.all(projectId) : (JSON.parse(keyText) as QueryKey));
  }, [queryClient, projectId, keyText]);
  useLiveActivity(projectId, invalidate);
}

/** Whether the project's event stream is open, for a "live" indicator. */
export function useLiveStatus(projectId: string | null): LiveStatus {
  const subscribe = useCallback(
    (onChange: () => void) => (projectId ? subscribeLiveStatus(projectId, onChange) : () => undefined),
    [projectId],
  );
  return useSyncExternalStore(subscribe, () => (projectId ? liveStatus(projectId) : 'offline'));
}

/** Why the project's event stream was refused (a 4xx on its ticket), or null. */
export function useLiveFailure(projectId: string | null): ApiError | null {
  const subscribe = useCallback(
    (onChange: () => void) => (projectId ? subscribeLiveStatus(projectId, onChange) : () => undefined),
    [projectId],
  );
  return useSyncExternalStore(subscribe, () => (projectId ? liveFailure(projectId) : null));
}
