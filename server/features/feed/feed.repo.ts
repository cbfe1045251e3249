import { and, desc, eq, gte, inArray, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FeedItemView } from '@shared/contracts/feed';
import type { Columns } from '@shared/contracts/json';
import { arenas, events, feedItems, users } from '@shared/schema';
import type { FeedItemType, CreateFeedPostInput, EditFeedPostInput, FeedQuery } from '@shared/validation/feed';
import type { Database, Queryable } from '../../db/client';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { CountsAtDataVersion, type CountColumns } from '../../db/counts-at-version';
import { lockOwnRow, type AuthoredRows } from '../../db/own-row';
import { asIs, PreparedByShape, queryShape, StatementValues, writtenPage, type Bind } from '../../db/prepared';
import { Conflict } from '../../http/errors';
import { claimUploads } from '../uploads';
import { userDisplayNameSql } from '../users/users.repo';
import { commentCountSql } from './feed.comments.repo';
import { isVisible } from '../moderation';
import { isLiveEvent } from '../events/events.repo';

const feedItemColumns = {
  id: feedItems.id,
  userId: feedItems.userId,
  type: feedItems.type,
  content: feedItems.content,
  arenaId: feedItems.arenaId,
  eventId: feedItems.eventId,
  photoUrl: feedItems.photoUrl,
  createdAt: feedItems.createdAt,
  editedAt: feedItems.editedAt,
  userName: userDisplayNameSql,
  userAvatar: users.profileImageUrl,
  arenaName: arenas.name,
  eventName: events.name,
  commentCount: commentCountSql,
} satisfies Columns<FeedItemView>;

/** Not hidden, and neither is the review a review item tells of. */
const visiblePost = sql`${not(feedItems.hidden)}
  and (${feedItems.reviewId} is null or ${isVisible('arena_review', feedItems.reviewId)})`;

/**
 * A select from feed_items with each item's writer, arena and live event joined, so its fields can name them (the
 * read model's columns, or the same written as JSON); `where` must keep hidden items out (visiblePost).
 */
function withItemParts<Query extends PgSelect>(query: Query, where: SQL | undefined) {
  return query
    .leftJoin(users, eq(users.id, feedItems.userId))
    .leftJoin(arenas, eq(arenas.id, feedItems.arenaId))
    .leftJoin(events, and(eq(events.id, feedItems.eventId), isLiveEvent()))
    .where(where);
}

/**
 * Items strictly after the cursor (the last item shown) in the list's order (createdAt desc, id desc). With
 * `beforeId` the cursor time is that item's stored time, exact to the microsecond even where the ISO string the
 * client holds is rounded to milliseconds; `before` stands in only if the item has since been deleted.
 */
function afterCursor(cursor: Pick<FeedQuery, 'before' | 'beforeId'>, bind: Bind = asIs): SQL | undefined {
  return compareWithCursor(cursor, 'after', bind);
}

/** The complement: the cursor item and everything shown before it (an index range from the newest item). */
function upToCursor(cursor: Pick<FeedQuery, 'before' | 'beforeId'>, bind: Bind): SQL | undefined {
  return compareWithCursor(cursor, 'up to', bind);
}

function compareWithCursor(
  { before, beforeId }: Pick<FeedQuery, 'before' | 'beforeId'>, side: 'after' | 'up to', bind: Bind = asIs,
) {
  if (!before) return undefined;
  if (!beforeId) return side === 'after' ? lt(feedItems.createdAt, bind(before)) : gte(feedItems.createdAt, bind(before));
  const cursorId = bind(beforeId);
  const cursorTime = sql`coalesce(
    (select cursor.created_at from ${feedItems} as cursor where cursor.id = ${cursorId}::uuid),
    ${bind(before.toISOString())}::timestamptz)`;
  return sql`(${feedItems.createdAt}, ${feedItems.id}) ${sql.raw(side === 'after' ? '<' : '>=')} (${cursorTime}, ${cursorId}::uuid)`;
}

