import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Columns } from '@shared/contracts/json';
import type {
  ArenaFollowRecord, ArenaFollowView, ArenaLikeRecord, ProducerFollowRecord, ProducerFollowView, SavedEventEvent,
  SavedEventRecord, SavedEventView,
} from '@shared/contracts/social';
import { arenaFollows, arenaLikes, arenas, eventProducerFollows, eventProducers, events, savedEvents } from '@shared/schema';
import type { PageQuery } from '@shared/validation/common';
import type { Queryable } from '../../db/client';
import { jsonRowsOf, jsonTextSql, type JsonFields, type JsonListRow } from '../../db/json-sql';
import { pageTotal } from '../../db/paging';
import { PreparedByShape, StatementValues, type Bind, type PreparableQuery } from '../../db/prepared';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { eventFieldColumns, liveEventById } from '../events/events.repo';

const savedEventColumns = {
  id: savedEvents.id, userId: savedEvents.userId, eventId: savedEvents.eventId, createdAt: savedEvents.createdAt,
} satisfies Columns<SavedEventRecord>;
const arenaFollowColumns = {
  id: arenaFollows.id, userId: arenaFollows.userId, arenaId: arenaFollows.arenaId, createdAt: arenaFollows.createdAt,
} satisfies Columns<ArenaFollowRecord>;
const arenaLikeColumns = {
  id: arenaLikes.id, userId: arenaLikes.userId, arenaId: arenaLikes.arenaId, createdAt: arenaLikes.createdAt,
} satisfies Columns<ArenaLikeRecord>;
const producerFollowColumns = {
  id: eventProducerFollows.id,
  userId: eventProducerFollows.userId,
  producerId: eventProducerFollows.producerId,
  createdAt: eventProducerFollows.createdAt,
} satisfies Columns<ProducerFollowRecord>;

export interface Created<Row> {
  row: Row;
  /** false when the pair already existed and `row` is that existing row. */
  created: boolean;
}

/**
 * Saves, follows and likes are unique per user and target. The insert selects the target so an unknown one
 * inserts nothing, and ON CONFLICT DO NOTHING turns a repeat (even a concurrent one) into a read of the
 * existing row; only when neither finds a row is the target unknown (null). Each kind's insert is prepared once
 * (rendered once per process, planned once per connection): planning it cost as much as running it.
 */
async function createOnce<Row>(
  db: Queryable,
  inserts: PreparedByShape,
  insert: (bind: Bind) => PreparableQuery<Row[]>,
  findExisting: () => Promise<Row[]>,
): Promise<Created<Row> | null> {
  const statement = new StatementValues();
  const [inserted] = await inserts.run(db, 'insert', statement, insert(statement.bind));
  if (inserted) return { row: inserted, created: true };
  const [existing] = await findExisting();
  return existing ? { row: existing, created: false } : null;
}

// Columns an INSERT ... SELECT must fill besides the target's id (drizzle wants every column, in order).
const newId = () => sql`gen_random_uuid()`.as('id');
const sessionUser = (userId: string | Placeholder) => sql`${userId}::uuid`.as('user_id');
const now = () => sql`now()`.as('created_at');

const eventSaves = new PreparedByShape('save_event');
const arenaFollowInserts = new PreparedByShape('follow_arena');
const arenaLikeInserts = new PreparedByShape('like_arena');
const producerFollowInserts = new PreparedByShape('follow_producer');

/** Null when the event does not exist. */
export function saveEvent(db: Queryable, userId: string, eventId: string): Promise<Created<SavedEventRecord> | null> {
  return createOnce(db, eventSaves,
    (bind) => db.insert(savedEvents)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(bind(userId)), eventId: events.id, createdAt: now() })
        .from(events).where(liveEventById(bind(eventId))))
      .onConflictDoNothing().returning(savedEventColumns),
    () => db.select(savedEventColumns).from(savedEvents)
      .where(and(eq(savedEvents.userId, userId), eq(savedEvents.eventId, eventId))),
  );
}

