import type { HydraCollection } from '@salespulse/contract/common';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import { http } from '@/shared/api/http';
import { type QueryValue, toQueryString } from '@/shared/api/query-string';

/**
 * Every member of a collection: the first page tells how many more there are, and those are
 * fetched at once. Filter lists need all of them (a project's employees, products, providers).
 */
export async function fetchAllPages<T>(path: string, params: Record<string, QueryValue>, signal?: AbortSignal): Promise<T[]> {
  const page = (number: number) =>
    http.get<HydraCollection<T>>(`${path}${toQueryString({ ...params, itemsPerPage: MAX_ITEMS_PER_PAGE, page: number })}`, { signal });
  const first = await page(1);
  const pages = Math.ceil(first['hydra:totalItems'] / MAX_ITEMS_PER_PAGE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer['hydra:member']);
}
