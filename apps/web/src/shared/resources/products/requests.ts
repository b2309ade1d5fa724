import type { Product } from '@salespulse/contract/catalogue';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';

export function getEveryProduct(projectId: string, signal?: AbortSignal): Promise<Product[]> {
  return fetchAllPages<Product>(`/projects/${projectId}/products`, {}, signal);
}
