import type { GiftRequestStatus } from '@salespulse/contract/gifts';
import { projectKeys } from '@/shared/session/project-keys';

export type GiftRequestListParams = {
  statuses: readonly GiftRequestStatus[];
  /** An employee IRI: only their requests. */
  employee?: string;
  page: number;
  itemsPerPage?: number;
};

// Every list of a project's requests, the sidebar's pending check included, sits under `all`: one
// invalidation after a request changes refreshes them all.
export const giftRequestKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'gift-requests'] as const,
  list: (projectId: string, params: GiftRequestListParams) => [...giftRequestKeys.all(projectId), 'list', params] as const,
  anyPending: (projectId: string) => [...giftRequestKeys.all(projectId), 'any-pending'] as const,
};

/** Spec section 7: the gift request list stays fresh for one minute. */
export const GIFT_REQUESTS_STALE_MS = 60_000;
