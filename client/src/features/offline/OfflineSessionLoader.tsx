import { useEffect, useState, type ComponentType } from 'react';

/**
 * The offline side of the session, loaded once the page has rendered (it is never part of the first paint, nor of
 * the server's HTML).
 */
export function OfflineSessionLoader() {
  const [Session, setSession] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('./OfflineSession').then((module) => { if (!cancelled) setSession(() => module.OfflineSession); });
    return () => { cancelled = true; };
  }, []);
  return Session ? <Session /> : null;
}
