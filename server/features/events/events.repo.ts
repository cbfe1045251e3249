import {
  and, asc, eq, gte, ilike, lt, lte, or, sql, type AnyColumn, type SQL,
} from 'drizzle-orm';
import type { EventArenaSummary, EventFields, EventRecord } from '@shared/contracts/events';
import type { Columns } from '@shared/contracts/json';
import {
  arenaFollows, arenas, eventHorseHotels, eventProducerFollows, eventProducers, events, feedItems,
  savedEvents,
} from '@shared/schema';
import type { CreateEventInput, EventListQuery, PageQuery } from '@shared/validation';
import { DEFAULT_RADIUS_MILES, parseLatLng, type LatLng } from '@shared/geo';
import { zonedEventStart } from '@shared/time-zones';
import { lockUntilCommit } from '../../db/advisory-lock';
import { claimUploads } from '../uploads';
import type { Database, Queryable } from '../../db/client';
import { distanceMilesSql, roundedDistanceSql, withinRadiusSql } from '../../db/geo-sql';
import { listLinkedOrNearby } from '../../db/linked-or-nearby';
import { pageTotal, withoutTotal } from '../../db/paging';
import { containsPattern, placeMatches } from '../../db/search-sql';
import { arenaTimeZone, arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { hotelColumns, listedHorseHotels } from '../hotels/hotels.repo';

/** Hotels this close to the event's arena are offered when nobody linked hotels to the event. */
export const NEARBY_HOTEL_RADIUS_MILES = 50;

/** Midnight UTC today: "upcoming" includes every event of the current day. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The one definition of an upcoming event, shared by every count and list. */
export const isUpcomingEvent = () => gte(events.date, startOfTodayUtc());

const eventArenaColumns = {
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
} satisfies Columns<EventArenaSummary>;

/** An event's own columns (the contract's EventFields), for every read that shows an event. */
export const eventFieldColumns = {
  id: events.id,
  arenaId: events.arenaId,
  producerId: events.producerId,
  name: events.name,
  date: events.date,
  time: events.time,
  barrelPattern: events.barrelPattern,
  description: events.description,
  imageUrl: events.imageUrl,
  saddlebookUrl: events.saddlebookUrl,
  patternSize: events.patternSize,
  eventFlyerUrl: events.eventFlyerUrl,
  createdBy: events.createdBy,
  createdAt: events.createdAt,
} satisfies Columns<EventFields>;

/**
 * The event read model as one select: event columns, its arena and producer, the distance from `center`, and the
 * viewer's save/follow flags from left joins that match nothing for a visitor.
 */
function selectEventRows(db: Queryable, viewerId: string | null, center: LatLng | null) {
  const viewerIs = (column: AnyColumn) => (viewerId ? eq(column, viewerId) : sql`false`);
  const columns = {
    ...eventFieldColumns,
    arena: eventArenaColumns,
    producer: { id: eventProducers.id, name: eventProducers.name },
    distance: center ? roundedDistanceSql(arenas.latitude, arenas.longitude, center) : sql<number | null>`null::float8`,
    isSaved: sql<boolean>`${savedEvents.id} is not null`,
    savedEventId: savedEvents.id,
    isFromFollowedArena: sql<boolean>`${arenaFollows.id} is not null`,
    isFromFollowedProducer: sql<boolean>`${eventProducerFollows.id} is not null`,
  } satisfies Columns<EventRecord>;
  return db.select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(events)
    .innerJoin(arenas, eq(arenas.id, events.arenaId))
    .leftJoin(eventProducers, eq(eventProducers.id, events.producerId))
    .leftJoin(savedEvents, and(eq(savedEvents.eventId, events.id), viewerIs(savedEvents.userId)))
    .leftJoin(arenaFollows, and(eq(arenaFollows.arenaId, events.arenaId), viewerIs(arenaFollows.userId)))
    .leftJoin(eventProducerFollows,
      and(eq(eventProducerFollows.producerId, events.producerId), viewerIs(eventProducerFollows.userId)))
    .$dynamic();
}

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
export async function listEvents(
  db: Queryable, query: EventListQuery, viewerId: string | null,
): Promise<{ rows: EventRecord[]; total: number }> {
  const center = parseLatLng(query.latitude, query.longitude);
  const where = eventFilters(query, center);
  const rows = await selectEventRows(db, viewerId, center)
    .where(where).orderBy(...listOrder(query.sort, center)).limit(query.limit).offset(query.offset);
  const total = await pageTotal(rows, query.offset, () => db.select({ count: sql<number>`count(*)` }).from(events)
    .innerJoin(arenas, eq(arenas.id, events.arenaId)).where(where));
  return { rows: rows.map(withoutTotal), total };
}

export async function findEvent(db: Queryable, eventId: string, viewerId: string | null): Promise<EventRecord | null> {
  const [row] = await selectEventRows(db, viewerId, null).where(eq(events.id, eventId));
  return row ? withoutTotal(row) : null;
}

export type CreateEventOutcome =
  | { outcome: 'created'; event: EventRecord }
  /** The same event (arena, day and time, name) posted again, e.g. a double submit: the one already there. */
  | { outcome: 'existing'; event: EventRecord }
  | { outcome: 'no-arena' }
  | { outcome: 'no-producer' }
  | { outcome: 'unusable-flyer' };

/** Creates the event and its feed item in one transaction; the same event posted twice is not duplicated. */
export async function createEvent(db: Database, { flyerUploadId, ...input }: CreateEventInput, userId: string): Promise<CreateEventOutcome> {
  const written = await db.transaction(async (tx) => {
    const [arena] = await tx.select({
      id: arenas.id, timeZone: arenas.timeZone, latitude: arenas.latitude, longitude: arenas.longitude, state: arenas.state,
    }).from(arenas).where(eq(arenas.id, input.arenaId)).for('share');
    if (!arena) return { outcome: 'no-arena' } as const;
    // A typed day is that day at the event's time where the arena is, wherever the rider who posts it lives.
    const date = typeof input.date === 'string'
      ? zonedEventStart(input.date, input.time, arena.timeZone ?? arenaTimeZone(arena))
      : input.date;
    if (input.producerId) {
      const [producer] = await tx.select({ id: eventProducers.id }).from(eventProducers)
        .where(eq(eventProducers.id, input.producerId)).for('share');
      if (!producer) return { outcome: 'no-producer' } as const;
    }

    // Serialises concurrent creates of the same event so the duplicate check below cannot race.
    await lockUntilCommit(tx, 'event', input.arenaId, date.toISOString(), input.name.toLowerCase());
    const [existing] = await tx.select({ id: events.id }).from(events).where(and(
      eq(events.arenaId, input.arenaId), eq(events.date, date), eq(sql`lower(${events.name})`, input.name.toLowerCase()),
    ));
    if (existing) return { outcome: 'existing', eventId: existing.id } as const;

    const flyer = await claimUploads(tx, userId, flyerUploadId ? [flyerUploadId] : []);
    if (flyer.outcome === 'unusable') return { outcome: 'unusable-flyer' } as const;
    const eventFlyerUrl = flyer.uploads[0]?.url ?? input.eventFlyerUrl;
    const [event] = await tx.insert(events).values({ ...input, eventFlyerUrl, date, createdBy: userId }).returning({ id: events.id });
    await tx.insert(feedItems).values({
      userId, type: 'event', content: `Posted a new event: ${input.name}`, eventId: event.id, arenaId: input.arenaId,
    });
    return { outcome: 'created', eventId: event.id } as const;
  });
  if (written.outcome === 'no-arena' || written.outcome === 'no-producer' || written.outcome === 'unusable-flyer') return written;
  const event = await findEvent(db, written.eventId, userId);
  if (!event) throw new Error(`event ${written.eventId} vanished right after it was written`);
  return { outcome: written.outcome, event };
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
