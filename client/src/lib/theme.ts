export type Theme = 'light' | 'dark';

// index.html reads the same key before the first paint; keep the two in step.
export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // storage blocked (private mode, sandboxed frame)
  }
}

/** Puts the `dark` class on <html> (or takes it off) and remembers the choice. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but the page still switches.
  }
}
