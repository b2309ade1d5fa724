import { projectKeys } from '@/shared/session/project-keys';

// The balances sit under the project's point-balances key, beside the pulse's copy: one
// invalidation after a transaction refreshes both.
export const pointKeys = {
  balances: (projectId: string) => [...projectKeys.pointBalances(projectId), 'points'] as const,
  transactions: (projectId: string) => [...projectKeys.all, projectId, 'point-transactions'] as const,
  transactionPage: (projectId: string, page: number) => [...pointKeys.transactions(projectId), page] as const,
};

/** Spec section 7: the points balance stays fresh for five minutes. */
export const POINTS_STALE_MS = 5 * 60_000;
