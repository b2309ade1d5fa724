import { projectKeys } from '@/shared/session/project-keys';

/** Every copy of a project's teams lives under `teamKeys.all`: a team saved refreshes each screen's filter and list. */
export const teamKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'teams'] as const,
  /** Every live team of the project (the settings list and every team filter). */
  list: (projectId: string) => [...teamKeys.all(projectId), 'list'] as const,
  memberships: (projectId: string, teamId: string) => [...teamKeys.all(projectId), 'memberships', teamId] as const,
};

export const TEAMS_STALE_MS = 60_000;
