import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/**
 * A line per API request at 'info' (server errors at 'error'), with `req.log` for routes that log. With the level
 * above 'info' no request line is ever written, yet pino-http would still build a child logger and listeners for
 * each request (about a tenth of a signed-in API request's CPU): `req.log` is then the app's own logger, and server
 * errors are still logged by the error middleware.
 */
export function requestLog(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('info')) {
    return (req, _res, next) => {
      req.log = logger;
      next();
    };
  }
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
    // Client errors (401 for visitors, 404s) are routine; only server errors are worth a warning or worse.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
