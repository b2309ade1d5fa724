import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, resolveSortKey, type SortDirection, type SortState } from './sorting';

const parseDirection = (value: string | null): SortDirection => (value === 'desc' ? 'desc' : 'asc');

/**
 * A table's sort kept in the URL (`?sort=<key>&order=desc`) with the filters, so a shared link
 * shows the same order. `param` names the parameter when a screen has several sorted lists;
 * `known` is false while the options still depend on an answer (no warning for a key it may bring).
 */
export function useUrlSort<K extends string>(options: readonly [K, ...K[]], param = 'sort', known = true) {
  const [params, setParams] = useSearchParams();
  const orderParam = `${param}Order`;
  const requested = params.get(param);
  const optionsKey = options.join('|');
  // Memoised on the raw values so the fallback warning is issued once per bad key, not per render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for options
  const key = useMemo(() => (known ? resolveSortKey(options, requested) : options[0]), [optionsKey, requested, known]);
  const sort: SortState<K> = { key, direction: parseDirection(params.get(orderParam)) };
  const { direction } = sort;

  const setSort = useCallback(
    (next: SortState<K>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(param, next.key);
          if (next.direction === 'desc') updated.set(orderParam, 'desc');
          else updated.delete(orderParam);
          return updated;
        },
        { replace: true },
      ),
    [param, orderParam, setParams],
  );
  const toggle = useCallback((column: K) => setSort(nextSort({ key, direction }, column)), [key, direction, setSort]);
  return { sort, toggle, setSort };
}
