import type { Request } from 'express';
import { safeReturnPath } from '@shared/return-path';

/** The path of a same-origin Referer, so login returns the rider to the page that sent them. */
function refererPath(referer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referer || !ownHost) return undefined;
  try {
    const url = new URL(referer);
    return url.host === ownHost ? safeReturnPath(url.pathname + url.search) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where /api/login should bring the rider back to: the app's own `?returnTo=` (its log-in links name the page they
 * are on), else the Referer, which browsers may leave out or trim. Either must be a same-site path.
 */
export function loginReturnPath(req: Request): string | undefined {
  return safeReturnPath(req.query.returnTo) ?? refererPath(req.get('referer'), req.get('host'));
}
