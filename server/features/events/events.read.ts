import {
  and, asc, eq, getTableColumns, gte, ilike, lt, lte, or, sql, type AnyColumn, type SQL,
} from 'drizzle-orm';
import {
  arenaFollows, arenas, eventComments, eventHorseHotels, eventProducerFollows, eventProducers, events, savedEvents,
  users,
} from '@shared/schema';
import type { EventListQuery, PageQuery } from '@shared/validation';
import { DEFAULT_RADIUS_MILES, parseLatLng, type LatLng } from '@shared/geo';
import type { Queryable } from '../../db/client';
import { distanceMilesSql, roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';
import { listLinkedOrNearby } from '../../db/linked-or-nearby';
import { pageTotal, withoutTotal } from '../../db/paging';
import { containsPattern, placeMatches } from '../../db/search-sql';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { hotelColumns, listedHorseHotels } from '../hotels/hotels.repo';
import { commentAuthorColumns, withCommentBadges, type CommentByAuthor } from '../users/comment-authors';

/** Hotels this close to the event's arena are offered when nobody linked hotels to the event. */
export const NEARBY_HOTEL_RADIUS_MILES = 50;

/** Midnight UTC today: "upcoming" includes every event of the current day. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The one definition of an upcoming event, shared by every count and list. */
export const isUpcomingEvent = () => gte(events.date, startOfTodayUtc());


/**
 * The event read model as one select: event columns, its arena and producer, the distance from `center`, and the
 * viewer's save/follow flags from left joins that match nothing for a visitor.
 */
function selectEventRows(db: Queryable, viewerId: string | null, center: LatLng | null) {
  const viewerIs = (column: AnyColumn) => (viewerId ? eq(column, viewerId) : sql`false`);
  return db.select({
    ...getTableColumns(events),
    arena: {
      id: arenas.id,
      name: arenas.name,
      city: arenas.city,
      state: arenas.state,
      footingCondition: arenas.footingCondition,
      latitude: arenas.latitude,
      longitude: arenas.longitude,
      address: arenas.address,
      zipCode: arenas.zipCode,
      timeZone: arenaTimeZoneSql,
    },
    producer: { id: eventProducers.id, name: eventProducers.name },
    distance: center ? roundedDistanceSql(arenas.latitude, arenas.longitude, center) : sql<number | null>`null::float8`,
    isSaved: sql<boolean>`${savedEvents.id} is not null`,
    savedEventId: savedEvents.id,
    isFromFollowedArena: sql<boolean>`${arenaFollows.id} is not null`,
    isFromFollowedProducer: sql<boolean>`${eventProducerFollows.id} is not null`,
    total: sql<number>`count(*) over ()`,
  })
    .from(events)
    .innerJoin(arenas, eq(arenas.id, events.arenaId))
    .leftJoin(eventProducers, eq(eventProducers.id, events.producerId))
    .leftJoin(savedEvents, and(eq(savedEvents.eventId, events.id), viewerIs(savedEvents.userId)))
    .leftJoin(arenaFollows, and(eq(arenaFollows.arenaId, events.arenaId), viewerIs(arenaFollows.userId)))
    .leftJoin(eventProducerFollows,
      and(eq(eventProducerFollows.producerId, events.producerId), viewerIs(eventProducerFollows.userId)))
    .$dynamic();
}

type EventRowWithTotal = Awaited<ReturnType<typeof selectEventRows>>[number];
export type EventRow = Omit<EventRowWithTotal, 'total'>;


/** The calendar day an event is on at its arena. */
const arenaDaySql = sql`(${events.date} at time zone ${arenaTimeZoneSql})::date`;
const HOUR_MS = 3_600_000;
/** Zones run from UTC-12 to UTC+14: a day there starts at most 14 h before its UTC midnight and ends 36 h after it. */
const dayStartUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Events from `from` on: an instant, or a day at each event's arena (with an instant bound the date index can use). */
function fromCondition(from: string | Date): SQL | undefined {
  if (from instanceof Date) return gte(events.date, from);
  return and(gte(events.date, new Date(dayStartUtc(from) - 14 * HOUR_MS)), sql`${arenaDaySql} >= ${from}::date`);
}

function toCondition(to: string | Date): SQL | undefined {
  if (to instanceof Date) return lte(events.date, to);
  return and(lt(events.date, new Date(dayStartUtc(to) + 36 * HOUR_MS)), sql`${arenaDaySql} <= ${to}::date`);
}

function eventFilters(query: EventListQuery, center: LatLng | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.from ? fromCondition(query.from) : isUpcomingEvent(),
    query.to ? toCondition(query.to) : undefined,
    query.state ? eq(arenas.state, query.state) : undefined,
    query.arenaType ? eq(arenas.arenaType, query.arenaType) : undefined,
    query.patternSize ? eq(events.patternSize, query.patternSize) : undefined,
    query.arenaId ? eq(events.arenaId, query.arenaId) : undefined,
    query.producerId ? eq(events.producerId, query.producerId) : undefined,
    center
      ? withinRadiusSql(arenas.latitude, arenas.longitude, center, query.radiusMiles ?? DEFAULT_RADIUS_MILES)
      : undefined,
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(
      ilike(events.name, pattern), ilike(arenas.name, pattern), ...placeMatches(arenas.city, arenas.state, pattern),
    ));
  }
  return and(...conditions);
}

