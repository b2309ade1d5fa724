import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type ViewPreferencesState = {
  sidebarCollapsed: boolean;
  fullscreen: boolean;
  /** The overlay sidebar of small screens. */
  menuShown: boolean;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebarCollapsed: () => void;
  setFullscreen: (fullscreen: boolean) => void;
  setMenuShown: (shown: boolean) => void;
};

export const VIEW_PREFERENCES_STORAGE_KEY = 'view-preferences';

export const useViewPreferencesStore = create<ViewPreferencesState>()(
  persist(
    (set) => ({
      sidebarCollapsed: false,
      fullscreen: false,
      menuShown: false,
      setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
      toggleSidebarCollapsed: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
      setFullscreen: (fullscreen) => set({ fullscreen }),
      setMenuShown: (menuShown) => set({ menuShown }),
    }),
    {
      name: VIEW_PREFERENCES_STORAGE_KEY,
      partialize: ({ sidebarCollapsed, fullscreen, menuShown }) => ({ sidebarCollapsed, fullscreen, menuShown }),
    },
  ),
);