/** Null when the arena does not exist. */
export function followArena(db: Queryable, userId: string, arenaId: string): Promise<Created<ArenaFollowRecord> | null> {
  return createOnce(db, arenaFollowInserts,
    (bind) => db.insert(arenaFollows)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(bind(userId)), arenaId: arenas.id, createdAt: now() })
        .from(arenas).where(eq(arenas.id, bind(arenaId))))
      .onConflictDoNothing().returning(arenaFollowColumns),
    () => db.select(arenaFollowColumns).from(arenaFollows)
      .where(and(eq(arenaFollows.userId, userId), eq(arenaFollows.arenaId, arenaId))),
  );
}

/** Null when the arena does not exist. */
export function likeArena(db: Queryable, userId: string, arenaId: string): Promise<Created<ArenaLikeRecord> | null> {
  return createOnce(db, arenaLikeInserts,
    (bind) => db.insert(arenaLikes)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(bind(userId)), arenaId: arenas.id, createdAt: now() })
        .from(arenas).where(eq(arenas.id, bind(arenaId))))
      .onConflictDoNothing().returning(arenaLikeColumns),
    () => db.select(arenaLikeColumns).from(arenaLikes)
      .where(and(eq(arenaLikes.userId, userId), eq(arenaLikes.arenaId, arenaId))),
  );
}

/** Null when the producer does not exist. */
export function followProducer(
  db: Queryable, userId: string, producerId: string,
): Promise<Created<ProducerFollowRecord> | null> {
  return createOnce(db, producerFollowInserts,
    (bind) => db.insert(eventProducerFollows)
      .select((qb) => qb.select({
        id: newId(), userId: sessionUser(bind(userId)), producerId: eventProducers.id, createdAt: now(),
      }).from(eventProducers).where(eq(eventProducers.id, bind(producerId))))
      .onConflictDoNothing().returning(producerFollowColumns),
    () => db.select(producerFollowColumns).from(eventProducerFollows)
      .where(and(eq(eventProducerFollows.userId, userId), eq(eventProducerFollows.producerId, producerId))),
  );
}

type OwnedTable = typeof savedEvents | typeof arenaFollows | typeof arenaLikes | typeof eventProducerFollows;

export type DeleteOutcome = 'deleted' | 'not-owner' | 'not-found';

