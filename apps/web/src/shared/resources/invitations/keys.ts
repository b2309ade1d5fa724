import { projectKeys } from '@/shared/session/project-keys';

/**
 * Two readers, no shared copy: the invitee opens one invitation by its link (possibly before
 * signing in), the project's settings list the pending ones.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (id: string) => [...invitationKeys.all, id] as const,
  pending: (projectId: string) => [...projectKeys.all, projectId, 'invitations', 'pending'] as const,
};
