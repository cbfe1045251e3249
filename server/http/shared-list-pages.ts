import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppDeps } from '../app';
import { viewerIdOf } from '../auth/require-user';
import { sendPage, setPageHeaders, type ListPage } from './pagination';
import { CompressedByTag, KeptBody, sendKeptBody } from './kept-body';
import { LeastRecentlyUsed } from '../least-recently-used';
import type { ViewerFlagsRead } from '../db/viewer-rows';
import { jsonMembersOf, jsonTextWithMembers, type JsonListRow } from '../db/json-sql';
import { dataVersionReader, mustBuildAfresh, utcDay } from './visitor-cache';

interface KeptPage {
  version: string;
  day: string;
  page: ListPage<JsonListRow>;
  /** The rows as JSON (compressed as visitors' browsers ask), and its ETag, made for the first visitor that needed them. */
  rowsBody?: KeptBody;
  rowsEtag?: string;
  /** The digest of the rows' JSON without the viewer's flags, made for the first signed-in viewer. */
  rowsDigest?: string;
}

/** A list whose page is the same for every viewer except for the viewer's own flags. */
export interface SharedList<Row extends JsonListRow, Flags extends object> {
  /**
   * The page with `viewerId`'s flags, read with it: a visitor's (null; every flag false or null) to be shared, a
   * signed-in viewer's when the page is built afresh for them. The query is parsed here, on a miss only.
   */
  build: (viewerId: string | null) => Promise<ListPage<Row>>;
  /**
   * The signed-in viewer's flags for each row of a shared page, in the rows' order, read from the database with the
   * flags version they were read at (riderFlagsVersion in server/db/viewer-rows.ts).
   */
  viewerFlags: (rows: Row[], viewerId: string) => Promise<ViewerFlagsRead<Flags>>;
  /** The row fields `viewerFlags` gives, in its order. */
  flagKeys: readonly (keyof Flags & keyof Row)[];
}

/** Longer pages (up to the 200 rows a list may ask for) are built for each request rather than held in memory. */
const MAX_KEPT_ROWS = 50;
/** Riders' flags kept over kept pages: a few pages each for many riders, about 2 KB apiece. */
const KEPT_RIDER_ANSWERS = 5_000;
/**
 * A row's flags as JSON members, held once for every kept answer that has them: most rows of most riders' pages carry the
 * same (none set): 5,000 answers of 24 rows each took 29 MB with strings of their own, 9-13 MB with these.
 */
const flagMembersHeldOnce = new LeastRecentlyUsed<string>(1_000);
function heldOnce(members: string): string {
  const held = flagMembersHeldOnce.get(members);
  if (held !== undefined) return held;
  flagMembersHeldOnce.set(members, members);
  return members;
}

/** A page's rows with a viewer's flags: each row's flags as the JSON members they add to it, and the ETag of them all. */
interface FlaggedRows {
  etag: string;
  flagMembers: string[];
}

/**
 * A signed-in rider's flags over a kept page, good while that URL's page has the same rows (their digest) and the
 * rider's flags version is the one they were read at. It holds no part of the page, so a page replaced meanwhile is
 * not held in memory by riders' answers.
 */
interface KeptRiderAnswer extends FlaggedRows {
  rowsDigest: string;
  flagsVersion: string;
}

const pagesByDatabase = new WeakMap<object, LeastRecentlyUsed<KeptPage>>();
/** The shared pages being built, by version, day and URL. */
const buildsByDatabase = new WeakMap<object, Map<string, Promise<KeptPage>>>();

function pick<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

const digest = (parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\n');
  return hash.digest('base64url');
};

/**
 * The rows' flags as JSON members and the ETag of the rows with each row's flags added as its last members. Hashing the
 * whole body for its ETag (as Express would) costs a kept page's request more than anything else it does, so the
 * shared part (the rows as PostgreSQL wrote them) is digested once and only the flags per rider: the same rows with
 * the same flags give the same tag, and the body is built only when no kept compressed form serves.
 */
function flagged(rowsDigest: string, flags: object[]): FlaggedRows {
  const flagMembers = flags.map(jsonMembersOf);
  return { etag: `W/"${digest([rowsDigest, ...flagMembers])}"`, flagMembers };
}

function bodyWithFlags(rowJson: string[], flagMembers: string[]): string {
  const rows = rowJson.map((row, index) => jsonTextWithMembers(row, flagMembers[index]));
  return `[${rows.join(',')}]`;
}

const rowJsonOf = (rows: JsonListRow[]) => rows.map((row) => row.json);
/** The digest of a kept page's rows, made for the first signed-in viewer. */
const rowsDigestOf = (shared: KeptPage) => (shared.rowsDigest ??= digest(rowJsonOf(shared.page.rows)));

/** The rows as JSON with the flags each row was read with (a visitor's: false and null). */
function bodyWithOwnFlags<Row extends JsonListRow>(rows: Row[], flagKeys: readonly (keyof Row)[]): string {
  return bodyWithFlags(rowJsonOf(rows), rows.map((row) => jsonMembersOf(pick(row, flagKeys))));
}

