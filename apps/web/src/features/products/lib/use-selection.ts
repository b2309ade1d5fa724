import type { Product } from '@salespulse/contract/catalogue';
import { useState } from 'react';

/**
 * Products picked for a merge, kept by id with the product as last seen, so a selection survives a
 * new search (pick "Widget", search "widget pro", pick that one too).
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Product>>(new Map());
  return {
    selected: [...selected.values()],
    has: (id: string) => selected.has(id),
    toggle: (product: Product) =>
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(product.id)) next.delete(product.id);
        else next.set(product.id, product);
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}
