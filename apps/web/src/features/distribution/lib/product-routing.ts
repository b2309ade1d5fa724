import type { Distribution } from '@salespulse/contract/distribution';
import type { FilterProduct } from '@/shared/analytics/api/get-filter-sources';

export type ProductRoute = {
  product: FilterProduct;
  /** Distributions naming this product, in the order the engine tries them (by position). */
  named: Distribution[];
};

export type ProductRouting = { rows: ProductRoute[]; anyProduct: Distribution[] };

/**
 * Which distributions take each product: those that name it, and those that name no product at
 * all (they take every product). Other conditions (sources, properties) still apply to each lead.
 */
export function routeProducts(products: readonly FilterProduct[], distributions: readonly Distribution[]): ProductRouting {
  const ordered = distributions.toSorted((a, b) => a.position - b.position);
  const anyProduct = ordered.filter((d) => d.products.length === 0);
  const rows = products
    .map((product) => ({
      product,
      named: ordered.filter((d) => d.products.some((reference) => reference.endsWith(`/${product.id}`) || reference === product.id)),
    }))
    // Distributed products first, then by name.
    .sort((a, b) => Number(b.named.length > 0) - Number(a.named.length > 0) || a.product.name.localeCompare(b.product.name));
  return { rows, anyProduct };
}
