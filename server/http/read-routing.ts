import type { Request, RequestHandler } from 'express';
import type { AppDeps } from '../app';
import type { Database } from '../db/client';
import { SAFE_METHODS } from './cross-site';

/** Set on a browser that sent a write, so that its next reads see that write (a replica may lag behind). */
export const RECENT_WRITE_COOKIE = 'cloverleaf.wrote';
/** Far longer than a healthy replica's lag (well under a second), short enough to keep most reads on the replica. */
export const READ_YOUR_WRITES_SECONDS = 10;
const HAS_RECENT_WRITE = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE.replace('.', '\\.')}=`);

/**
 * With a replica (DATABASE_READ_URL), marks each browser that sends a write for READ_YOUR_WRITES_SECONDS: its reads
 * then stay on the primary and show what it just wrote.
 */
export function markRecentWrites(): RequestHandler {
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) {
      res.cookie(RECENT_WRITE_COOKIE, '1', {
        maxAge: READ_YOUR_WRITES_SECONDS * 1000, httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/',
      });
    }
    next();
  };
}

/**
 * Where a list or detail read goes: the replica when there is one, unless this browser wrote in the last few
 * seconds. Writes, sessions and everything else use `deps.db` (the primary) directly.
 */
export function readsFor({ db, readDb }: Pick<AppDeps, 'db' | 'readDb'>): (req: Request) => Database {
  if (!readDb) return () => db;
  return (req) => (wroteRecently(req) ? db : readDb);
}

/** This browser sent a write in the last few seconds (marked only when there is a replica). */
export const wroteRecently = (req: Request): boolean => HAS_RECENT_WRITE.test(req.headers.cookie ?? '');
