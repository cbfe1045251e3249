import { safeReturnPath } from '@shared/return-path';

/** The path of a same-origin Referer, so login returns the rider to the page that sent them. */
export function refererPath(referer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referer || !ownHost) return undefined;
  try {
    const url = new URL(referer);
    return url.host === ownHost ? safeReturnPath(url.pathname + url.search) : undefined;
  } catch {
    return undefined;
  }
}
