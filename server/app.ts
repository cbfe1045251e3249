import express, { type Express } from 'express';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { installAuth } from './auth';
import { compressAnswers } from './http/compress-answers';
import { rejectCrossSiteRequests } from './http/cross-site';
import { markRecentWrites } from './http/read-routing';
import { refuseOutdatedClients } from './http/api-version';
import { requestLog } from './http/request-log';
import { routersByFirstSegment } from './http/routers-by-segment';
import { idempotentWrites } from './http/idempotency';
import { apiNotFound, errorMiddleware } from './http/errors';
import { builtIndexHtml } from './http/client-assets';
import { inlineScriptHashes, securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import type { RateLimitStores } from './http/rate-limit-store';
import { apiRouters } from './features';
import { uploadedFilesRouter } from './features/uploads';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  /** A streaming replica (DATABASE_READ_URL) for list and detail reads; absent, they go to the primary. */
  readDb?: Database;
  readPool?: pg.Pool;
  /** The rate limiters' shared counts (Redis); absent, each process counts alone. */
  rateLimits?: RateLimitStores;
}

/** The Express app: middleware in order, the feature routers, then the client and the error handler. */
export interface AppOptions {
  /** Serves the client (Vite in development, the build in production) after the API routes. */
  serveClient?: (app: Express) => void;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const isProduction = config.env === 'production';
  app.use(securityHeaders(isProduction, isProduction ? inlineScriptHashes(builtIndexHtml(config.clientBuildDir)) : []));
  app.use(requestLog(logger));
  // Riders' pictures are public and immutable: served before the session and the API's middleware.
  app.use(uploadedFilesRouter(config));
  app.use('/api', compressAnswers());
  app.use('/api', express.json({ limit: '100kb' }));
  app.use('/api', rejectCrossSiteRequests(config.appUrl));
  app.use('/api', refuseOutdatedClients);
  if (deps.readDb) app.use('/api', markRecentWrites());
  installAuth(app, deps);
  // After the session (it needs the rider) and before every feature's writes.
  app.use('/api', idempotentWrites(deps.db));

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/config', (_req, res) => {
    res.json({ googleMapsApiKey: config.googleMapsApiKey });
  });
  app.use('/api', routersByFirstSegment(apiRouters(deps)));

  app.use('/api', apiNotFound);
  options.serveClient?.(app);
  app.use(errorMiddleware(logger));
  return app;
}
