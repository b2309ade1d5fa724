import { projectKeys } from '@/shared/session/project-keys';
import type { ContestTab } from '../lib/contest-tabs';

// Every list of a project's contests sits under `all`: a contest created, changed or canceled
// invalidates that one key and every tab refreshes.
export const contestKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'point-contests'] as const,
  page: (projectId: string, tab: ContestTab, page: number) => [...contestKeys.all(projectId), tab, page] as const,
  any: (projectId: string) => [...contestKeys.all(projectId), 'any'] as const,
};

/** Live standings follow the pulse's figures, which stay fresh for a minute (spec section 7). */
export const CONTESTS_STALE_MS = 60_000;
