import { projectKeys } from '@/shared/session/project-keys';

/**
 * Every copy of a project's point balances lives under `pointKeys.balances` and its history under
 * `pointKeys.transactions`: an award, a contest's prize, or a gift requested, declined or canceled
 * refreshes each screen's copy with one call.
 */
export const pointKeys = {
  balances: (projectId: string) => [...projectKeys.all, projectId, 'point-balances'] as const,
  /** Every employee's balance (zero ones included): the points screen and the pulse board. */
  everyBalance: (projectId: string) => [...pointKeys.balances(projectId), 'points'] as const,
  myBalance: (projectId: string, employee: string | undefined) => [...pointKeys.balances(projectId), 'mine', employee] as const,
  transactions: (projectId: string) => [...projectKeys.all, projectId, 'point-transactions'] as const,
  transactionPage: (projectId: string, page: number) => [...pointKeys.transactions(projectId), page] as const,
};

/** Spec section 7: the points balance stays fresh for five minutes. */
export const POINTS_STALE_MS = 5 * 60_000;
