import type { GiftProduct, GiftProductCreate, GiftProductPatch } from '@salespulse/contract/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { giftProductKeys } from './gift-products';

export function createGiftProduct(input: GiftProductCreate): Promise<GiftProduct> {
  return http.post<GiftProduct>('/gift_products', input);
}

/** Edits a gift; `archived` takes it off the shelf (true) or puts it back (false). */
export function updateGiftProduct(id: string, patch: GiftProductPatch): Promise<GiftProduct> {
  return http.patch<GiftProduct>(`/gift_products/${id}`, patch);
}

export function useCreateGiftProduct(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGiftProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftProductKeys.all(projectId) }),
  });
}

export function useUpdateGiftProduct(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GiftProductPatch }) => updateGiftProduct(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftProductKeys.all(projectId) }),
  });
}
