import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/shared/routes/route-table';
import { routes } from './router';

/** Every path the router declares, as written (absolute, from the table). */
function declaredPaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...declaredPaths(route.children ?? [])]);
}

describe('router and route table', () => {
  it('declares each route of the table once, and no URL of its own but the 404', () => {
    const declared = declaredPaths(routes);
    expect(declared.filter((path) => path !== '*').sort()).toEqual(
      Object.values(routeTable)
        .map((entry) => entry.pattern)
        .sort(),
    );
    expect(new Set(declared).size).toBe(declared.length);
  });
});
