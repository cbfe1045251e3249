import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { clearRiderCaches } from '@/lib/offline-caches';
import { outbox } from '@/lib/outbox';
import { keepForOffline } from './keep-for-offline';
import { dueForKeeping, forgetKeptTime } from './kept-time';
import { forgetRiderInServiceWorker } from './service-worker';

/** The service worker controls the page (on a first visit, once it has installed and claimed it). */
const whenControlled = () => (navigator.serviceWorker.controller ? Promise.resolve() : new Promise<void>((resolve) => {
  navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
}));

/** Whose data this phone keeps (a rider id): another rider signing in means the kept data is not theirs. */
const KEPT_FOR_KEY = 'cloverleaf-offline-rider';

/**
 * The offline side of a session, mounted once in the layout: the outbox sends for the signed-in rider (when the
 * connection returns, when the app opens, every 30 s while writes wait); a different rider signing in on this phone
 * empties the previous rider's kept pages and writes; the rider's weekend is kept for offline once the page is idle.
 */
export function OfflineSession() {
  const { user, isLoading } = useAuth();
  const riderId = user?.id ?? null;

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return undefined;
    return outbox().start();
  }, []);

  useEffect(() => {
    if (isLoading || typeof indexedDB === 'undefined') return;
    const keptFor = localStorage.getItem(KEPT_FOR_KEY);
    if (riderId && keptFor && keptFor !== riderId) {
      forgetRiderInServiceWorker();
      forgetKeptTime();
      void clearRiderCaches();
    }
    if (riderId) localStorage.setItem(KEPT_FOR_KEY, riderId);
    void outbox().setRider(riderId);
  }, [riderId, isLoading]);

  useEffect(() => {
    if (!riderId || typeof window === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    let cancelled = false;
    const keep = () => {
      if (cancelled || !navigator.onLine || !dueForKeeping()) return;
      void whenControlled().then(() => (cancelled ? undefined : keepForOffline()));
    };
    // After the page has settled, so keeping never competes with what the rider is looking at.
    const idle = window.setTimeout(keep, 3000);
    const onOnline = () => {
      forgetKeptTime();
      keep();
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.clearTimeout(idle);
      window.removeEventListener('online', onOnline);
    };
  }, [riderId]);

  return null;
}
