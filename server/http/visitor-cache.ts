import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../app';
import { LeastRecentlyUsed } from '../least-recently-used';
import { wroteRecently } from './read-routing';
import type pg from 'pg';
import { TOTAL_CAPPED_HEADER } from '@shared/contracts/paging';
import { KeptBody, sendKeptBody } from './kept-body';

/** Larger bodies (a page of 200 rows) are not worth holding. */
const MAX_BODY_CHARACTERS = 512 * 1024;

interface CachedResponse {
  version: string;
  /** "Upcoming" and event counts depend on the date (UTC midnight), not only on the data. */
  day: string;
  body: KeptBody;
  contentType: string;
  totalCount?: string;
  totalCapped?: string;
  etag?: string;
}

// A named statement: parsed and planned once per connection.
const READ_VERSION = { name: 'cloverleaf-data-version', text: 'select version::text as version from data_version where id = 1' };

/**
 * Reads the data version for many concurrent requests at once, never answering a request with a read that began
 * before it arrived: a request that finds a read in flight waits for the next one, which every request arriving
 * meanwhile shares. So each request still sees every change committed before it arrived, and under load the
 * database gets at most one version read at a time instead of one per request.
 */
export class DataVersionReader {
  private inFlight: Promise<string | undefined> | null = null;
  private queued: Promise<string | undefined> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  read(): Promise<string | undefined> {
    if (!this.inFlight) return this.start();
    this.queued ??= this.inFlight.then(() => undefined, () => undefined).then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<string | undefined> {
    const read = this.pool.query<{ version: string }>(READ_VERSION).then(({ rows: [current] }) => current?.version);
    this.inFlight = read;
    const settle = () => { if (this.inFlight === read) this.inFlight = null; };
    read.then(settle, settle);
    return read;
  }
}

/** One version reader per database (per app), shared by every cache of its answers. */
const versionReaders = new WeakMap<pg.Pool, DataVersionReader>();

export function dataVersionReader(pool: pg.Pool): DataVersionReader {
  let reader = versionReaders.get(pool);
  if (!reader) versionReaders.set(pool, (reader = new DataVersionReader(pool)));
  return reader;
}

/** Responses kept per server instance (500, the least recently used go first), one cache per database (per app). */
const caches = new WeakMap<pg.Pool, LeastRecentlyUsed<CachedResponse>>();
/** The responses being built, by version, day and URL: what they kept, or nothing when they kept nothing. */
const buildsByDatabase = new WeakMap<pg.Pool, Map<string, Promise<CachedResponse | undefined>>>();

export const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Asked not to be served from a cache, or a browser that wrote in the last seconds while reads go to a replica
 * (whose data version may not show that write yet).
 */
export const mustBuildAfresh = (req: Request, { readDb }: Pick<AppDeps, 'readDb'>): boolean =>
  /no-cache|no-store/.test(req.get('Cache-Control') ?? '') || (readDb !== undefined && wroteRecently(req));

/** Stores what the route sends (a 200 with a text body) once, then puts `res.send` back. */
function keepWhatIsSent(res: Response, store: (entry: Omit<CachedResponse, 'version' | 'day'>) => void) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    res.send = send;
    const result = send(body);
    if (res.statusCode === 200 && typeof body === 'string' && body.length <= MAX_BODY_CHARACTERS) {
      store({
        body: new KeptBody(body),
        contentType: String(res.get('Content-Type') ?? 'application/json; charset=utf-8'),
        totalCount: res.get('X-Total-Count'),
        totalCapped: res.get(TOTAL_CAPPED_HEADER),
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
 * primary-key read. Signed-in viewers (their saved/followed/liked flags) always get a freshly built response, except
 * from routes whose answer is `sameForEveryone` (filter options, site figures, the feed): those are shared with
 * signed-in viewers too. Lists with viewer flags share their pages with signed-in viewers through
 * shared-list-pages.ts instead.
 */
export function cachedForVisitors(
  deps: Pick<AppDeps, 'pool' | 'readPool' | 'readDb'>, { sameForEveryone = false } = {},
): RequestHandler {
  const pool = deps.readPool ?? deps.pool;
  let responses = caches.get(pool);
  if (!responses) caches.set(pool, (responses = new LeastRecentlyUsed<CachedResponse>()));
  const versions = dataVersionReader(pool);
  let builds = buildsByDatabase.get(pool);
  if (!builds) buildsByDatabase.set(pool, (builds = new Map()));
  const building = builds;
  return async (req, res, next) => {
    if (req.method !== 'GET' || (req.user && !sameForEveryone) || mustBuildAfresh(req, deps)) return next();
    const version = await versions.read();
    if (version === undefined) return next();
    const key = req.originalUrl;
    const day = utcDay();
    const cached = responses.get(key);
    if (cached && cached.version === version && cached.day === day) return sendKept(req, res, cached);
    // Visitors who miss together wait for one build: any change committed before their version read would have
    // moved the version, so the build under the same version is as fresh as their own would be.
    const buildKey = `${version}|${day}|${key}`;
    const inFlight = building.get(buildKey);
    if (inFlight) {
      const built = await inFlight;
      return built ? sendKept(req, res, built) : next();
    }
    let settle!: (entry: CachedResponse | undefined) => void;
    const build = new Promise<CachedResponse | undefined>((resolve) => { settle = resolve; });
    building.set(buildKey, build);
    const done = (entry: CachedResponse | undefined) => {
      if (building.get(buildKey) === build) building.delete(buildKey);
      settle(entry);
    };
    // A response that keeps nothing (an error, a body too large) or never finishes lets the waiting build their own.
    res.on('close', () => done(undefined));
    // Stored under the version read before the query: a change committed meanwhile makes the next check miss.
    keepWhatIsSent(res, (entry) => {
      const kept = { ...entry, version, day };
      responses.set(key, kept);
      done(kept);
    });
    next();
  };
}

function sendKept(req: Request, res: Response, kept: CachedResponse) {
  res.set('Content-Type', kept.contentType);
  if (kept.totalCount !== undefined) res.set('X-Total-Count', kept.totalCount);
  if (kept.totalCapped !== undefined) res.set(TOTAL_CAPPED_HEADER, kept.totalCapped);
  if (kept.etag) res.set('ETag', kept.etag);
  return sendKeptBody(req, res, kept.body);
}
