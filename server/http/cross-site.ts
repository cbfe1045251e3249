import type { RequestHandler } from 'express';
import { Forbidden } from './errors';

/** Methods that change nothing: no cross-site check, no read-your-writes mark. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for a cookie-session API, by the browser's own headers (as Go's CrossOriginProtection and
 * OWASP's "verify origin" advice): a state-changing request that the browser marks cross-site, or whose Origin
 * is not this app, is refused. Requests without either header do not come from a browser page, so they cannot
 * ride on a victim's cookie.
 */
export function rejectCrossSiteRequests(appUrl?: string): RequestHandler {
  const trustedOrigin = appUrl ? new URL(appUrl).origin : undefined;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new Forbidden('Cross-site request refused'));
    }
    const origin = req.get('origin');
    if (origin) {
      const ownOrigin = `${req.protocol}://${req.get('host')}`;
      if (origin !== ownOrigin && origin !== trustedOrigin) return next(new Forbidden('Cross-site request refused'));
    }
    next();
  };
}
