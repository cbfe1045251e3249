/** Parsing against a base that is never served tells a path on this site from one that leaves it. */
const PARSE_BASE = 'http://return-path.invalid';

/**
 * Only a same-site path may be returned to after login: never another origin (no open redirect). Browsers drop
 * tabs and newlines from a URL and read '\' as '/', so '/\t/evil.example' would leave the site once assigned to
 * `location`: any whitespace, control character or backslash is refused outright, and what passes is re-read
 * with the URL parser and answered in its normalised form.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/login')) return undefined;
  return path;
}
