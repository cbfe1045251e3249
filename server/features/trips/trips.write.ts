import { and, eq, or, sql, type Column } from 'drizzle-orm';
import { ZodError } from 'zod';
import {
  events, horseHotels, serviceProviders, tripEvents, tripHorseHotels, trips, tripServices, type Trip,
} from '@shared/schema';
import {
  tripDateRules,
  type AddTripEventInput, type AddTripHorseHotelInput, type AddTripServiceInput, type CreateTripInput, type TripItemTarget,
  type UpdateTripEventInput, type UpdateTripHorseHotelInput, type UpdateTripInput, type UpdateTripServiceInput,
} from '@shared/validation';
import type { Queryable } from '../../db/client';
import { Conflict, NotFound } from '../../http/errors';
import {
  findTripEventEntry, findTripHorseHotelEntry, findTripServiceEntry, ownedTrip, tripItemTables,
} from './trips.read';

export const TRIP_NOT_FOUND = 'Trip not found';

type TripItemTable = typeof tripEvents | typeof tripHorseHotels | typeof tripServices;

/** What differs between the three lists of a trip, for the operations they share. */
interface TripItemKind {
  table: TripItemTable;
  /** trip_events.event_id, trip_horse_hotels.horse_hotel_id or trip_services.service_provider_id */
  referenceColumn: Column;
  duplicate: string;
  notInTrip: string;
}

export const tripItemKinds = {
  event: {
    ...tripItemTables.event,
    duplicate: 'This event is already in this trip.',
    notInTrip: 'This event is not in this trip.',
  },
  horseHotel: {
    ...tripItemTables.horseHotel,
    duplicate: 'This horse hotel is already in this trip.',
    notInTrip: 'This horse hotel is not in this trip.',
  },
  service: {
    ...tripItemTables.service,
    duplicate: 'This service provider is already in this trip.',
    notInTrip: 'This service provider is not in this trip.',
  },
} satisfies Record<string, TripItemKind>;
export type TripItemKindName = keyof typeof tripItemKinds;

/** A check that needs the stored row (a partial update) answers like the zod schema would: 400 naming the field. */
function rejectField(issue: { path: string[]; message: string }, input: unknown): never {
  throw new ZodError([{ code: 'custom', path: issue.path, message: issue.message, input }]);
}

const definedOnly = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

// ----- Trips -----

/** The trip, and with `firstItem` that item in it too: both or neither (an unknown item is a 404 and no trip). */
export async function createTrip(
  db: Queryable, userId: string, input: CreateTripInput, firstItem?: TripItemTarget,
): Promise<Trip> {
  if (!firstItem) {
    const [trip] = await db.insert(trips).values({ ...input, userId }).returning();
    return trip;
  }
  return db.transaction(async (tx) => {
    const trip = await createTrip(tx, userId, input);
    await addTripItem(tx, userId, trip.id, firstItem);
    return trip;
  });
}

export async function updateTrip(db: Queryable, userId: string, tripId: string, input: UpdateTripInput): Promise<Trip> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(trips).where(ownedTrip(userId, tripId)).for('update');
    if (!stored) throw new NotFound(TRIP_NOT_FOUND);
    const changes = definedOnly(input);
    const merged = { ...stored, ...changes };
    if (!tripDateRules.endNotBeforeStart.check(merged)) rejectField(tripDateRules.endNotBeforeStart.issue, input);
    const [trip] = await tx.update(trips).set({ ...changes, updatedAt: new Date() })
      .where(ownedTrip(userId, tripId)).returning();
    return trip;
  });
}

/** The trip's events, hotels and services go with it (ON DELETE CASCADE). */
export async function deleteTrip(db: Queryable, userId: string, tripId: string) {
  const deleted = await db.delete(trips).where(ownedTrip(userId, tripId)).returning({ id: trips.id });
  if (deleted.length === 0) throw new NotFound(TRIP_NOT_FOUND);
}

/**
 * Locks the rider's trip for the rest of the transaction, so two adds to one trip take turns: each gets the next
 * orderIndex, and the second of two identical adds sees the first and is refused.
 */
async function lockOwnedTrip(db: Queryable, userId: string, tripId: string) {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(ownedTrip(userId, tripId)).for('update');
  if (!trip) throw new NotFound(TRIP_NOT_FOUND);
}

async function assertOwnedTrip(db: Queryable, userId: string, tripId: string) {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(ownedTrip(userId, tripId));
  if (!trip) throw new NotFound(TRIP_NOT_FOUND);
}

const nextOrderIndex = (table: TripItemTable, tripId: string) =>
  sql<number>`(select coalesce(max(item.order_index) + 1, 0) from ${table} as item where item.trip_id = ${tripId})`;

// ----- Adding items: 404 for an unknown trip or item, 409 for a duplicate (the pair is unique) -----

export async function addTripEvent(db: Queryable, userId: string, tripId: string, input: AddTripEventInput) {
  return db.transaction(async (tx) => {
    await lockOwnedTrip(tx, userId, tripId);
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, input.eventId));
    if (!event) throw new NotFound('Event not found');
    const [item] = await tx.insert(tripEvents)
      .values({ tripId, eventId: input.eventId, notes: input.notes, orderIndex: nextOrderIndex(tripEvents, tripId) })
      .onConflictDoNothing({ target: [tripEvents.tripId, tripEvents.eventId] })
      .returning({ id: tripEvents.id });
    if (!item) throw new Conflict(tripItemKinds.event.duplicate);
    return (await findTripEventEntry(tx, item.id))!;
  });
}

