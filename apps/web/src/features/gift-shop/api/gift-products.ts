import type { HydraCollection } from '@salespulse/contract/common';
import { GIFT_PRODUCT_PAGE_SIZE, type GiftProduct } from '@salespulse/contract/gifts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

export type GiftShelf = 'offer' | 'archive';

/**
 * Every list of a project's gifts lives under `giftProductKeys.all`: a gift added, changed,
 * archived or restored invalidates that one key, and the shop, the catalogue and the archive all
 * refresh. Other lists of gifts should sit under it too.
 */
export const giftProductKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'gift-products'] as const,
  shelf: (projectId: string, shelf: GiftShelf) => [...giftProductKeys.all(projectId), shelf] as const,
};

export function getGiftProducts(projectId: string, shelf: GiftShelf, page: number, signal?: AbortSignal) {
  const query = toQueryString({ archived: shelf === 'archive' ? 'true' : 'false', itemsPerPage: GIFT_PRODUCT_PAGE_SIZE, page });
  return http.get<HydraCollection<GiftProduct>>(`/projects/${projectId}/gift_products${query}`, { signal });
}

/** Gifts on offer (or in the archive), cheapest first as the server sorts them, 30 at a time. */
export function useGiftProducts(projectId: string, shelf: GiftShelf) {
  return useInfiniteQuery({
    queryKey: giftProductKeys.shelf(projectId, shelf),
    queryFn: ({ pageParam, signal }) => getGiftProducts(projectId, shelf, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * GIFT_PRODUCT_PAGE_SIZE < last['hydra:totalItems'] ? pages.length + 1 : undefined),
  });
}
