export const VISITED_STORAGE_KEY = 'cloverleaf-visited';

export function hasVisited(): boolean {
  try {
    return localStorage.getItem(VISITED_STORAGE_KEY) === 'true';
  } catch {
    return true; // without storage it could never be marked seen, so do not show it on every page load
  }
}

export function markVisited(): void {
  try {
    localStorage.setItem(VISITED_STORAGE_KEY, 'true');
  } catch {
    // Nothing to remember it in; the dialog still closes.
  }
}