export async function addTripHorseHotel(db: Queryable, userId: string, tripId: string, input: AddTripHorseHotelInput) {
  return db.transaction(async (tx) => {
    await lockOwnedTrip(tx, userId, tripId);
    const [hotel] = await tx.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, input.horseHotelId));
    if (!hotel) throw new NotFound('Horse Hotel Not Found');
    const [item] = await tx.insert(tripHorseHotels)
      .values({
        tripId,
        horseHotelId: input.horseHotelId,
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate,
        notes: input.notes,
        orderIndex: nextOrderIndex(tripHorseHotels, tripId),
      })
      .onConflictDoNothing({ target: [tripHorseHotels.tripId, tripHorseHotels.horseHotelId] })
      .returning({ id: tripHorseHotels.id });
    if (!item) throw new Conflict(tripItemKinds.horseHotel.duplicate);
    return (await findTripHorseHotelEntry(tx, item.id))!;
  });
}

export async function addTripService(db: Queryable, userId: string, tripId: string, input: AddTripServiceInput) {
  return db.transaction(async (tx) => {
    await lockOwnedTrip(tx, userId, tripId);
    const [provider] = await tx.select({ id: serviceProviders.id }).from(serviceProviders)
      .where(eq(serviceProviders.id, input.serviceProviderId));
    if (!provider) throw new NotFound('Service provider not found');
    const [item] = await tx.insert(tripServices)
      .values({
        tripId,
        serviceProviderId: input.serviceProviderId,
        scheduledDate: input.scheduledDate,
        notes: input.notes,
        orderIndex: nextOrderIndex(tripServices, tripId),
      })
      .onConflictDoNothing({ target: [tripServices.tripId, tripServices.serviceProviderId] })
      .returning({ id: tripServices.id });
    if (!item) throw new Conflict(tripItemKinds.service.duplicate);
    return (await findTripServiceEntry(tx, item.id))!;
  });
}

function addTripItem(db: Queryable, userId: string, tripId: string, target: TripItemTarget) {
  switch (target.kind) {
    case 'event': return addTripEvent(db, userId, tripId, { eventId: target.eventId });
    case 'horseHotel': return addTripHorseHotel(db, userId, tripId, { horseHotelId: target.horseHotelId });
    case 'service': return addTripService(db, userId, tripId, { serviceProviderId: target.serviceProviderId });
  }
}

// ----- Removing and editing items, named by the trip item id or by the referenced id -----

const matchesItem = (kind: TripItemKind, tripId: string, itemOrReferenceId: string) =>
  and(eq(kind.table.tripId, tripId), or(eq(kind.table.id, itemOrReferenceId), eq(kind.referenceColumn, itemOrReferenceId)));

export async function removeTripItem(
  db: Queryable, userId: string, tripId: string, kindName: TripItemKindName, itemOrReferenceId: string,
) {
  const kind: TripItemKind = tripItemKinds[kindName];
  const removed = await db.delete(kind.table)
    .where(and(
      matchesItem(kind, tripId, itemOrReferenceId),
      sql`exists (select 1 from ${trips} as owned where owned.id = ${tripId} and owned.user_id = ${userId})`,
    ))
    .returning({ id: kind.table.id });
  if (removed.length > 0) return;
  await assertOwnedTrip(db, userId, tripId);
  throw new NotFound(kind.notInTrip);
}

/** The item's stored row, locked for an update; 404 when the trip is not the rider's or the item not in it. */
async function lockTripItem(
  db: Queryable, userId: string, tripId: string, kindName: TripItemKindName, itemOrReferenceId: string,
) {
  await assertOwnedTrip(db, userId, tripId);
  const kind: TripItemKind = tripItemKinds[kindName];
  const [item] = await db.select({ id: kind.table.id }).from(kind.table)
    .where(matchesItem(kind, tripId, itemOrReferenceId)).for('update');
  if (!item) throw new NotFound(kind.notInTrip);
  return item.id;
}

export async function updateTripEvent(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripEventInput,
) {
  return db.transaction(async (tx) => {
    const itemId = await lockTripItem(tx, userId, tripId, 'event', itemOrReferenceId);
    const changes = definedOnly(input);
    if (Object.keys(changes).length > 0) await tx.update(tripEvents).set(changes).where(eq(tripEvents.id, itemId));
    return (await findTripEventEntry(tx, itemId))!;
  });
}

export async function updateTripHorseHotel(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripHorseHotelInput,
) {
  return db.transaction(async (tx) => {
    const itemId = await lockTripItem(tx, userId, tripId, 'horseHotel', itemOrReferenceId);
    const changes = definedOnly(input);
    const [stored] = await tx.select({ checkInDate: tripHorseHotels.checkInDate, checkOutDate: tripHorseHotels.checkOutDate })
      .from(tripHorseHotels).where(eq(tripHorseHotels.id, itemId));
    const rule = tripDateRules.checkOutNotBeforeCheckIn;
    if (!rule.check({ ...stored, ...changes })) rejectField(rule.issue, input);
    if (Object.keys(changes).length > 0) {
      await tx.update(tripHorseHotels).set(changes).where(eq(tripHorseHotels.id, itemId));
    }
    return (await findTripHorseHotelEntry(tx, itemId))!;
  });
}

export async function updateTripService(
  db: Queryable, userId: string, tripId: string, itemOrReferenceId: string, input: UpdateTripServiceInput,
) {
  return db.transaction(async (tx) => {
    const itemId = await lockTripItem(tx, userId, tripId, 'service', itemOrReferenceId);
    const changes = definedOnly(input);
    if (Object.keys(changes).length > 0) await tx.update(tripServices).set(changes).where(eq(tripServices.id, itemId));
    return (await findTripServiceEntry(tx, itemId))!;
  });
}
