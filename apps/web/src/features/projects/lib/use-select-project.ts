import type { Project } from '@salespulse/contract/projects';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { previousPath } from '@/shared/lib/previous-path';
import { paths } from '@/shared/routes/paths';
import { switchProject } from '@/shared/session/clear-session';
import { useSessionStore } from '@/shared/stores/session-store';

// Returning to these would bring the user straight back to choosing (or loop on auto-selection).
const NOT_A_DESTINATION = [paths.selectProject, paths.createProject, paths.projectDeleted];

export function returnPath(from: string | undefined): string {
  if (!from || NOT_A_DESTINATION.some((path) => from.startsWith(path))) return '/';
  return from;
}

/** Makes a project the current one and goes back to where the user was sent from (default /). */
export function useSelectProject(): (project: Project, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const target = returnPath(previousPath(useLocation()));
  return useCallback(
    (project, options) => {
      switchProject(project.id, project.name);
      useSessionStore.getState().setRole(project.role);
      void navigate(target, { replace: options?.replace ?? false });
    },
    [navigate, target],
  );
}
