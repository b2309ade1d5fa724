import type { PointBalance } from '@salespulse/contract/points';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';

export function getEveryPointBalance(projectId: string, signal?: AbortSignal): Promise<PointBalance[]> {
  return fetchAllPages<PointBalance>(`/projects/${projectId}/point_balances`, {}, signal);
}
