import { and, eq, or, sql, type Column } from 'drizzle-orm';
import type { TripEventItem, TripHotelItem, TripRecord, TripServiceItem } from '@shared/contracts/trips';
import {
  events, horseHotels, serviceProviders, tripEvents, tripHorseHotels, trips, tripServices,
} from '@shared/schema';
import {
  tripDateRules,
  type AddTripEventInput, type AddTripHorseHotelInput, type AddTripServiceInput, type CreateTripInput, type TripItemTarget,
  type UpdateTripEventInput, type UpdateTripHorseHotelInput, type UpdateTripServiceInput,
} from '@shared/validation';
import type { Queryable } from '../../db/client';
import { findTripEventEntry, findTripHorseHotelEntry, findTripServiceEntry } from './trips.items.repo';
import { createTrip, definedOnly, ownedTrip, tripItemTables, type FieldIssue } from './trips.repo';
import { liveEventById } from '../events/events.repo';
import { placeAfter, placeByDay } from './trips.order.repo';

export type TripItemKindName = TripItemTarget['kind'];
type TripItemTable = typeof tripEvents | typeof tripHorseHotels | typeof tripServices;

interface TripItemKind {
  table: TripItemTable;
  /** trip_events.event_id, trip_horse_hotels.horse_hotel_id or trip_services.service_provider_id */
  referenceColumn: Column;
}

/**
 * Adding an item: 'trip-missing' when the trip is not the rider's, 'item-missing' when the event, hotel or provider
 * does not exist, 'duplicate' when the trip holds it already (the pair is unique).
 */
export type AddTripItemOutcome<Entry> =
  | { outcome: 'added'; entry: Entry }
  | { outcome: 'trip-missing' }
  | { outcome: 'item-missing' }
  | { outcome: 'duplicate' }
  | { outcome: 'invalid'; issue: FieldIssue };

/** The insert of one kind: its new row's id, or the field it refused (a stop to follow that is not in the trip). */
type InsertResult = { id: string } | { issue: FieldIssue } | undefined;

/** Removing or editing an item: 'not-in-trip' when the rider's trip does not hold it. */
export type EditTripItemOutcome<Entry> =
  | { outcome: 'updated'; entry: Entry }
  | { outcome: 'trip-missing' }
  | { outcome: 'not-in-trip' }
  | { outcome: 'invalid'; issue: FieldIssue };

/** Whether the event, horse hotel or service provider a target names exists. */
async function referenceExists(db: Queryable, target: TripItemTarget): Promise<boolean> {
  const [row] = await (() => {
    switch (target.kind) {
      case 'event': return db.select({ id: events.id }).from(events).where(liveEventById(target.eventId));
      case 'horseHotel': return db.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, target.horseHotelId));
      case 'service': return db.select({ id: serviceProviders.id }).from(serviceProviders)
        .where(eq(serviceProviders.id, target.serviceProviderId));
    }
  })();
  return Boolean(row);
}

/**
 * Locks the rider's trip for the rest of the transaction, so two adds to one trip take turns: each gets the next
 * orderIndex, and the second of two identical adds sees the first and is refused. False when it is not theirs.
 */
async function lockOwnedTrip(db: Queryable, userId: string, tripId: string): Promise<boolean> {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(ownedTrip(userId, tripId)).for('update');
  return Boolean(trip);
}

async function isOwnedTrip(db: Queryable, userId: string, tripId: string): Promise<boolean> {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(ownedTrip(userId, tripId));
  return Boolean(trip);
}

const nextOrderIndex = (table: TripItemTable, tripId: string) =>
  sql<number>`(select coalesce(max(item.order_index) + 1, 0) from ${table} as item where item.trip_id = ${tripId})`;

/**
 * The add every kind shares: lock the trip, check the referenced row, insert unless the trip holds it already, and
 * read the new entry back.
 */
async function addItem<Entry>(
  db: Queryable, userId: string, tripId: string, target: TripItemTarget,
  insert: (tx: Queryable) => Promise<InsertResult>,
  findEntry: (tx: Queryable, itemId: string) => Promise<Entry | null>,
): Promise<AddTripItemOutcome<Entry>> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnedTrip(tx, userId, tripId))) return { outcome: 'trip-missing' };
    if (!(await referenceExists(tx, target))) return { outcome: 'item-missing' };
    // Checked before the insert makes room for the new stop in the order, so a refused add moves nothing.
    if (await tripHolds(tx, tripId, target)) return { outcome: 'duplicate' };
    const item = await insert(tx);
    if (!item) return { outcome: 'duplicate' };
    if ('issue' in item) return { outcome: 'invalid', issue: item.issue };
    return { outcome: 'added', entry: (await findEntry(tx, item.id))! };
  });
}

