import type { Product, Property } from '@salespulse/contract/catalogue';
import type { ProjectData } from '@salespulse/contract/projects';
import { hasPermission } from '@salespulse/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';
import { projectDataQueryOptions } from '@/shared/session/get-project-data';
import { dataProviderKeys, getEveryDataProvider } from '@/shared/resources/data-providers';
import { getEveryProduct, productKeys } from '@/shared/resources/products';
import { PROJECT_STALE_MS } from '@/shared/session/project-keys';
import { useSessionStore } from '@/shared/stores/session-store';

export type FilterProduct = Pick<Product, 'id' | 'name' | 'sku'>;
export type FilterProperty = Pick<Property, 'id' | 'name' | 'options'>;

/** A list the caller may not read (or a server without it) is no filter, not an error. */
async function optional<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 405)) return null;
    throw error;
  }
}

export function useFilterProducts(projectId: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.filter(projectId),
    queryFn: ({ signal }) =>
      optional(async () => (await getEveryProduct(projectId, signal)).map((p): FilterProduct => ({ id: p.id, name: p.name, sku: p.sku }))),
    staleTime: PROJECT_STALE_MS,
    enabled,
  });
}

const toFilterProperties = (data: ProjectData): FilterProperty[] =>
  data.properties.map((p) => ({ id: p.id, name: p.name, options: p.options }));

/** The project data carries the properties (spec section 7): no list of its own to read page by page. */
export function useFilterProperties(projectId: string) {
  return useQuery({ ...projectDataQueryOptions(projectId), select: toFilterProperties });
}

/**
 * The project's data providers, for the calls board's filter and the sync warning. Listing them
 * needs project.settings; for anyone else there is nothing to ask (the answer would be 403).
 */
export function useFilterDataProviders(projectId: string) {
  const role = useSessionStore((state) => state.role);
  return useQuery({
    queryKey: dataProviderKeys.filter(projectId),
    queryFn: ({ signal }) => optional(() => getEveryDataProvider(projectId, signal)),
    enabled: hasPermission(role, 'project.settings'),
    // Sync state changes on its own: a minute, like the analytics it qualifies.
    staleTime: 60_000,
  });
}
