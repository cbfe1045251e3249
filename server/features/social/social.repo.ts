import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  arenaFollows, arenaLikes, arenas, eventProducerFollows, eventProducers, events, savedEvents,
  type ArenaFollow, type ArenaLike, type EventProducerFollow, type SavedEvent,
} from '@shared/schema';
import type { PageQuery } from '@shared/validation/common';
import type { Queryable } from '../../db/client';
import { Forbidden, NotFound } from '../../http/errors';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';

export const EVENT_NOT_FOUND = 'Event not found';
export const ARENA_NOT_FOUND = 'Arena not found';
export const PRODUCER_NOT_FOUND = 'Event producer not found';
export const SAVED_EVENT_NOT_FOUND = 'Saved event not found';
export const ARENA_FOLLOW_NOT_FOUND = 'Arena follow not found';
export const ARENA_LIKE_NOT_FOUND = 'Arena like not found';
export const PRODUCER_FOLLOW_NOT_FOUND = 'Event producer follow not found';

export interface Created<Row> {
  row: Row;
  /** false when the pair already existed and `row` is that existing row. */
  created: boolean;
}

/**
 * Saves, follows and likes are unique per user and target. The insert selects the target so an unknown one
 * inserts nothing, and ON CONFLICT DO NOTHING turns a repeat (even a concurrent one) into a read of the
 * existing row; only when neither finds a row is the target unknown.
 */
async function createOnce<Row>(
  insert: () => Promise<Row[]>, findExisting: () => Promise<Row[]>, notFoundMessage: string,
): Promise<Created<Row>> {
  const [inserted] = await insert();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await findExisting();
  if (!existing) throw new NotFound(notFoundMessage);
  return { row: existing, created: false };
}

// Columns an INSERT ... SELECT must fill besides the target's id (drizzle wants every column, in order).
const newId = () => sql`gen_random_uuid()`.as('id');
const sessionUser = (userId: string) => sql`${userId}::uuid`.as('user_id');
const now = () => sql`now()`.as('created_at');

export function saveEvent(db: Queryable, userId: string, eventId: string): Promise<Created<SavedEvent>> {
  return createOnce(
    () => db.insert(savedEvents)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(userId), eventId: events.id, createdAt: now() })
        .from(events).where(eq(events.id, eventId)))
      .onConflictDoNothing().returning(),
    () => db.select().from(savedEvents).where(and(eq(savedEvents.userId, userId), eq(savedEvents.eventId, eventId))),
    EVENT_NOT_FOUND,
  );
}

export function followArena(db: Queryable, userId: string, arenaId: string): Promise<Created<ArenaFollow>> {
  return createOnce(
    () => db.insert(arenaFollows)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(userId), arenaId: arenas.id, createdAt: now() })
        .from(arenas).where(eq(arenas.id, arenaId)))
      .onConflictDoNothing().returning(),
    () => db.select().from(arenaFollows).where(and(eq(arenaFollows.userId, userId), eq(arenaFollows.arenaId, arenaId))),
    ARENA_NOT_FOUND,
  );
}

export function likeArena(db: Queryable, userId: string, arenaId: string): Promise<Created<ArenaLike>> {
  return createOnce(
    () => db.insert(arenaLikes)
      .select((qb) => qb.select({ id: newId(), userId: sessionUser(userId), arenaId: arenas.id, createdAt: now() })
        .from(arenas).where(eq(arenas.id, arenaId)))
      .onConflictDoNothing().returning(),
    () => db.select().from(arenaLikes).where(and(eq(arenaLikes.userId, userId), eq(arenaLikes.arenaId, arenaId))),
    ARENA_NOT_FOUND,
  );
}

export function followProducer(db: Queryable, userId: string, producerId: string): Promise<Created<EventProducerFollow>> {
  return createOnce(
    () => db.insert(eventProducerFollows)
      .select((qb) => qb.select({
        id: newId(), userId: sessionUser(userId), producerId: eventProducers.id, createdAt: now(),
      }).from(eventProducers).where(eq(eventProducers.id, producerId)))
      .onConflictDoNothing().returning(),
    () => db.select().from(eventProducerFollows)
      .where(and(eq(eventProducerFollows.userId, userId), eq(eventProducerFollows.producerId, producerId))),
    PRODUCER_NOT_FOUND,
  );
}

