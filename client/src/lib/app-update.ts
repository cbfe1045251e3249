import { useSyncExternalStore } from 'react';

/**
 * The server answered that this app is older than its API (426): the page must reload to get the new version.
 * The service worker's "new version ready" (features/offline) leads to the same prompt.
 */
let outdated = false;
const listeners = new Set<() => void>();

export function markClientOutdated() {
  if (outdated) return;
  outdated = true;
  listeners.forEach((listener) => listener());
}

export const useClientOutdated = () => useSyncExternalStore(
  (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  () => outdated,
  () => false,
);