/** Every feed item, counted at a data version (shared/schema/cache.ts), per database. */
const feedCounts = new CountsAtDataVersion(1);

/**
 * How many items come after the cursor (all of them without one), as columns of the statement that reads them,
 * without counting the whole feed per request: the total is counted again only when the data version moved (every
 * committed feed change moves it) or this server has not counted it yet; items at or before the cursor are counted
 * from the top of the index, so the cost follows how far the reader has paged, not the size of the feed. Each is a
 * scalar subquery, so PostgreSQL runs it once per statement, not per row.
 */
function feedTotalColumns(db: Queryable, cursor: Pick<FeedQuery, 'before' | 'beforeId'>, bind: Bind) {
  const total = feedCounts.counted(db, 'every item', bind);
  const seen = upToCursor(cursor, bind);
  // Built with the statement, the first time its shape is seen; the values are bound above.
  const columns = () => ({
    ...total.columns(sql<number>`(select count(*)::int from ${feedItems} where ${visiblePost})`),
    feedSeen: seen ? sql<number>`(select count(*)::int from ${feedItems} where ${seen} and ${visiblePost})` : sql<number>`0`,
  });
  const itemsAfter = (row: CountColumns & { feedSeen: number }): number => total.countOf(row) - row.feedSeen;
  return { columns, itemsAfter };
}

const feedPages = new PreparedByShape('feed_page');
const feedTotals = new PreparedByShape('feed_total');

/**
 * Newest first, each item written as JSON by PostgreSQL, with the total: one statement, prepared once per cursor
 * shape and page size. A page past the end has no row to carry the total, so it is read alone.
 */
export async function listFeed(db: Queryable, query: FeedQuery): Promise<{ rows: JsonListRow[]; total: number }> {
  const statement = new StatementValues();
  // Every value is bound first; the statement is built from them only the first time a shape is seen.
  const written = writtenPage(query, statement.bind);
  const after = afterCursor(query, statement.bind);
  const totals = feedTotalColumns(db, query, statement.bind);
  const rows = await feedPages.run(db, `${queryShape(query, [])},${written.shape}`, statement, () => {
    // The page's items first: joined to a page the planner knows is a few rows, each writer, arena and event is one
    // lookup (joined to the whole ordered feed, it cached the riders in a Memoize sized for all of them).
    const pageIds = db.select({ id: feedItems.id }).from(feedItems).where(and(after, visiblePost))
      .orderBy(desc(feedItems.createdAt), desc(feedItems.id))
      .limit(written.limit).offset(written.offset);
    // The page's ids are visible items already: the outer select does not check them again.
    const page = db.select({ json: jsonTextSql(feedItemColumns), ...totals.columns() }).from(feedItems).$dynamic();
    return withItemParts(page, inArray(feedItems.id, pageIds)).orderBy(desc(feedItems.createdAt), desc(feedItems.id));
  });
  if (rows.length > 0) return { rows: jsonRowsOf(rows), total: totals.itemsAfter(rows[0]) };
  const cursorShape = queryShape({ before: query.before, beforeId: query.beforeId }, []);
  const alone = new StatementValues();
  const totalsAlone = feedTotalColumns(db, query, alone.bind);
  const [row] = await feedTotals.run(db, cursorShape, alone, () => db.select(totalsAlone.columns()).from(sql`(select 1) as one`));
  return { rows: [], total: totalsAlone.itemsAfter(row) };
}

export async function findFeedItem(db: Queryable, feedItemId: string): Promise<FeedItemView | null> {
  const item = db.select(feedItemColumns).from(feedItems).$dynamic();
  const [found] = await withItemParts(item, and(eq(feedItems.id, feedItemId), visiblePost));
  return found ?? null;
}

