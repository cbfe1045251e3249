import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

export const SESSION_COOKIE = 'cloverleaf.sid';
const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (the `sessions` table), so any app instance can serve any signed-in user. */
export function createSessionMiddleware(pool: pg.Pool, secret: string) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    store: new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
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
