import { projectKeys } from '@/shared/session/project-keys';

// Under the project's key, so switching projects (which clears it) drops these caches too.
export const distributionKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'distribution'] as const,
  settings: (projectId: string) => [...distributionKeys.all(projectId), 'settings'] as const,
  lists: (projectId: string) => [...distributionKeys.all(projectId), 'list'] as const,
  one: (projectId: string, id: string) => [...distributionKeys.all(projectId), 'one', id] as const,
  presets: (projectId: string) => [...distributionKeys.all(projectId), 'presets'] as const,
  logs: (projectId: string, params: object) => [...distributionKeys.all(projectId), 'logs', params] as const,
};
