import type { Role } from '@salespulse/contract/permissions';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type SessionData = {
  projectId: string | null;
  projectName: string | null;
  role: Role | null;
};

type SessionState = SessionData & {
  setProjectId: (projectId: string | null, projectName?: string | null) => void;
  setProjectName: (projectName: string | null) => void;
  setRole: (role: Role | null) => void;
  reset: () => void;
};

const initialSession: SessionData = { projectId: null, projectName: null, role: null };

export const SESSION_STORAGE_KEY = 'session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initialSession,
      // A new project means a new role: the old one must not grant anything there.
      setProjectId: (projectId, projectName = null) => set({ projectId, projectName, role: null }),
      setProjectName: (projectName) => set({ projectName }),
      setRole: (role) => set({ role }),
      reset: () => set(initialSession),
    }),
    {
      name: SESSION_STORAGE_KEY,
      partialize: ({ projectId, projectName, role }) => ({ projectId, projectName, role }),
    },
  ),
);