/** Deletes the session user's row; someone else's row is left alone. */
async function deleteOwned(db: Queryable, table: OwnedTable, rowId: string, userId: string): Promise<DeleteOutcome> {
  const deleted = await db.delete(table)
    .where(and(eq(table.id, rowId), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length > 0) return 'deleted';
  const [someoneElses] = await db.select({ id: table.id }).from(table).where(eq(table.id, rowId));
  return someoneElses ? 'not-owner' : 'not-found';
}

export const unsaveEvent = (db: Queryable, savedEventId: string, userId: string) =>
  deleteOwned(db, savedEvents, savedEventId, userId);
export const unfollowArena = (db: Queryable, arenaFollowId: string, userId: string) =>
  deleteOwned(db, arenaFollows, arenaFollowId, userId);
export const unlikeArena = (db: Queryable, arenaLikeId: string, userId: string) =>
  deleteOwned(db, arenaLikes, arenaLikeId, userId);
export const unfollowProducer = (db: Queryable, producerFollowId: string, userId: string) =>
  deleteOwned(db, eventProducerFollows, producerFollowId, userId);

const savedEventArenaColumns = {
  id: arenas.id,
  name: arenas.name,
  city: arenas.city,
  state: arenas.state,
  footingCondition: arenas.footingCondition,
  timeZone: arenaTimeZoneSql,
} satisfies Columns<SavedEventEvent['arena']>;

/** What each row of a rider's own list is read as: the row as JSON (`fields`) and the count of all their rows. */
type OwnRowSelection = { json: SQL<string>; total: SQL<number> };

/** A rider's page of their own rows: `selection` from their table and its joins, their filter, the bound page size and offset. */
type OwnRowsPage = (
  db: Queryable, selection: OwnRowSelection, mine: SQL, limit: Placeholder, offset: Placeholder,
) => PreparableQuery<{ json: string; total: number }[]>;

/**
 * A rider's own rows of one table (saves, follows), a page in the list's order with each row as JSON written by
 * PostgreSQL (`fields`), and the count of them all: one statement prepared once (`label`_page; PostgreSQL planned it
 * for longer than it ran it), built only the first time from values bound before, which counts the rows by an
 * InitPlan. Only a page past the end counts on its own.
 */
function ownRowsList(label: string, { table, owner, fields, page }: { table: PgTable; owner: AnyPgColumn; fields: JsonFields; page: OwnRowsPage }) {
  const pages = new PreparedByShape(`${label}_page`);
  return async (db: Queryable, userId: string, { limit, offset }: PageQuery): Promise<{ rows: JsonListRow[]; total: number }> => {
    const statement = new StatementValues();
    const mine = eq(owner, statement.bind(userId));
    const boundLimit = statement.bind(limit) as Placeholder;
    const boundOffset = statement.bind(offset) as Placeholder;
    const rows = await pages.run(db, 'page', statement, () => page(db, {
      json: jsonTextSql(fields),
      total: sql<number>`(select count(*)::int from ${table} where ${mine})`,
    }, mine, boundLimit, boundOffset));
    const total = await pageTotal(rows, offset, () => db.select({ count: count() }).from(table).where(mine));
    return { rows: jsonRowsOf(rows), total };
  };
}

/** The user's saved events with each event and its arena, soonest event first. */
export const listSavedEvents = ownRowsList('saved_event', {
  table: savedEvents,
  owner: savedEvents.userId,
  fields: { ...savedEventColumns, event: { ...eventFieldColumns, arena: savedEventArenaColumns } } satisfies Columns<SavedEventView>,
  page: (db, selection, mine, limit, offset) => db.select(selection)
    .from(savedEvents)
    .innerJoin(events, eq(events.id, savedEvents.eventId))
    .innerJoin(arenas, eq(arenas.id, events.arenaId))
    .where(mine)
    .orderBy(asc(events.date), asc(savedEvents.id))
    .limit(limit).offset(offset),
});

/** The user's followed arenas, most recently followed first. */
export const listArenaFollows = ownRowsList('arena_follow', {
  table: arenaFollows,
  owner: arenaFollows.userId,
  fields: {
    ...arenaFollowColumns,
    arena: {
      id: arenas.id, name: arenas.name, city: arenas.city, state: arenas.state,
      coverImage: arenas.coverImage, footingCondition: arenas.footingCondition,
    } satisfies Columns<ArenaFollowView['arena']>,
  } satisfies Columns<ArenaFollowView>,
  page: (db, selection, mine, limit, offset) => db.select(selection).from(arenaFollows)
    .innerJoin(arenas, eq(arenas.id, arenaFollows.arenaId))
    .where(mine)
    .orderBy(desc(arenaFollows.createdAt), desc(arenaFollows.id))
    .limit(limit).offset(offset),
});

/** The user's followed event producers, most recently followed first. */
export const listProducerFollows = ownRowsList('producer_follow', {
  table: eventProducerFollows,
  owner: eventProducerFollows.userId,
  fields: {
    ...producerFollowColumns,
    producer: {
      id: eventProducers.id, name: eventProducers.name, logoUrl: eventProducers.logoUrl,
    } satisfies Columns<ProducerFollowView['producer']>,
  } satisfies Columns<ProducerFollowView>,
  page: (db, selection, mine, limit, offset) => db.select(selection).from(eventProducerFollows)
    .innerJoin(eventProducers, eq(eventProducers.id, eventProducerFollows.producerId))
    .where(mine)
    .orderBy(desc(eventProducerFollows.createdAt), desc(eventProducerFollows.id))
    .limit(limit).offset(offset),
});
