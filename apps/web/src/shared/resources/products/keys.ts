import { projectKeys } from '@/shared/session/project-keys';

/** Every list of a project's products lives under `productKeys.all`: a product changed or merged refreshes them all. */
export const productKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'products'] as const,
  /** The settings' searchable list, page after page. */
  search: (projectId: string, params: { search: string; includeMerged: boolean }) =>
    [...productKeys.all(projectId), 'settings', params] as const,
  /** Every product, or null where the caller may not list them: the analytics filters and the distribution form. */
  filter: (projectId: string) => [...productKeys.all(projectId), 'filter'] as const,
};
