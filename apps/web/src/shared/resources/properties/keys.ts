import { projectKeys } from '@/shared/session/project-keys';

/** Every list of a project's properties lives under `propertyKeys.all`. */
export const propertyKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'properties'] as const,
  /** One provider's custom fields: the Mapping screen edits them, the product sources pick from them. */
  ofProvider: (projectId: string, dataProviderId: string) => [...propertyKeys.all(projectId), 'provider', dataProviderId] as const,
};
