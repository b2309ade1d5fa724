import { fillPattern, hasPathParams, type PathHelper } from './route-path';
import { routeTable, type RouteName } from './route-table';

export type Paths = { readonly [Name in RouteName]: PathHelper<(typeof routeTable)[Name]['pattern']> };

function helperFor(pattern: string): string | ((params: Record<string, string>) => string) {
  return hasPathParams(pattern) ? (params) => fillPattern(pattern, params) : pattern;
}

/**
 * Links into the app, one per route of the table: `paths.managers` is '/managers',
 * `paths.distributionEdit({ distributionId })` is '/distribution/<id>'.
 */
// The mapped type cannot be followed through Object.fromEntries; paths.test.ts checks them.
export const paths = Object.fromEntries(Object.entries(routeTable).map(([name, entry]) => [name, helperFor(entry.pattern)])) as Paths;
