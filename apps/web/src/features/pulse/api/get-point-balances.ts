import type { PointBalance } from '@salespulse/contract/points';
import { useQuery } from '@tanstack/react-query';
import { everyPointBalanceQueryOptions } from '@/shared/resources/points';

const byEmployee = (balances: PointBalance[]) => new Map(balances.map(({ employee, points }) => [employee, points]));

/** Point balances by employee IRI; asked for only while the gift shop is on (spec section 7). */
export function usePointBalances(projectId: string, enabled: boolean) {
  return useQuery({ ...everyPointBalanceQueryOptions(projectId), select: byEmployee, enabled, retry: false });
}