async function tripHolds(tx: Queryable, tripId: string, target: TripItemTarget): Promise<boolean> {
  const { table, referenceColumn } = tripItemTables[target.kind];
  const referenceId = target.kind === 'event' ? target.eventId : target.kind === 'horseHotel' ? target.horseHotelId : target.serviceProviderId;
  const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.tripId, tripId), eq(referenceColumn, referenceId)));
  return Boolean(row);
}

export function addTripEvent(
  db: Queryable, userId: string, tripId: string, input: AddTripEventInput,
): Promise<AddTripItemOutcome<TripEventItem>> {
  return addItem(db, userId, tripId, { kind: 'event', eventId: input.eventId }, async (tx) => {
    const [event] = await tx.select({ date: events.date }).from(events).where(eq(events.id, input.eventId));
    const orderIndex = await placeByDay(tx, tripId, event.date);
    const [item] = await tx.insert(tripEvents)
      .values({ tripId, eventId: input.eventId, notes: input.notes, notesPrivate: input.notesPrivate, orderIndex })
      .onConflictDoNothing({ target: [tripEvents.tripId, tripEvents.eventId] })
      .returning({ id: tripEvents.id });
    return item;
  }, findTripEventEntry);
}

export function addTripHorseHotel(
  db: Queryable, userId: string, tripId: string, input: AddTripHorseHotelInput,
): Promise<AddTripItemOutcome<TripHotelItem>> {
  return addItem(db, userId, tripId, { kind: 'horseHotel', horseHotelId: input.horseHotelId }, async (tx) => {
    const orderIndex = input.insertAfterStopId === undefined
      ? await placeByDay(tx, tripId, input.checkInDate ?? null)
      : await placeAfter(tx, tripId, input.insertAfterStopId);
    if (orderIndex === null) return { issue: { path: ['insertAfterStopId'], message: 'That stop is not in this trip' } };
    const [item] = await tx.insert(tripHorseHotels)
      .values({
        tripId,
        horseHotelId: input.horseHotelId,
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate,
        notes: input.notes,
        notesPrivate: input.notesPrivate,
        stalls: input.stalls,
        orderIndex,
      })
      .onConflictDoNothing({ target: [tripHorseHotels.tripId, tripHorseHotels.horseHotelId] })
      .returning({ id: tripHorseHotels.id });
    return item;
  }, findTripHorseHotelEntry);
}

export function addTripService(
  db: Queryable, userId: string, tripId: string, input: AddTripServiceInput,
): Promise<AddTripItemOutcome<TripServiceItem>> {
  return addItem(db, userId, tripId, { kind: 'service', serviceProviderId: input.serviceProviderId }, async (tx) => {
    const [item] = await tx.insert(tripServices)
      .values({
        tripId,
        serviceProviderId: input.serviceProviderId,
        scheduledDate: input.scheduledDate,
        notes: input.notes,
        notesPrivate: input.notesPrivate,
        orderIndex: nextOrderIndex(tripServices, tripId),
      })
      .onConflictDoNothing({ target: [tripServices.tripId, tripServices.serviceProviderId] })
      .returning({ id: tripServices.id });
    return item;
  }, findTripServiceEntry);
}

function addTripItem(db: Queryable, userId: string, tripId: string, target: TripItemTarget) {
  switch (target.kind) {
    case 'event': return addTripEvent(db, userId, tripId, { eventId: target.eventId });
    case 'horseHotel': return addTripHorseHotel(db, userId, tripId, { horseHotelId: target.horseHotelId });
    case 'service': return addTripService(db, userId, tripId, { serviceProviderId: target.serviceProviderId });
  }
}

export type CreateTripWithItemOutcome =
  | { outcome: 'created'; trip: TripRecord }
  | { outcome: 'item-missing' };

/** 'Create a Trip' from the Add to Trip dialog: the trip and its first item, both or neither. */
export async function createTripWithItem(
  db: Queryable, userId: string, input: CreateTripInput, firstItem: TripItemTarget,
): Promise<CreateTripWithItemOutcome> {
  return db.transaction(async (tx) => {
    if (!(await referenceExists(tx, firstItem))) return { outcome: 'item-missing' };
    const trip = await createTrip(tx, userId, input);
    // The trip was made a moment ago in this transaction and holds nothing yet: the add cannot be refused.
    await addTripItem(tx, userId, trip.id, firstItem);
    return { outcome: 'created', trip };
  });
}

