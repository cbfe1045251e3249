import type { IncomingMessage } from 'node:http';
import { Router, type Express } from 'express';
import rateLimit from 'express-rate-limit';
import { Passport } from 'passport';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { limiterStore, type RateLimitStores } from '../http/rate-limit-store';
import { Unauthorized } from '../http/errors';
import { findPublicUserById } from '../features/users/users.accounts.repo';
import { localAuthRouter } from './local';
import { logOut } from './login-session';
import { oidcAuthRouter } from './oidc';
import { loginReturnPath } from './return-to';
import { createSessionMiddleware, RidersReadWithSessions, SESSION_COOKIE } from './session';
import { refuseSuspendedWrites } from './require-user';

/** Sessions, passport and every /api auth route: OpenID Connect when configured, else local accounts. */
export function installAuth(app: Express, deps: { db: Database; pool: pg.Pool; config: AppConfig; rateLimits?: RateLimitStores }) {
  const { db, pool, config } = deps;
  // One authenticator per app, so apps built side by side (tests, two strategies) never share strategies.
  const passport = new Passport();
  const riders = new RidersReadWithSessions();
  app.use(createSessionMiddleware(pool, db, config.sessionSecret, riders));
  app.use(passport.initialize());
  passport.serializeUser((user, done) => done(null, user.id));
  // Usually the rider came with the session's own read; a session written moments ago (just logged in) reads them.
  passport.deserializeUser((req: IncomingMessage, id: string, done: (error: unknown, user?: Express.User | false) => void) => {
    const request = req as IncomingMessage & Pick<Express.Request, 'sessionID' | 'riderFlagsVersion'>;
    const read = riders.take(request.sessionID, id);
    if (read) {
      request.riderFlagsVersion = read.flagsVersion;
      return done(null, read.rider);
    }
    findPublicUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  app.use(passport.session());
  app.use('/api', refuseSuspendedWrites);

  const router = Router();
  const loginRateLimit = rateLimit({
    ...limiterStore(deps.rateLimits, 'login'),
    windowMs: 15 * 60 * 1000,
    limit: config.loginRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many login attempts. Please try again in a few minutes.' },
  });

  if (config.oidc) {
    router.use(oidcAuthRouter(passport, db, config.oidc, config.appUrl).router);
  } else {
    router.get('/api/login', (req, res) => {
      const returnTo = loginReturnPath(req);
      res.redirect(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
    });
    router.use(localAuthRouter(db, loginRateLimit));
  }

  router.get('/api/logout', async (req, res) => {
    await logOut(req);
    res.clearCookie(SESSION_COOKIE);
    res.redirect('/');
  });

  router.get('/api/auth/user', (req, res) => {
    if (!req.user) throw new Unauthorized();
    res.json(req.user);
  });

  router.get('/api/auth/providers', (_req, res) => {
    res.json({ oidc: Boolean(config.oidc), local: !config.oidc });
  });

  app.use(router);
}

