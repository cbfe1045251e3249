/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into dist/public/sw.js): the app's code is
// precached; pages, API answers and photos are kept as the rider uses them, network first, so that with no signal
// the rider's weekend is still on the phone.
import { get, set, del, clear, createStore } from 'idb-keyval';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { OFFLINE_CACHES, SAVED_AT_HEADER, SAVED_AT_TIMING } from './lib/offline-caches';
import { OUTBOX_DATABASE, SW_MESSAGES } from './lib/offline-session';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Workbox writes the build's file list in place of self.__WB_MANIFEST (it must appear exactly once).
const PRECACHE = self.__WB_MANIFEST;
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

/** This build's identity: the revisions of what it precaches. */
const BUILD = String([...JSON.stringify(PRECACHE)].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7));

const DAY = 24 * 60 * 60;
/** Answers not worth keeping: the live notification stream, sign-in and out, the health check. */
const NOT_KEPT = /^\/api\/(notifications\/stream|login|logout|callback|auth\/login|auth\/register|health)\b/;

/** Marks an answer taken from the cache for want of a connection with the time it was saved (the banner shows it). */
const markSavedCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    const saved = new Date(cachedResponse.headers.get('date') ?? Date.now());
    headers.set(SAVED_AT_HEADER, saved.toISOString());
    headers.append('Server-Timing', `${SAVED_AT_TIMING};desc="${saved.toISOString()}"`);
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** Network first, the cached copy (marked with its saved time) when there is no connection. */
const networkFirst = (cacheName: string, maxEntries: number) => new NetworkFirst({
  cacheName,
  networkTimeoutSeconds: 8,
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * DAY }),
    markSavedCopies,
  ],
});

const pages = networkFirst(OFFLINE_CACHES.pages, 150);
const api = networkFirst(OFFLINE_CACHES.api, 600);

const photos = new CacheFirst({
  cacheName: OFFLINE_CACHES.photos,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY })],
});

// ----- Logging out, also with no signal -----
const flags = createStore(OUTBOX_DATABASE.flags.database, OUTBOX_DATABASE.flags.store);
const PENDING_LOGOUT = 'pending-logout';
let pendingLogout: Promise<boolean> | null = null;
const isLogoutPending = () => (pendingLogout ??= get<boolean>(PENDING_LOGOUT, flags).then(Boolean, () => false));

/** Everything this phone kept of the rider: pages, answers, photos and writes still waiting. */
async function forgetRider() {
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
  await clear(createStore(OUTBOX_DATABASE.outbox.database, OUTBOX_DATABASE.outbox.store)).catch(() => undefined);
}

/** A logout made offline is finished before anything else reaches the server, so no page of theirs comes back. */
async function finishPendingLogout() {
  if (!(await isLogoutPending())) return;
  try {
    await fetch('/api/logout', { credentials: 'include', redirect: 'manual' });
    await del(PENDING_LOGOUT, flags);
    pendingLogout = Promise.resolve(false);
  } catch {
    // Still no connection: the caches are empty, so nothing of the rider is shown meanwhile.
  }
}

registerRoute(({ request, url }) => request.mode === 'navigate' && url.pathname === '/api/logout', async ({ request }) => {
  await forgetRider();
  try {
    const response = await fetch(request);
    await del(PENDING_LOGOUT, flags);
    pendingLogout = Promise.resolve(false);
    return response;
  } catch {
    await set(PENDING_LOGOUT, true, flags);
    pendingLogout = Promise.resolve(true);
    return Response.redirect('/', 303);
  }
});

// ----- Pages, API answers, photos -----
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async (options: RouteHandlerCallbackOptions) => {
    await finishPendingLogout();
    try {
      return await pages.handle(options);
    } catch {
      // Never opened while online: the app's own page, which renders from the kept API answers.
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && !NOT_KEPT.test(url.pathname)
    && request.headers.get('accept') !== 'text/event-stream',
  async (options: RouteHandlerCallbackOptions) => {
    await finishPendingLogout();
    return api.handle(options);
  },
  'GET',
);

registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/'), photos, 'GET');

// ----- Updates -----
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | undefined;
  // The rider chose "Reload" on "A new version is ready".
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (data?.type === SW_MESSAGES.forgetRider) event.waitUntil(forgetRider());
});

const BUILD_KEY = 'build';
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // After an update, kept pages name the old version's scripts, which are gone from the precache now: the app's
    // own page serves offline instead (from the kept API answers) until the pages are kept again.
    const previous = await get<string>(BUILD_KEY, flags).catch(() => undefined);
    if (previous && previous !== BUILD) await caches.delete(OFFLINE_CACHES.pages);
    await set(BUILD_KEY, BUILD, flags);
    await self.clients.claim();
  })());
});
