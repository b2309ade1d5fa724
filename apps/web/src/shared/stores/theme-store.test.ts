import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, initTheme, readSavedTheme, useThemeStore } from './theme-store';

afterEach(() => {
  useThemeStore.getState().setTheme('system');
});

describe('theme store', () => {
  it('sets data-theme on <html> and saves the choice', () => {
    useThemeStore.getState().setTheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    useThemeStore.getState().setTheme('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('removes the attribute and the saved value for system', () => {
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().setTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(useThemeStore.getState().theme).toBe('system');
  });

  it('reads the saved value and falls back to system for anything else', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readSavedTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readSavedTheme()).toBe('system');
  });

  it('applies the current theme on start', () => {
    useThemeStore.setState({ theme: 'dark' });
    initTheme();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