type OwnedTable = typeof savedEvents | typeof arenaFollows | typeof arenaLikes | typeof eventProducerFollows;

/** Deletes the session user's row; someone else's row is 403 and left alone, an unknown id 404. */
async function deleteOwned(db: Queryable, table: OwnedTable, rowId: string, userId: string, notFoundMessage: string) {
  const deleted = await db.delete(table)
    .where(and(eq(table.id, rowId), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (deleted.length > 0) return;
  const [someoneElses] = await db.select({ id: table.id }).from(table).where(eq(table.id, rowId));
  throw someoneElses ? new Forbidden() : new NotFound(notFoundMessage);
}

export const unsaveEvent = (db: Queryable, savedEventId: string, userId: string) =>
  deleteOwned(db, savedEvents, savedEventId, userId, SAVED_EVENT_NOT_FOUND);
export const unfollowArena = (db: Queryable, arenaFollowId: string, userId: string) =>
  deleteOwned(db, arenaFollows, arenaFollowId, userId, ARENA_FOLLOW_NOT_FOUND);
export const unlikeArena = (db: Queryable, arenaLikeId: string, userId: string) =>
  deleteOwned(db, arenaLikes, arenaLikeId, userId, ARENA_LIKE_NOT_FOUND);
export const unfollowProducer = (db: Queryable, producerFollowId: string, userId: string) =>
  deleteOwned(db, eventProducerFollows, producerFollowId, userId, PRODUCER_FOLLOW_NOT_FOUND);

/** The user's saved events with each event and its arena, soonest event first: one query plus one count. */
export async function listSavedEvents(db: Queryable, userId: string, page: PageQuery) {
  const mine = eq(savedEvents.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      savedEvent: getTableColumns(savedEvents),
      event: getTableColumns(events),
      arena: {
        id: arenas.id, name: arenas.name, city: arenas.city, state: arenas.state,
        footingCondition: arenas.footingCondition, timeZone: arenaTimeZoneSql,
      },
    }).from(savedEvents)
      .innerJoin(events, eq(events.id, savedEvents.eventId))
      .innerJoin(arenas, eq(arenas.id, events.arenaId))
      .where(mine)
      .orderBy(asc(events.date), asc(savedEvents.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(savedEvents).where(mine),
  ]);
  return {
    rows: rows.map(({ savedEvent, event, arena }) => ({ ...savedEvent, event: { ...event, arena } })),
    total,
  };
}

/** The user's followed arenas, most recently followed first. */
export async function listArenaFollows(db: Queryable, userId: string, page: PageQuery) {
  const mine = eq(arenaFollows.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      ...getTableColumns(arenaFollows),
      arena: {
        id: arenas.id, name: arenas.name, city: arenas.city, state: arenas.state,
        coverImage: arenas.coverImage, footingCondition: arenas.footingCondition,
      },
    }).from(arenaFollows)
      .innerJoin(arenas, eq(arenas.id, arenaFollows.arenaId))
      .where(mine)
      .orderBy(desc(arenaFollows.createdAt), desc(arenaFollows.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(arenaFollows).where(mine),
  ]);
  return { rows, total };
}

/** The user's followed event producers, most recently followed first. */
export async function listProducerFollows(db: Queryable, userId: string, page: PageQuery) {
  const mine = eq(eventProducerFollows.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      ...getTableColumns(eventProducerFollows),
      producer: { id: eventProducers.id, name: eventProducers.name, logoUrl: eventProducers.logoUrl },
    }).from(eventProducerFollows)
      .innerJoin(eventProducers, eq(eventProducers.id, eventProducerFollows.producerId))
      .where(mine)
      .orderBy(desc(eventProducerFollows.createdAt), desc(eventProducerFollows.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(eventProducerFollows).where(mine),
  ]);
  return { rows, total };
}
