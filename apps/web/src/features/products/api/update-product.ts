import type { Product, ProductPatch } from '@salespulse/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateProducts } from '@/shared/resources/products';

export function updateProduct(id: string, patch: ProductPatch): Promise<Product> {
  return http.patch<Product>(`/products/${id}`, patch);
}

export function useUpdateProduct(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProductPatch }) => updateProduct(id, patch),
    onSuccess: () => invalidateProducts(queryClient, projectId),
  });
}
