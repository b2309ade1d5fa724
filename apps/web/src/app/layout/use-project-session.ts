import { PROJECT_DELETED_STATUS } from '@salespulse/contract/projects';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/http';
import { paths } from '@/shared/routes/paths';
import { useProjectData } from '@/shared/session/get-project-data';
import { useMyEmployee } from '@/shared/session/use-my-employee';
import { leaveProject } from '@/shared/session/clear-session';
import { useSessionStore } from '@/shared/stores/session-store';

// 404: not a member (or no such project); 403: a deactivated member. Either way the project is no
// longer the user's, so it is forgotten and RequireProject sends them to choose another.
const LOST_ACCESS = new Set([404, 403]);

/**
 * Loads the selected project for the main layout and keeps the session in step with it: the role
 * (which grants the screens, read from the user's employee record) and the name the sidebar shows. A deleted project leads to its own page,
 * a lost membership to choosing another; any other failure without data goes to the error boundary.
 */
export function useProjectSession(): void {
  const query = useProjectData();
  const projectId = useSessionStore((state) => state.projectId);
  // Spec sections 4 and 6: the role comes from the user's employee record in the project.
  const role = useMyEmployee(projectId).data?.role;
  const navigate = useNavigate();
  const project = query.data?.project;
  const status = query.error instanceof ApiError ? query.error.status : undefined;

  useEffect(() => {
    if (role) useSessionStore.getState().setRole(role);
  }, [role]);

  useEffect(() => {
    if (project) useSessionStore.getState().setProjectName(project.name);
  }, [project]);

  useEffect(() => {
    if (status === PROJECT_DELETED_STATUS) {
      // That page forgets the project once the main layout is gone: doing it here would let
      // RequireProject redirect to /select-project first.
      void navigate(paths.projectDeleted, { replace: true });
    } else if (status !== undefined && LOST_ACCESS.has(status)) {
      leaveProject();
    }
  }, [status, navigate]);

  const handled = status === PROJECT_DELETED_STATUS || (status !== undefined && LOST_ACCESS.has(status));
  if (query.error && !handled && !query.data) throw query.error;
}
