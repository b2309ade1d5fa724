import type { Product, ProductMerge } from '@salespulse/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateProducts } from '@/shared/resources/products';

export function mergeProducts(input: ProductMerge): Promise<Product> {
  return http.post<Product>('/products/merge', input);
}

export function useMergeProducts(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeProducts,
    onSuccess: () => invalidateProducts(queryClient, projectId),
  });
}