/**
 * Every order ends in the event id, so pages never repeat or skip an event. Distance is measured to the arena (exact,
 * not the rounded figure shown), so the events of one arena come together, soonest first; the schema refuses a
 * distance sort without a centre, and the date order stands in if one ever arrives.
 */
function listOrder(sort: EventListQuery['sort'], center: LatLng | null): SQL[] {
  const byName = asc(sql`lower(${events.name})`);
  if (sort === 'name') return [byName, asc(events.date), asc(events.id)];
  const byDate = [asc(events.date), byName, asc(events.id)];
  if (sort === 'distance' && center) return [asc(distanceMilesSql(arenas.latitude, arenas.longitude, center)), ...byDate];
  return byDate;
}

/** One statement for the page and its total (a second only when the page is past the end). */
export async function listEvents(db: Queryable, query: EventListQuery, viewerId: string | null) {
  const center = parseLatLng(query.latitude, query.longitude);
  const where = eventFilters(query, center);
  const rows = await selectEventRows(db, viewerId, center)
    .where(where).orderBy(...listOrder(query.sort, center)).limit(query.limit).offset(query.offset);
  const total = await pageTotal(rows, query.offset, () => db.select({ count: sql<number>`count(*)` }).from(events)
    .innerJoin(arenas, eq(arenas.id, events.arenaId)).where(where));
  return { rows: rows.map(withoutTotal), total };
}

export async function findEventRow(db: Queryable, eventId: string, viewerId: string | null): Promise<EventRow | null> {
  const [row] = await selectEventRows(db, viewerId, null).where(eq(events.id, eventId));
  return row ? withoutTotal(row) : null;
}

/** The arena states that have upcoming events, for the list's state filter. */
export async function listUpcomingEventStates(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ state: arenas.state }).from(arenas)
    .innerJoin(events, eq(events.arenaId, arenas.id))
    .where(gte(events.date, startOfTodayUtc()))
    .orderBy(asc(arenas.state));
  return rows.map((row) => row.state);
}

export async function eventExists(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return Boolean(row);
}

export interface CommentView extends CommentByAuthor {
  eventId: string;
}

function selectComments(db: Queryable) {
  return db.select({
    id: eventComments.id,
    eventId: eventComments.eventId,
    userId: eventComments.userId,
    commentText: eventComments.commentText,
    createdAt: eventComments.createdAt,
    ...commentAuthorColumns,
  }).from(eventComments).innerJoin(users, eq(users.id, eventComments.userId)).$dynamic();
}

const withBadges = (db: Queryable, rows: Awaited<ReturnType<typeof selectComments>>): Promise<CommentView[]> =>
  withCommentBadges(db, rows);

/** Oldest first: the page, then one batched badge query for its commenters. */
export async function listEventComments(db: Queryable, eventId: string, page: PageQuery) {
  const rows = await selectComments(db).where(eq(eventComments.eventId, eventId))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id)).limit(page.limit).offset(page.offset);
  const total = await pageTotal(rows, page.offset, () => db.select({ count: sql<number>`count(*)` })
    .from(eventComments).where(eq(eventComments.eventId, eventId)));
  return { rows: await withBadges(db, rows), total };
}

export async function findCommentView(db: Queryable, commentId: string): Promise<CommentView | null> {
  const [comment] = await withBadges(db, await selectComments(db).where(eq(eventComments.id, commentId)));
  return comment ?? null;
}

/**
 * Hotels for an event: the ones linked to it, or, when none are linked, every hotel within 50 miles of its arena.
 * Null when the event does not exist.
 */
export async function listEventHorseHotels(db: Queryable, eventId: string, page: PageQuery) {
  const [event] = await db.select({ latitude: arenas.latitude, longitude: arenas.longitude })
    .from(events).innerJoin(arenas, eq(arenas.id, events.arenaId)).where(eq(events.id, eventId));
  if (!event) return null;
  return listLinkedOrNearby(db, {
    columns: hotelColumns,
    listed: listedHorseHotels,
    links: {
      table: eventHorseHotels, ownerId: eventHorseHotels.eventId, listedId: eventHorseHotels.horseHotelId,
      distance: eventHorseHotels.distance,
    },
    ownerId: eventId,
    center: parseLatLng(event.latitude, event.longitude),
    radiusMiles: NEARBY_HOTEL_RADIUS_MILES,
  }, page);
}
