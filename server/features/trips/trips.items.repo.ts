import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Columns, Json } from '@shared/contracts/json';
import type {
  TripEventEntry, TripEventItem, TripHotelEntry, TripHotelItem, TripItems, TripServiceEntry, TripServiceItem,
} from '@shared/contracts/trips';
import {
  arenas, events, horseHotels, serviceProviders, tripEvents, tripHorseHotels, trips, tripServices,
} from '@shared/schema';
import type { Queryable } from '../../db/client';
import { jsonObjectOrNullSql, jsonObjectSql } from '../../db/json-sql';
import { preparedOnce } from '../../db/prepared';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { isRemovedEventSql } from '../events/events.repo';

// A trip's items, in the shapes of shared/contracts/trips.ts, each put together as JSON by PostgreSQL.

/** A trip event's own fields, as its entry and the trip's plan read them. */
export const tripEventOwnFields = {
  id: tripEvents.id,
  eventId: tripEvents.eventId,
  notes: tripEvents.notes,
  notesPrivate: tripEvents.notesPrivate,
  enteredDivisions: tripEvents.enteredDivisions,
  orderIndex: tripEvents.orderIndex,
};

/** What a trip event's own fields are as JSON. */
export type TripEventOwnJson = Pick<TripEventEntry, keyof typeof tripEventOwnFields>;

const eventEntryFields = {
  ...tripEventOwnFields,
  // The zone the event's date is read in (its arena's).
  event: {
    name: events.name,
    date: events.date,
    time: events.time,
    timeZone: arenaTimeZoneSql,
    status: events.status,
    statusReason: events.statusReason,
    removed: isRemovedEventSql,
  },
  arena: jsonObjectOrNullSql(arenas.id, {
    name: arenas.name, latitude: arenas.latitude, longitude: arenas.longitude, city: arenas.city, state: arenas.state,
  }),
} satisfies Columns<TripEventEntry>;

/** A trip hotel stay's own fields, as its entry and the trip's plan read them. */
export const tripHotelOwnFields = {
  id: tripHorseHotels.id,
  horseHotelId: tripHorseHotels.horseHotelId,
  checkInDate: tripHorseHotels.checkInDate,
  checkOutDate: tripHorseHotels.checkOutDate,
  notes: tripHorseHotels.notes,
  notesPrivate: tripHorseHotels.notesPrivate,
  stalls: tripHorseHotels.stalls,
  orderIndex: tripHorseHotels.orderIndex,
};

/** What a trip hotel stay's own fields are as JSON (its dates as ISO strings). */
export type TripHotelOwnJson = Json<Pick<TripHotelEntry, keyof typeof tripHotelOwnFields>>;

const hotelEntryFields = {
  ...tripHotelOwnFields,
  hotel: {
    name: horseHotels.name,
    latitude: horseHotels.latitude,
    longitude: horseHotels.longitude,
    city: horseHotels.city,
    state: horseHotels.state,
    address: horseHotels.address,
  },
} satisfies Columns<TripHotelEntry>;

const serviceEntryFields = {
  id: tripServices.id,
  serviceProviderId: tripServices.serviceProviderId,
  scheduledDate: tripServices.scheduledDate,
  notes: tripServices.notes,
  notesPrivate: tripServices.notesPrivate,
  orderIndex: tripServices.orderIndex,
  service: {
    displayName: serviceProviders.displayName,
    type: serviceProviders.type,
    specialties: serviceProviders.specialties,
    phone: serviceProviders.phone,
    city: serviceProviders.city,
    state: serviceProviders.state,
    latitude: serviceProviders.latitude,
    longitude: serviceProviders.longitude,
  },
} satisfies Columns<TripServiceEntry>;

