import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';

function useFrom(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const token = useAuthStore((state) => state.token);
  const from = useFrom();
  if (!token) return <Navigate to={paths.login} replace state={{ from }} />;
  return children ?? <Outlet />;
}

export function RequireProject({ children }: { children?: ReactNode }) {
  const projectId = useSessionStore((state) => state.projectId);
  const from = useFrom();
  if (!projectId) return <Navigate to={paths.selectProject} replace state={{ from }} />;
  return children ?? <Outlet />;
}
