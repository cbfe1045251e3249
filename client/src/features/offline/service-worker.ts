import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '@/lib/offline-session';
import { setUpdateWaiting } from './update-state';

/** How often an open app asks whether a new version was deployed (also on every visit and return to the tab). */
const CHECK_EVERY_MS = 30 * 60_000;

/**
 * Registers the service worker (production builds only: development serves modules Vite transforms on the fly).
 * A new version installs in the background and waits: the rider is asked before it takes over.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  }));
  // A browser that refuses service workers (private modes, some test browsers) keeps the app working online.
  workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => { if (navigator.onLine) void registration.update().catch(() => undefined); };
    window.setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
  }).catch(() => undefined);
}

/** Tells the service worker to forget the rider's kept pages, answers and waiting writes. */
export function forgetRiderInServiceWorker() {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.forgetRider });
}
