import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER, SAVED_AT_TIMING } from './offline-caches';

interface OfflineState {
  online: boolean;
  /** The oldest saved copy shown since the connection went: when it was saved. Null while all is live. */
  savedAt: Date | null;
}

let state: OfflineState = { online: true, savedAt: null };
const listeners = new Set<() => void>();

function update(change: Partial<OfflineState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** An API answer came from the service worker's cache: the page shows data as old as it. */
export function noteResponseAge(response: Response) {
  const savedAt = response.headers?.get(SAVED_AT_HEADER);
  if (!savedAt) return;
  const when = new Date(savedAt);
  if (Number.isNaN(when.getTime())) return;
  if (!state.savedAt || when < state.savedAt) update({ savedAt: when, online: false });
}

/** A page the service worker took from its cache was saved at `when`. */
export const noteSavedPage = (when: Date) => {
  if (!state.savedAt || when < state.savedAt) update({ savedAt: when });
};

/**
 * When this page was saved, if the service worker served it from its cache: a phone that believes it is online while
 * nothing gets through (one bar at the arena) gets the saved copy too, and it must say so.
 */
function savedPageTime(): Date | null {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  const entry = navigation?.serverTiming?.find((timing) => timing.name === SAVED_AT_TIMING);
  const when = entry ? new Date(entry.description) : null;
  return when && !Number.isNaN(when.getTime()) ? when : null;
}

let watching = false;
function watchConnection() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  state = { ...state, online: navigator.onLine, savedAt: savedPageTime() ?? state.savedAt };
  window.addEventListener('online', () => update({ online: true, savedAt: null }));
  window.addEventListener('offline', () => update({ online: false }));
}

const subscribe = (listener: () => void) => {
  watchConnection();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the app is offline (no connection, or answers coming from saved copies) and since when its data dates. */
export function useOfflineStatus(): OfflineState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

/** What actions that need the server say with no connection. */
export const NEEDS_CONNECTION = "You're offline. This needs a connection: try again when you have signal.";

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
