import type { QueryClient } from '@tanstack/react-query';
import { pointKeys } from './keys';

/** Every screen's copy of the balances: the points list, the pulse board, the shopper's own balance. */
export function invalidatePointBalances(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pointKeys.balances(projectId) });
}

export function invalidatePointTransactions(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pointKeys.transactions(projectId) });
}
