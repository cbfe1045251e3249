import type { Request, Response } from 'express';
import type { AppDeps } from '../app';
import { sendPage, type ListPage } from './pagination';
import { dataVersionReader, LeastRecentlyUsed, mustBuildAfresh, utcDay } from './visitor-cache';

interface KeptPage {
  version: string;
  day: string;
  page: ListPage<unknown>;
  /** The rows as JSON, made for the first visitor that needed them. */
  rowsJson?: string;
}

/** A list whose page is the same for every viewer except for the viewer's own flags. */
export interface SharedList<Row> {
  /** The page as a visitor sees it: every viewer flag false or null. */
  build: () => Promise<ListPage<Row>>;
  viewerId: string | null;
  /** The rows with the signed-in viewer's flags, read from the database (never kept); the rows given stay as they are. */
  withViewerFlags: (rows: Row[], viewerId: string) => Promise<Row[]>;
}

/** Longer pages (up to the 100 rows a list may ask for) are built for each request rather than held in memory. */
const MAX_KEPT_ROWS = 50;

const pagesByDatabase = new WeakMap<object, LeastRecentlyUsed<KeptPage>>();

/**
 * Sends list pages whose rows every viewer shares, with the signed-in viewer's flags (saved, followed, liked) laid
 * over them. The shared page is kept per URL while the data version (shared/schema/cache.ts) is unchanged and it is
 * the same UTC day, exactly as visitors' pages are (server/http/visitor-cache.ts): every committed change to a table
 * such a page reads bumps the version. The viewer's flags come from tables that do not bump it (saves, follows,
 * attendance), so they are read for the page's rows on every request: one small indexed query instead of building
 * the page. `Cache-Control: no-cache`, and a browser that wrote in the last seconds while reads go to a replica, get
 * a page built afresh.
 */
export function sharedListPages(deps: Pick<AppDeps, 'pool' | 'readPool' | 'readDb'>) {
  const pool = deps.readPool ?? deps.pool;
  let pages = pagesByDatabase.get(pool);
  if (!pages) pagesByDatabase.set(pool, (pages = new LeastRecentlyUsed<KeptPage>()));
  const kept = pages;
  const versions = dataVersionReader(pool);

  async function sharedPage<Row>(req: Request, build: () => Promise<ListPage<Row>>): Promise<KeptPage | { page: ListPage<Row> }> {
    const version = mustBuildAfresh(req, deps) ? undefined : await versions.read();
    if (version === undefined) return { page: await build() };
    const key = req.originalUrl;
    const day = utcDay();
    const found = kept.get(key);
    if (found && found.version === version && found.day === day) return found;
    // Kept under the version read before the query: a change committed meanwhile makes the next request miss.
    const entry: KeptPage = { version, day, page: await build() };
    if (entry.page.rows.length <= MAX_KEPT_ROWS) kept.set(key, entry);
    return entry;
  }

  return async function sendSharedListPage<Row>(req: Request, res: Response, list: SharedList<Row>): Promise<void> {
    const shared = await sharedPage(req, list.build);
    const page = shared.page as ListPage<Row>;
    if (list.viewerId) {
      sendPage(res, { ...page, rows: await list.withViewerFlags(page.rows, list.viewerId) });
    } else if ('version' in shared) {
      sendPage(res, page, (shared.rowsJson ??= JSON.stringify(page.rows)));
    } else {
      sendPage(res, page);
    }
  };
}
