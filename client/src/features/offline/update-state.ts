import { useSyncExternalStore } from 'react';

/**
 * Whether a new version's service worker is installed and waiting, and how to take it: kept apart from the
 * registration (service-worker.ts, loaded after the page) so the prompt costs the first page almost nothing.
 */
let updateWaiting = false;
let takeUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setUpdateWaiting(take: () => void) {
  updateWaiting = true;
  takeUpdate = take;
  listeners.forEach((listener) => listener());
}

/** "Reload": the waiting version takes over and the page reloads on it (or just reloads when nothing waits). */
export function reloadToNewVersion() {
  if (takeUpdate) takeUpdate();
  else window.location.reload();
}

export const useUpdateWaiting = () => useSyncExternalStore(
  (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  () => updateWaiting,
  () => false,
);
