import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from './keys';

/** After a product is changed or merged, or a product source saved: every list of products is asked again. */
export function invalidateProducts(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productKeys.all(projectId) });
}
