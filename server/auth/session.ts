import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type pg from 'pg';

export const SESSION_COOKIE = 'cloverleaf.sid';
const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The stored expiry of a rolling session is moved on only once it lags this far behind. */
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Expiries remembered between a request's session read and its touch; the oldest are forgotten first. */
const REMEMBERED_EXPIRIES = 10_000;

/**
 * connect-pg-simple's store, except for touching. Sessions roll, so express-session touches the store at the end of
 * every signed-in request and holds the response until the store answers: an UPDATE, a commit and a WAL flush per
 * request. Here the session read also fetches the stored expiry, and the touch writes only when that expiry lags
 * more than an hour behind the new one (re-checked in the UPDATE's WHERE), so a signed-in request normally costs no
 * write and no extra round trip, and a week-long session still ends within the hour after the rider's last request.
 */
function sessionStore(pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  const storedExpiry = new Map<string, number>();
  const remember = (sid: string, expiresMs: number) => {
    storedExpiry.delete(sid);
    storedExpiry.set(sid, expiresMs);
    if (storedExpiry.size > REMEMBERED_EXPIRIES) storedExpiry.delete(storedExpiry.keys().next().value!);
  };
  return new (class extends PgStore {
    override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
      pool.query<{ sess: SessionData | string; expire: Date }>(
        'select sess, expire from sessions where sid = $1 and expire >= now()', [sid],
      ).then(({ rows: [row] }) => {
        if (!row) return callback(null, null);
        let data: SessionData;
        try {
          data = typeof row.sess === 'string' ? JSON.parse(row.sess) as SessionData : row.sess;
        } catch {
          return this.destroy(sid, (error?: unknown) => callback(error, null));
        }
        remember(sid, row.expire.getTime());
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
export function createSessionMiddleware(pool: pg.Pool, secret: string) {
  return session({
    name: SESSION_COOKIE,
    store: sessionStore(pool),
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
