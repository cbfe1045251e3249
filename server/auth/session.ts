import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type pg from 'pg';
import type { PublicUser } from '@shared/contracts/users';
import type { Database } from '../db/client';
import { sessionWithUserReader } from '../features/users/users.accounts.repo';
import { LeastRecentlyUsed } from '../least-recently-used';

export const SESSION_COOKIE = 'cloverleaf.sid';
const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The stored expiry of a rolling session is moved on only once it lags this far behind. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Sessions whose stored expiry and rider are remembered between a request's session read and their use later in the
 * request; the least recently used are forgotten first.
 */
const REMEMBERED_SESSIONS = 10_000;

/** A rider read with their session, and their flags version (shared/schema/cache.ts) read with them. */
export interface RiderReadWithSession {
  rider: PublicUser;
  flagsVersion: string;
}

/**
 * The rider read with a session (one statement, sessionWithUserReader), held from the session read until passport
 * asks for them a moment later in the same request, then dropped: deserializeUser takes them instead of reading the
 * rider again.
 */
export class RidersReadWithSessions {
  private readonly riders = new LeastRecentlyUsed<RiderReadWithSession>(REMEMBERED_SESSIONS);

  keep(sid: string, read: RiderReadWithSession) {
    this.riders.set(sid, read);
  }

  /** The rider read with this request's session, when it is the one passport names; undefined otherwise. */
  take(sid: string | undefined, riderId: string): RiderReadWithSession | undefined {
    if (!sid) return undefined;
    const read = this.riders.take(sid);
    return read?.rider.id === riderId ? read : undefined;
  }
}

/**
 * connect-pg-simple's store, except for reading and touching. A read fetches the session, its stored expiry and its
 * rider in one statement (the rider is handed to passport through `riders`). Sessions roll, so express-session touches the store at the end of
 * every signed-in request and holds the response until the store answers: an UPDATE, a commit and a WAL flush per
 * request. Here the session read also fetches the stored expiry, and the touch writes only when that expiry lags
 * more than an hour behind the new one (re-checked in the UPDATE's WHERE), so a signed-in request normally costs no
 * write and no extra round trip, and a week-long session still ends within the hour after the rider's last request.
 */
function sessionStore(pool: pg.Pool, db: Database, riders: RidersReadWithSessions) {
  const PgStore = connectPgSimple(session);
  const readSession = sessionWithUserReader(db);
  const storedExpiry = new LeastRecentlyUsed<number>(REMEMBERED_SESSIONS);
  const remember = (sid: string, expiresMs: number) => storedExpiry.set(sid, expiresMs);
  return new (class extends PgStore {
    override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
      readSession(sid).then((row) => {
        if (!row) return callback(null, null);
        let data: SessionData;
        try {
          data = typeof row.sess === 'string' ? JSON.parse(row.sess) as SessionData : row.sess as SessionData;
        } catch {
          return this.destroy(sid, (error?: unknown) => callback(error, null));
        }
        remember(sid, row.expire.getTime());
        if (row.user && row.riderFlagsVersion !== null) riders.keep(sid, { rider: row.user, flagsVersion: row.riderFlagsVersion });
        callback(null, data);
      }, (error: unknown) => callback(error));
    }

    override touch(sid: string, sess: SessionData, callback?: (error?: unknown) => void) {
      const expiresMs = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + ONE_WEEK_MS;
      const stored = storedExpiry.get(sid);
      if (stored !== undefined && stored >= expiresMs - SESSION_TOUCH_INTERVAL_MS) {
        callback?.();
        return;
      }
      pool.query(
        'update sessions set expire = $1 where sid = $2 and expire < $3',
        [new Date(expiresMs), sid, new Date(expiresMs - SESSION_TOUCH_INTERVAL_MS)],
      ).then(() => {
        remember(sid, expiresMs);
        callback?.();
      }, (error: unknown) => callback?.(error));
    }
  })({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}

/** Sessions live in PostgreSQL (the `sessions` table), so any app instance can serve any signed-in user. */
export function createSessionMiddleware(pool: pg.Pool, db: Database, secret: string, riders: RidersReadWithSessions) {
  return session({
    name: SESSION_COOKIE,
    store: sessionStore(pool, db, riders),
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over TLS (directly or via a trusted proxy).
      secure: 'auto',
      maxAge: ONE_WEEK_MS,
    },
  });
}
