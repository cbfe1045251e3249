import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '@/lib/offline-session';

/** How often an open app asks whether a new version was deployed (also on every visit and return to the tab). */
const CHECK_EVERY_MS = 30 * 60_000;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting() {
  updateWaiting = true;
  listeners.forEach((listener) => listener());
}

/**
 * Registers the service worker (production builds only: development serves modules Vite transforms on the fly).
 * A new version installs in the background and waits: the rider is asked before it takes over.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', setUpdateWaiting);
  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => { if (navigator.onLine) void registration.update().catch(() => undefined); };
    window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
  });
}

/** "Reload": the waiting version takes over and the page reloads on it (or just reloads when nothing waits). */
export function reloadToNewVersion() {
  if (!workbox || !updateWaiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Tells the service worker to forget the rider's kept pages, answers and waiting writes. */
export function forgetRiderInServiceWorker() {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetRider });
}

export const useUpdateWaiting = () => useSyncExternalStore(
  (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  () => updateWaiting,
  () => false,
);
