import type { PointTransaction, PointTransactionCreate } from '@salespulse/contract/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidatePointBalances, invalidatePointTransactions } from '@/shared/resources/points';

export function createTransaction(input: PointTransactionCreate): Promise<PointTransaction> {
  return http.post<PointTransaction>('/point_transactions', input);
}

export function useCreateTransaction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    // The pulse's balances too: they live under the same key as this screen's.
    onSuccess: () => Promise.all([invalidatePointBalances(queryClient, projectId), invalidatePointTransactions(queryClient, projectId)]),
  });
}
