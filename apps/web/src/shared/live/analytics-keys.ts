import { projectKeys } from '@/shared/session/project-keys';

/**
 * Every analytics answer of a project lives under this key (e.g. `[...analyticsKeys.all(id),
 * 'pulse', ...]`), so live updates refresh all analytics screens with one invalidation.
 */
export const analyticsKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'analytics'] as const,
};

/** Spec section 7: pulse and analytics answers stay fresh for one minute. */
export const ANALYTICS_STALE_MS = 60_000;