/**
 * Sends list pages whose rows every viewer shares, with the signed-in viewer's flags (saved, followed, liked) laid
 * over them. The shared page is kept per URL while the data version (shared/schema/cache.ts) is unchanged and it is
 * the same UTC day, exactly as visitors' pages are (server/http/visitor-cache.ts): every committed change to a table
 * such a page reads bumps the version. The viewer's flags come from tables that do not bump it (saves, follows,
 * attendance, likes): they are read for the page's rows (one small indexed query instead of building the page) and
 * kept for the rider while their flags version, read with their session, stays the one they were read at; every
 * change to their rows in those tables gives them a new one. `Cache-Control: no-cache`, and a browser that wrote in
 * the last seconds while reads go to a replica, get a page built afresh, a signed-in viewer's with their flags read
 * by the page's own statement.
 */
export function sharedListPages(deps: Pick<AppDeps, 'pool' | 'readPool' | 'readDb'>) {
  const pool = deps.readPool ?? deps.pool;
  let pages = pagesByDatabase.get(pool);
  if (!pages) pagesByDatabase.set(pool, (pages = new LeastRecentlyUsed<KeptPage>()));
  const kept = pages;
  let builds = buildsByDatabase.get(pool);
  if (!builds) buildsByDatabase.set(pool, (builds = new Map()));
  const building = builds;
  const versions = dataVersionReader(pool);
  // A signed-in rider's page is compressed for each request unless a rider before had the same rows and flags.
  const compressedByTag = new CompressedByTag();
  const riderAnswers = new LeastRecentlyUsed<KeptRiderAnswer>(KEPT_RIDER_ANSWERS);

  /**
   * The signed-in rider's flags over a kept page: the ones kept for them while the page's rows and their flags
   * version (read with their session) are the ones the flags were read at, else their flags read now and kept.
   */
  async function riderFlags<Row extends JsonListRow, Flags extends object>(
    req: Request, shared: KeptPage, list: SharedList<Row, Flags>, viewerId: string,
  ): Promise<FlaggedRows> {
    const key = `${viewerId} ${req.originalUrl}`;
    const rowsDigest = rowsDigestOf(shared);
    const kept = riderAnswers.get(key);
    if (kept && kept.rowsDigest === rowsDigest && kept.flagsVersion === req.riderFlagsVersion) return kept;
    const { flags, flagsVersion } = await list.viewerFlags(shared.page.rows as Row[], viewerId);
    const answer = flagged(rowsDigest, flags);
    if (flagsVersion !== null) {
      riderAnswers.set(key, { etag: answer.etag, flagMembers: answer.flagMembers.map(heldOnce), rowsDigest, flagsVersion });
    }
    return answer;
  }

  /** The shared page, or the page built afresh with the viewer's own flags. */
  async function sharedPage(
    req: Request, build: (viewerId: string | null) => Promise<ListPage<JsonListRow>>, viewerId: string | null,
  ): Promise<KeptPage | { page: ListPage<JsonListRow> }> {
    const version = mustBuildAfresh(req, deps) ? undefined : await versions.read();
    if (version === undefined) return { page: await build(viewerId) };
    const key = req.originalUrl;
    const day = utcDay();
    const found = kept.get(key);
    if (found && found.version === version && found.day === day) return found;
    // Viewers who miss together share one build, as visitors do (visitor-cache.ts): under the same version it is as
    // fresh as their own. A failed build fails each of them, and the next request builds again.
    const buildKey = `${version}|${day}|${key}`;
    const inFlight = building.get(buildKey);
    if (inFlight) return inFlight;
    // Kept under the version read before the query: a change committed meanwhile makes the next request miss.
    const entryBuild = build(null).then((page): KeptPage => {
      const entry: KeptPage = { version, day, page };
      if (page.rows.length <= MAX_KEPT_ROWS) kept.set(key, entry);
      return entry;
    }).finally(() => building.delete(buildKey));
    building.set(buildKey, entryBuild);
    return entryBuild;
  }

  return async function sendSharedListPage<Row extends JsonListRow, Flags extends object>(
    req: Request, res: Response, list: SharedList<Row, Flags>,
  ): Promise<void> {
    const viewerId = viewerIdOf(req);
    const shared = await sharedPage(req, list.build, viewerId);
    const page = shared.page as ListPage<Row>;
    const isKept = 'version' in shared;
    if (!viewerId) {
      if (!isKept) return sendPage(res, page, bodyWithOwnFlags(page.rows, list.flagKeys));
      const rows = (shared.rowsBody ??= new KeptBody(bodyWithOwnFlags(page.rows, list.flagKeys)));
      // Express hashes a body for its ETag unless one is set: a kept page's is hashed once, by its first answer.
      if (!shared.rowsEtag) {
        sendPage(res, page, rows.text);
        shared.rowsEtag = res.get('ETag');
        return;
      }
      res.set('ETag', shared.rowsEtag);
      res.type('json');
      setPageHeaders(res, page);
      return sendKeptBody(req, res, rows);
    }
    // A page built afresh came with the viewer's flags; they are laid over its rows as over a shared page's, so the
    // same rows and flags give the same body and tag either way.
    const rowJson = rowJsonOf(page.rows);
    const { etag, flagMembers } = isKept
      ? await riderFlags(req, shared, list, viewerId)
      : flagged(digest(rowJson), page.rows.map((row) => pick(row, list.flagKeys)));
    res.set('ETag', etag);
    res.type('json');
    setPageHeaders(res, page);
    const body = () => bodyWithFlags(rowJson, flagMembers);
    return compressedByTag.send(req, res, etag, body);
  };
}
