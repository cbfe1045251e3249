import { and, asc, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { TripEventEntry, TripHotelEntry, TripItemsView, TripServiceEntry } from '@shared/contracts/trips';
import {
  arenas, events, horseHotels, serviceProviders, tripEvents, tripHorseHotels, trips, tripServices,
} from '@shared/schema';
import type { Queryable } from '../../db/client';
import { arenaTimeZoneSql } from '../arenas/arena-time-zone';
import { isRemovedEventSql } from '../events/events.repo';

// A trip's items, in the shapes of shared/contracts/trips.ts.

const eventEntryColumns = {
  id: tripEvents.id,
  eventId: tripEvents.eventId,
  notes: tripEvents.notes,
  notesPrivate: tripEvents.notesPrivate,
  enteredDivisions: tripEvents.enteredDivisions,
  orderIndex: tripEvents.orderIndex,
  eventName: events.name,
  eventDate: events.date,
  eventTime: events.time,
  eventTimeZone: arenaTimeZoneSql,
  eventStatus: events.status,
  eventStatusReason: events.statusReason,
  eventRemoved: isRemovedEventSql,
  arenaId: arenas.id,
  arenaName: arenas.name,
  arenaLatitude: arenas.latitude,
  arenaLongitude: arenas.longitude,
  arenaCity: arenas.city,
  arenaState: arenas.state,
};
type EventEntryRow = {
  id: string; eventId: string; notes: string | null; notesPrivate: boolean; enteredDivisions: string[]; orderIndex: number; eventName: string; eventDate: Date;
  eventTime: string; eventTimeZone: string; eventStatus: TripEventEntry['event']['status']; eventStatusReason: string | null; eventRemoved: boolean; arenaId: string | null; arenaName: string | null; arenaLatitude: string | null;
  arenaLongitude: string | null; arenaCity: string | null; arenaState: string | null;
};

function toEventEntry(row: EventEntryRow): TripEventEntry {
  return {
    id: row.id,
    eventId: row.eventId,
    notes: row.notes,
    notesPrivate: row.notesPrivate,
    enteredDivisions: row.enteredDivisions,
    orderIndex: row.orderIndex,
    // The zone the event's date is read in (its arena's).
    event: {
      name: row.eventName, date: row.eventDate, time: row.eventTime, timeZone: row.eventTimeZone,
      status: row.eventStatus, statusReason: row.eventStatusReason, removed: row.eventRemoved,
    },
    arena: row.arenaId === null ? null : {
      name: row.arenaName, latitude: row.arenaLatitude, longitude: row.arenaLongitude, city: row.arenaCity, state: row.arenaState,
    },
  };
}
const hotelEntryColumns = {
  id: tripHorseHotels.id,
  horseHotelId: tripHorseHotels.horseHotelId,
  checkInDate: tripHorseHotels.checkInDate,
  checkOutDate: tripHorseHotels.checkOutDate,
  notes: tripHorseHotels.notes,
  notesPrivate: tripHorseHotels.notesPrivate,
  stalls: tripHorseHotels.stalls,
  orderIndex: tripHorseHotels.orderIndex,
  hotel: {
    name: horseHotels.name,
    latitude: horseHotels.latitude,
    longitude: horseHotels.longitude,
    city: horseHotels.city,
    state: horseHotels.state,
    address: horseHotels.address,
  },
} satisfies Columns<TripHotelEntry>;

const serviceEntryColumns = {
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

const eventEntryOrder = [asc(events.date), asc(tripEvents.orderIndex), asc(tripEvents.createdAt)];
const hotelEntryOrder = [
  sql`${tripHorseHotels.checkInDate} asc nulls last`, asc(tripHorseHotels.orderIndex), asc(tripHorseHotels.createdAt),
];
const serviceEntryOrder = [
  sql`${tripServices.scheduledDate} asc nulls last`, asc(tripServices.orderIndex), asc(tripServices.createdAt),
];

function selectHotelEntries(db: Queryable, where: SQL | undefined) {
  return db.select(hotelEntryColumns).from(tripHorseHotels)
    .innerJoin(horseHotels, eq(horseHotels.id, tripHorseHotels.horseHotelId))
    .where(where)
    .orderBy(...hotelEntryOrder);
}

function selectServiceEntries(db: Queryable, where: SQL | undefined) {
  return db.select(serviceEntryColumns).from(tripServices)
    .innerJoin(serviceProviders, eq(serviceProviders.id, tripServices.serviceProviderId))
    .where(where)
    .orderBy(...serviceEntryOrder);
}

const isOwnedTripItem = (tripIdColumn: Column, userId: Placeholder) =>
  sql`exists (select 1 from ${trips} as owned where owned.id = ${tripIdColumn} and owned.user_id = ${userId})`;

/**
 * The three statements of a trip's items, prepared once per database under fixed names: PostgreSQL then keeps
 * their plans per connection, and planning these joins cost more than running them.
 */
function prepareTripItemQueries(db: Queryable) {
  const tripId = sql.placeholder('tripId');
  const userId = sql.placeholder('userId');
  return {
    // Starts from the trip itself, so no row means no such trip (or not the rider's).
    events: db.select(eventEntryColumns).from(trips)
      .leftJoin(tripEvents, eq(tripEvents.tripId, trips.id))
      .leftJoin(events, eq(events.id, tripEvents.eventId))
      .leftJoin(arenas, eq(arenas.id, events.arenaId))
      .where(and(eq(trips.id, tripId), eq(trips.userId, userId)))
      .orderBy(...eventEntryOrder)
      .prepare('trip_items_events'),
    horseHotels: selectHotelEntries(db, and(eq(tripHorseHotels.tripId, tripId), isOwnedTripItem(tripHorseHotels.tripId, userId)))
      .prepare('trip_items_horse_hotels'),
    services: selectServiceEntries(db, and(eq(tripServices.tripId, tripId), isOwnedTripItem(tripServices.tripId, userId)))
      .prepare('trip_items_services'),
  };
}
const tripItemQueries = new WeakMap<Queryable, ReturnType<typeof prepareTripItemQueries>>();

/** `{events, horseHotels, services}` of the rider's trip, or null when it is not theirs: three statements whatever the number of items. */
export async function findTripItems(db: Queryable, userId: string, tripId: string): Promise<TripItemsView | null> {
  let queries = tripItemQueries.get(db);
  if (!queries) tripItemQueries.set(db, (queries = prepareTripItemQueries(db)));
  const params = { tripId, userId };
  const [eventRows, horseHotels, services] = await Promise.all([
    queries.events.execute(params), queries.horseHotels.execute(params), queries.services.execute(params),
  ]);
  if (eventRows.length === 0) return null;
  const eventEntries = eventRows
    .filter((row): row is typeof row & EventEntryRow => row.id !== null && row.eventName !== null)
    .map(toEventEntry);
  return { events: eventEntries, horseHotels, services };
}

export async function findTripEventEntry(db: Queryable, itemId: string): Promise<TripEventEntry | null> {
  const [row] = await db.select(eventEntryColumns).from(tripEvents)
    .innerJoin(events, eq(events.id, tripEvents.eventId))
    .leftJoin(arenas, eq(arenas.id, events.arenaId))
    .where(eq(tripEvents.id, itemId));
  return row ? toEventEntry(row) : null;
}

export async function findTripHorseHotelEntry(db: Queryable, itemId: string): Promise<TripHotelEntry | null> {
  const [entry] = await selectHotelEntries(db, eq(tripHorseHotels.id, itemId));
  return entry ?? null;
}

export async function findTripServiceEntry(db: Queryable, itemId: string): Promise<TripServiceEntry | null> {
  const [entry] = await selectServiceEntries(db, eq(tripServices.id, itemId));
  return entry ?? null;
}
