import { projectKeys } from '@/shared/session/project-keys';

/** Every copy of a project's data providers lives under `dataProviderKeys.all`. */
export const dataProviderKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'data-providers'] as const,
  /** The first page of the server's maximum: the screens that list, pick or map providers share it. */
  list: (projectId: string) => [...dataProviderKeys.all(projectId), 'list'] as const,
  detail: (projectId: string, id: string) => [...dataProviderKeys.all(projectId), 'detail', id] as const,
  /** Every page, or null where the caller may not list them: the analytics filters and sync notes. */
  filter: (projectId: string) => [...dataProviderKeys.all(projectId), 'filter'] as const,
};
