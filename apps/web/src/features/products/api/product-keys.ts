import { projectKeys } from '@/shared/session/project-keys';

// Under the project's 'products' and 'properties' keys, so a change here also refreshes the
// analytics filters' copies of these lists.
export const productKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'products'] as const,
  list: (projectId: string, params: { search: string; includeMerged: boolean }) => [...productKeys.all(projectId), 'settings', params] as const,
  sources: (projectId: string) => [...projectKeys.all, projectId, 'product-sources'] as const,
  providers: (projectId: string) => [...projectKeys.all, projectId, 'data-providers', 'products'] as const,
  properties: (projectId: string, dataProviderId: string) => [...projectKeys.all, projectId, 'properties', 'products', dataProviderId] as const,
};
