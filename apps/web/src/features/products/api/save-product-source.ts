import { PRODUCT_FIELD_DEFAULT, type ProductSource } from '@salespulse/contract/catalogue';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateProducts } from '@/shared/resources/products';
import { productSourceKeys } from './product-keys';

type SaveSource = { provider: DataProvider; current: ProductSource | undefined; field: string };

/**
 * One call for whatever the choice means: the default field removes the provider's source, another
 * field creates or changes it. The server re-derives the provider's deals either way.
 */
export function saveProductSource({ provider, current, field }: SaveSource): Promise<unknown> {
  if (field === PRODUCT_FIELD_DEFAULT) return current ? http.delete(`/product_sources/${current.id}`) : Promise.resolve();
  if (current) return http.patch<ProductSource>(`/product_sources/${current.id}`, { field });
  return http.post<ProductSource>('/product_sources', { dataProvider: provider['@id'], field });
}

export function useSaveProductSource(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProductSource,
    // Deals moved between products: the list's counts (and new products) change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productSourceKeys.all(projectId) }),
        invalidateProducts(queryClient, projectId),
      ]),
  });
}
