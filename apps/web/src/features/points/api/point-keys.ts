import { projectKeys } from '@/shared/session/project-keys';

// The balances sit under the project's point-balances key, beside the pulse's copy: one
// invalidation after a transaction refreshes both. The history sits under the project's shared
// key too, so the gift shop refreshes it when a request takes points or gives them back.
export const pointKeys = {
  balances: (projectId: string) => [...projectKeys.pointBalances(projectId), 'points'] as const,
  transactions: (projectId: string) => projectKeys.pointTransactions(projectId),
  transactionPage: (projectId: string, page: number) => [...pointKeys.transactions(projectId), page] as const,
};

/** Spec section 7: the points balance stays fresh for five minutes. */
export const POINTS_STALE_MS = 5 * 60_000;