/** A photo post when it has a photo, else an event post when it names an event, else a plain post. */
function feedPostType(input: CreateFeedPostInput): FeedItemType {
  if (input.photoUrl || input.photoUploadId) return 'photo';
  if (input.eventId) return 'event';
  return 'post';
}

export type FeedReference = 'arenaId' | 'eventId';

/**
 * The named arena and event, checked in one statement: a post about an event is also tagged with the event's arena.
 * `missing` lists the references that name nothing.
 */
async function resolveArenaAndEvent(
  db: Queryable, input: CreateFeedPostInput,
): Promise<{ arenaId: string | null; eventId: string | null; missing: FeedReference[] }> {
  if (!input.arenaId && !input.eventId) return { arenaId: null, eventId: null, missing: [] };
  const { rows: [found] } = await db.execute<{ arenaId: string | null; eventArenaId: string | null }>(sql`select
    (select ${arenas.id} from ${arenas} where ${arenas.id} = ${input.arenaId ?? null}::uuid) as "arenaId",
    (select ${events.arenaId} from ${events} where ${events.id} = ${input.eventId ?? null}::uuid) as "eventArenaId"`);
  const missing: FeedReference[] = [];
  if (input.arenaId && !found.arenaId) missing.push('arenaId');
  if (input.eventId && !found.eventArenaId) missing.push('eventId');
  return { arenaId: input.arenaId ?? found.eventArenaId, eventId: input.eventId ?? null, missing };
}

export type CreateFeedPostOutcome =
  | { outcome: 'created'; item: FeedItemView }
  | { outcome: 'unknown-reference'; missing: FeedReference[] }
  | { outcome: 'unusable-photo' };

/** Stores the rider's post, unless it names an arena or event that does not exist. */
export async function createFeedPost(
  db: Database, userId: string, { photoUploadId, ...input }: CreateFeedPostInput,
): Promise<CreateFeedPostOutcome> {
  const { arenaId, eventId, missing } = await resolveArenaAndEvent(db, input);
  if (missing.length > 0) return { outcome: 'unknown-reference', missing };
  const written = await db.transaction(async (tx) => {
    const photo = await claimUploads(tx, userId, photoUploadId ? [photoUploadId] : []);
    if (photo.outcome === 'unusable') return null;
    const [row] = await tx.insert(feedItems).values({
      userId,
      type: feedPostType({ ...input, photoUploadId }),
      content: input.content,
      arenaId,
      eventId,
      photoUrl: photo.uploads[0]?.url ?? input.photoUrl ?? null,
      // Millisecond precision, so the createdAt clients send back as the `before` cursor matches exactly.
      createdAt: sql`date_trunc('milliseconds', now())`,
    }).returning({ id: feedItems.id });
    return row;
  });
  if (!written) return { outcome: 'unusable-photo' };
  const { id } = written;
  const item = await findFeedItem(db, id);
  if (!item) throw new Error('feed item vanished after insert');
  return { outcome: 'created', item };
}

const FEED_POSTS: AuthoredRows = {
  table: feedItems, id: feedItems.id, author: feedItems.userId, notFound: 'Post not found', notYours: 'You can only change your own post',
};

/** Its writer rewrites a post; it is marked edited. A review's item follows its review, so it is edited there. */
export async function editFeedPost(db: Database, postId: string, userId: string, input: EditFeedPostInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, FEED_POSTS, postId, userId);
    const [edited] = await tx.update(feedItems).set({ content: input.content, editedAt: new Date() })
      .where(and(eq(feedItems.id, postId), isNull(feedItems.reviewId))).returning({ id: feedItems.id });
    if (!edited) throw new Conflict('Edit the review on its arena page instead');
  });
}

/** Its writer deletes a post, with its thread (the schema cascades). */
export async function deleteFeedPost(db: Database, postId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, FEED_POSTS, postId, userId);
    await tx.delete(feedItems).where(eq(feedItems.id, postId));
  });
}
