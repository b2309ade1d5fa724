import { queryClient } from '@/shared/api/query-client';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';

/** Forgets everything tied to the signed-in user: cached server data, tokens, project and role. */
export function clearSession(): void {
  queryClient.clear();
  useAuthStore.getState().clear();
  useSessionStore.getState().reset();
}

/** Changing project drops every cached answer, since all of them belong to the old project. */
export function switchProject(projectId: string, projectName?: string | null): void {
  queryClient.clear();
  useSessionStore.getState().setProjectId(projectId, projectName);
}

/**
 * The selected project is gone (deleted, or the user lost access): forget it and the cached answers
 * no screen is showing. Clearing everything would silently cancel queries still on screen (the user
 * menu's), leaving them without data; whatever stays is dropped by the next switchProject.
 */
export function leaveProject(): void {
  useSessionStore.getState().reset();
  queryClient.removeQueries({ type: 'inactive' });
}