// ----- Removing and editing items, named by the trip item id or by the referenced id -----

const matchesItem = (kind: TripItemKind, tripId: string, itemOrReferenceId: string) =>
  and(eq(kind.table.tripId, tripId), or(eq(kind.table.id, itemOrReferenceId), eq(kind.referenceColumn, itemOrReferenceId)));

export async function removeTripItem(
  db: Queryable, userId: string, tripId: string, kindName: TripItemKindName, itemOrReferenceId: string,
): Promise<'removed' | 'trip-missing' | 'not-in-trip'> {
  const kind: TripItemKind = tripItemTables[kindName];
  const removed = await db.delete(kind.table)
    .where(and(
      matchesItem(kind, tripId, itemOrReferenceId),
      sql`exists (select 1 from ${trips} as owned where owned.id = ${tripId} and owned.user_id = ${userId})`,
    ))
    .returning({ id: kind.table.id });
  if (removed.length > 0) return 'removed';
  return (await isOwnedTrip(db, userId, tripId)) ? 'not-in-trip' : 'trip-missing';
}

/** The item's id, its row locked for an update, unless the trip is not the rider's or does not hold the item. */
async function lockTripItem(
  db: Queryable, userId: string, tripId: string, kindName: TripItemKindName, itemOrReferenceId: string,
): Promise<{ outcome: 'trip-missing' } | { outcome: 'not-in-trip' } | { outcome: 'found'; itemId: string }> {
  if (!(await isOwnedTrip(db, userId, tripId))) return { outcome: 'trip-missing' };
  const kind: TripItemKind = tripItemTables[kindName];
  const [item] = await db.select({ id: kind.table.id }).from(kind.table)
    .where(matchesItem(kind, tripId, itemOrReferenceId)).for('update');
  return item ? { outcome: 'found', itemId: item.id } : { outcome: 'not-in-trip' };
}

export async function updateTripEvent(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripEventInput,
): Promise<EditTripItemOutcome<TripEventItem>> {
  return db.transaction(async (tx) => {
    const locked = await lockTripItem(tx, userId, tripId, 'event', itemOrReferenceId);
    if (locked.outcome !== 'found') return locked;
    const changes = definedOnly(input);
    if (Object.keys(changes).length > 0) await tx.update(tripEvents).set(changes).where(eq(tripEvents.id, locked.itemId));
    return { outcome: 'updated', entry: (await findTripEventEntry(tx, locked.itemId))! };
  });
}

export async function updateTripHorseHotel(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripHorseHotelInput,
): Promise<EditTripItemOutcome<TripHotelItem>> {
  return db.transaction(async (tx) => {
    const locked = await lockTripItem(tx, userId, tripId, 'horseHotel', itemOrReferenceId);
    if (locked.outcome !== 'found') return locked;
    const changes = definedOnly(input);
    const [stored] = await tx.select({ checkInDate: tripHorseHotels.checkInDate, checkOutDate: tripHorseHotels.checkOutDate })
      .from(tripHorseHotels).where(eq(tripHorseHotels.id, locked.itemId));
    const rule = tripDateRules.checkOutNotBeforeCheckIn;
    if (!rule.check({ ...stored, ...changes })) return { outcome: 'invalid', issue: rule.issue };
    if (Object.keys(changes).length > 0) {
      await tx.update(tripHorseHotels).set(changes).where(eq(tripHorseHotels.id, locked.itemId));
    }
    return { outcome: 'updated', entry: (await findTripHorseHotelEntry(tx, locked.itemId))! };
  });
}

export async function updateTripService(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripServiceInput,
): Promise<EditTripItemOutcome<TripServiceItem>> {
  return db.transaction(async (tx) => {
    const locked = await lockTripItem(tx, userId, tripId, 'service', itemOrReferenceId);
    if (locked.outcome !== 'found') return locked;
    const changes = definedOnly(input);
    if (Object.keys(changes).length > 0) await tx.update(tripServices).set(changes).where(eq(tripServices.id, locked.itemId));
    return { outcome: 'updated', entry: (await findTripServiceEntry(tx, locked.itemId))! };
  });
}
