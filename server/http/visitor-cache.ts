import type { RequestHandler, Response } from 'express';
import type pg from 'pg';

/** Responses kept per server instance; least recently used ones go first. */
const MAX_ENTRIES = 500;
/** Larger bodies (a page of 200 rows) are not worth holding. */
const MAX_BODY_CHARACTERS = 512 * 1024;

interface CachedResponse {
  version: string;
  /** "Upcoming" and event counts depend on the date (UTC midnight), not only on the data. */
  day: string;
  body: string;
  contentType: string;
  totalCount?: string;
  etag?: string;
}

class LeastRecentlyUsed {
  private readonly entries = new Map<string, CachedResponse>();

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedResponse) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** One cache per database (per app), shared by every route that uses it. */
const caches = new WeakMap<pg.Pool, LeastRecentlyUsed>();

// A named statement: parsed and planned once per connection.
const READ_VERSION = { name: 'cloverleaf-data-version', text: 'select version::text as version from data_version where id = 1' };

const utcDay = () => new Date().toISOString().slice(0, 10);

/** Stores what the route sends (a 200 with a text body) once, then puts `res.send` back. */
function keepWhatIsSent(res: Response, store: (entry: Omit<CachedResponse, 'version' | 'day'>) => void) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    res.send = send;
    const result = send(body);
    if (res.statusCode === 200 && typeof body === 'string' && body.length <= MAX_BODY_CHARACTERS) {
      store({
        body,
        contentType: String(res.get('Content-Type') ?? 'application/json; charset=utf-8'),
        totalCount: res.get('X-Total-Count'),
        etag: res.get('ETag'),
      });
    }
    return result;
  };
}

/**
 * Visitors' GET responses of public pages, kept in memory and sent again while the data version (shared/schema/cache.ts)
 * is unchanged and it is the same UTC day. Every committed change to a table those pages read bumps the version in
 * the same transaction, through any server instance or tool, so a stale response is never sent; checking costs one
 * primary-key read. Signed-in viewers (their saved/followed/liked flags) and requests with `Cache-Control: no-cache`
 * always get a freshly built response.
 */
export function cachedForVisitors(pool: pg.Pool): RequestHandler {
  let cache = caches.get(pool);
  if (!cache) caches.set(pool, (cache = new LeastRecentlyUsed()));
  const responses = cache;
  return async (req, res, next) => {
    if (req.method !== 'GET' || req.user || /no-cache|no-store/.test(req.get('Cache-Control') ?? '')) return next();
    const { rows: [current] } = await pool.query<{ version: string }>(READ_VERSION);
    if (!current) return next();
    const key = req.originalUrl;
    const day = utcDay();
    const cached = responses.get(key);
    if (cached && cached.version === current.version && cached.day === day) {
      res.set('Content-Type', cached.contentType);
      if (cached.totalCount !== undefined) res.set('X-Total-Count', cached.totalCount);
      if (cached.etag) res.set('ETag', cached.etag);
      res.send(cached.body);
      return;
    }
    // Stored under the version read before the query: a change committed meanwhile makes the next check miss.
    keepWhatIsSent(res, (entry) => responses.set(key, { ...entry, version: current.version, day }));
    next();
  };
}
