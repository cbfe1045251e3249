/** What the app and its service worker (client/src/sw.ts) share beyond the caches. */
export const OUTBOX_DATABASE = {
  /** The rider's writes waiting to be sent (lib/outbox.ts). */
  outbox: { database: 'cloverleaf-outbox', store: 'entries' },
  /** The service worker's own flags (a logout made offline, to finish first when the connection returns). */
  flags: { database: 'cloverleaf-flags', store: 'flags' },
} as const;

/** Messages the app posts to the service worker. */
export const SW_MESSAGES = {
  /** Take over now: the rider chose "Reload" on "A new version is ready". */
  skipWaiting: 'SKIP_WAITING',
  /** Another rider signed in on this phone: empty the previous rider's caches and outbox. */
  forgetRider: 'FORGET_RIDER',
} as const;
