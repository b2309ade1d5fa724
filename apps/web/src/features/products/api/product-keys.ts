import { projectKeys } from '@/shared/session/project-keys';

export const productSourceKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'product-sources'] as const,
};