/** Each kind of item: its entry as JSON, the tables it reads, and the order a trip lists them in. */
const ITEM_KINDS = {
  event: {
    entry: jsonObjectSql(eventEntryFields),
    from: sql`${tripEvents} inner join ${events} on ${events.id} = ${tripEvents.eventId}
      left join ${arenas} on ${arenas.id} = ${events.arenaId}`,
    item: tripEvents,
    order: sql`${events.date}, ${tripEvents.orderIndex}, ${tripEvents.createdAt}`,
  },
  horseHotel: {
    entry: jsonObjectSql(hotelEntryFields),
    from: sql`${tripHorseHotels} inner join ${horseHotels} on ${horseHotels.id} = ${tripHorseHotels.horseHotelId}`,
    item: tripHorseHotels,
    order: sql`${tripHorseHotels.checkInDate} asc nulls last, ${tripHorseHotels.orderIndex}, ${tripHorseHotels.createdAt}`,
  },
  service: {
    entry: jsonObjectSql(serviceEntryFields),
    from: sql`${tripServices} inner join ${serviceProviders} on ${serviceProviders.id} = ${tripServices.serviceProviderId}`,
    item: tripServices,
    order: sql`${tripServices.scheduledDate} asc nulls last, ${tripServices.orderIndex}, ${tripServices.createdAt}`,
  },
} as const;
export type ItemKind = keyof typeof ITEM_KINDS;

/**
 * The trip's items of one kind as a JSON array of `entry` in `order` (empty when there are none), read from the
 * kind's tables: its items' own list, and the trip's plan.
 */
export function tripItemsJsonSql<Entry>(kind: ItemKind, entry: SQL, order: SQL) {
  const { from, item } = ITEM_KINDS[kind];
  // Nested, so that drizzle keeps the table names (it drops them from a single-table select's own fields).
  const ofThisTrip = sql`${item.tripId} = ${trips.id}`;
  return sql<Entry[]>`coalesce((select json_agg(${entry} order by ${order}) from ${from} where ${ofThisTrip}), '[]'::json)`;
}

/** The trip's items of one kind, in the trip's order, as a JSON array (empty when there are none). */
const tripEntriesSql = <Entry>(kind: ItemKind) => tripItemsJsonSql<Entry>(kind, ITEM_KINDS[kind].entry, ITEM_KINDS[kind].order);

/**
 * One statement, prepared once per database under a fixed name (PostgreSQL keeps its plan per connection): the
 * trip, only when it is the rider's, with its events, stays and services as JSON. It starts from the trip itself, so
 * no row means no such trip (or not the rider's).
 */
const tripItemsStatement = preparedOnce('trip_items', (db) => db.select({
  events: tripEntriesSql<TripEventItem>('event'),
  horseHotels: tripEntriesSql<TripHotelItem>('horseHotel'),
  services: tripEntriesSql<TripServiceItem>('service'),
}).from(trips).where(and(eq(trips.id, sql.placeholder('tripId')), eq(trips.userId, sql.placeholder('userId')))));

/** `{events, horseHotels, services}` of the rider's trip, or null when it is not theirs: one statement whatever the number of items. */
export async function findTripItems(db: Queryable, userId: string, tripId: string): Promise<TripItems | null> {
  const [items] = await tripItemsStatement(db).execute({ tripId, userId });
  return items ?? null;
}

async function findTripEntry<Entry>(db: Queryable, kind: ItemKind, itemId: string): Promise<Entry | null> {
  const { entry, from, item } = ITEM_KINDS[kind];
  const [row] = await db.select({ entry: sql<Entry>`${entry}` }).from(sql`${from}`).where(eq(item.id, itemId));
  return row?.entry ?? null;
}

export const findTripEventEntry = (db: Queryable, itemId: string) => findTripEntry<TripEventItem>(db, 'event', itemId);
export const findTripHorseHotelEntry = (db: Queryable, itemId: string) => findTripEntry<TripHotelItem>(db, 'horseHotel', itemId);
export const findTripServiceEntry = (db: Queryable, itemId: string) => findTripEntry<TripServiceItem>(db, 'service', itemId);
