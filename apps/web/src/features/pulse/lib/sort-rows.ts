import type { ManagerFigures } from './merge-rows';
import type { MetricKey } from './metrics';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Spec section 4: managers ordered by name, then by the chosen figure descending — the figure
 * decides, equal figures keep name order. A figure not known yet sorts last.
 */
export function sortRows(rows: readonly ManagerFigures[], metric: MetricKey): ManagerFigures[] {
  const value = (row: ManagerFigures) => row.totals[metric] ?? Number.NEGATIVE_INFINITY;
  return [...rows]
    .sort((a, b) => byName.compare(a.name, b.name))
    .sort((a, b) => (value(a) === value(b) ? 0 : value(b) > value(a) ? 1 : -1));
}
