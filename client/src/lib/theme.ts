import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

// index.html reads the same key before the first paint; keep the two in step.
export const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage blocked (private mode, sandboxed frame)
  }
}

/** Puts the `dark` class on <html> (or takes it off) and remembers the choice. */
function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but the page still switches.
  }
}

const themeListeners = new Set<() => void>();

function subscribeToTheme(listener: () => void) {
  themeListeners.add(listener);
  return () => {
    themeListeners.delete(listener);
  };
}

function switchTheme(theme: Theme) {
  applyTheme(theme);
  themeListeners.forEach((listener) => listener());
}

/**
 * The theme and a way to switch it. A server-rendered page is drawn light (the server can't read the browser's
 * storage); hydration starts from that and then shows the stored theme, so the two never disagree.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribeToTheme, readStoredTheme, () => 'light'), switchTheme];
}
