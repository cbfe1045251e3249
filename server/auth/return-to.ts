/** Only same-site paths may be returned to after login: never another origin (open redirect). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  if (value.startsWith('/api/') || value.startsWith('/login')) return undefined;
  return value;
}

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
