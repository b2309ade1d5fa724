import type { Product } from '@salespulse/contract/catalogue';

/** The product to keep by default: the one with the most deals (then the first by name). */
export function defaultMergeTarget(products: Product[]): Product | undefined {
  return products.toSorted((a, b) => b.deals - a.deals || a.name.localeCompare(b.name))[0];
}

/** Only products still counting deals can be merged; a merged one already points elsewhere. */
export const canMerge = (product: Product) => product.mergedInto === null;
