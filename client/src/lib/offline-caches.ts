/**
 * The service worker's runtime caches (client/src/sw.ts), named here so the app can empty them: everything in
 * them came from one rider's session.
 */
export const OFFLINE_CACHES = {
  /** Pages the rider opened, as the server rendered them for them. */
  pages: 'cloverleaf-pages',
  /** API answers (GET) the pages read: saved events, trips, arenas, events, hotels... */
  api: 'cloverleaf-api',
  /** Card-size and page-size photos of what was kept. */
  photos: 'cloverleaf-photos',
} as const;

/** Set by the service worker on an answer it took from a cache for want of a connection: when it was saved (ISO). */
export const SAVED_AT_HEADER = 'X-Cloverleaf-Saved-At';

/**
 * The same time on a page taken from the cache, as a Server-Timing entry (`saved-at;desc="<ISO time>"`): a page cannot
 * read its own headers, but its navigation timing lists these.
 */
export const SAVED_AT_TIMING = 'saved-at';

/** Empties every cache of the rider's data (logging out; another rider signing in on this phone). */
export async function clearRiderCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
}
