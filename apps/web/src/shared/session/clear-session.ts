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
