import type { Product, Property } from '@salespulse/contract/catalogue';
import type { DataProvider } from '@salespulse/contract/data-providers';
import type { ProjectData } from '@salespulse/contract/projects';
import { hasPermission } from '@salespulse/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';
import { projectDataQueryOptions } from '@/shared/session/get-project-data';
import { PROJECT_STALE_MS, projectKeys } from '@/shared/session/project-keys';
import { useSessionStore } from '@/shared/stores/session-store';
import { fetchAllPages } from './fetch-all-pages';

export type FilterProduct = Pick<Product, 'id' | 'name' | 'sku'>;
export type FilterProperty = Pick<Property, 'id' | 'name' | 'options'>;

export const filterSourceKeys = {
  products: (projectId: string) => [...projectKeys.all, projectId, 'products', 'filter'] as const,
  dataProviders: (projectId: string) => [...projectKeys.all, projectId, 'data-providers', 'filter'] as const,
};

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
    queryKey: filterSourceKeys.products(projectId),
    queryFn: ({ signal }) =>
      optional(async () =>
        (await fetchAllPages<Product>(`/projects/${projectId}/products`, {}, signal)).map((p): FilterProduct => ({ id: p.id, name: p.name, sku: p.sku })),
      ),
    staleTime: PROJECT_STALE_MS,
    enabled,
  });
}

const toFilterProperties = (data: ProjectData): FilterProperty[] => data.properties.map((p) => ({ id: p.id, name: p.name, options: p.options }));

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
    queryKey: filterSourceKeys.dataProviders(projectId),
    queryFn: ({ signal }) => optional(() => fetchAllPages<DataProvider>(`/projects/${projectId}/data_providers`, {}, signal)),
    enabled: hasPermission(role, 'project.settings'),
    // Sync state changes on its own: a minute, like the analytics it qualifies.
    staleTime: 60_000,
  });
}
