import { create } from 'zustand';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

// Stored as a bare string (not zustand's JSON envelope) so public/theme-init.js can read it before
// the first paint.
export const THEME_STORAGE_KEY = 'theme';

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function readSavedTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}

function saveTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage only loses the choice on reload.
  }
}

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
};

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readSavedTheme(),
  setTheme: (theme) => {
    saveTheme(theme);
    applyTheme(theme);
    set({ theme });
  },
}));

/** Called first thing in main.tsx; repeats what theme-init.js did in case that script was skipped. */
export function initTheme(): void {
  applyTheme(useThemeStore.getState().theme);
}
