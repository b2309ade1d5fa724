export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection };
/** What a column sorts by; null (nothing to show) sorts last in both directions. */
export type SortValue = string | number | null | undefined;

/**
 * The requested key when it is one of `options`, else the first option: a stale bookmark or a
 * hand-edited URL still shows a sorted table, and the console says why (spec §4).
 */
export function resolveSortKey<K extends string>(options: readonly [K, ...K[]], requested: string | null | undefined): K {
  if (requested === null || requested === undefined || requested === '') return options[0];
  if ((options as readonly string[]).includes(requested)) return requested as K;
  console.warn(`Unknown sort key "${requested}"; sorting by "${options[0]}" instead`);
  return options[0];
}

/** Spec §4: a column starts ascending; clicking the sorted column again flips it. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareDefined(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; equal values keep their order (the array sort is stable). */
export function sortRows<T, K extends string>(rows: readonly T[], sort: SortState<K>, valueOf: (row: T, key: K) => SortValue): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = valueOf(left, sort.key);
    const b = valueOf(right, sort.key);
    const aMissing = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
    const bMissing = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
    if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return sign * compareDefined(a, b);
  });
}
