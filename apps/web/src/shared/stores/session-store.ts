import type { Role } from '@salespulse/contract/permissions';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type SessionData = {
  projectId: string | null;
  projectName: string | null;
  role: Role | null;
  /**
   * The project's time zone as last read (its settings, else the browser's): a returning visit asks
   * for today's pulse before the settings answer (prefetch-pulse.ts).
   */
  projectZone: string | null;
};

type SessionState = SessionData & {
  setProjectId: (projectId: string | null, projectName?: string | null) => void;
  setProjectName: (projectName: string | null) => void;
  setRole: (role: Role | null) => void;
  setProjectZone: (projectZone: string) => void;
  reset: () => void;
};

const initialSession: SessionData = { projectId: null, projectName: null, role: null, projectZone: null };

export const SESSION_STORAGE_KEY = 'session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initialSession,
      // A new project means a new role: the old one must not grant anything there.
      setProjectId: (projectId, projectName = null) => set({ projectId, projectName, role: null, projectZone: null }),
      setProjectName: (projectName) => set({ projectName }),
      setRole: (role) => set({ role }),
      setProjectZone: (projectZone) => set({ projectZone }),
      reset: () => set(initialSession),
    }),
    {
      name: SESSION_STORAGE_KEY,
      partialize: ({ projectId, projectName, role, projectZone }) => ({ projectId, projectName, role, projectZone }),
    },
  ),
);
