import { eq } from 'drizzle-orm';
import { tripEvents, tripHorseHotels, trips, tripServices } from '@shared/schema';
import type { Database } from '../../db/client';
import { createEvent, createHotel, createServiceProvider } from '../../test/factories';

/** An id no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The field paths a 400 answer names. */
export const fieldPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

export { signedInRider } from '../../test/factories';

/** Direct inserts, for tests that need many items without going through the API. */

export async function addEventRow(db: Database, tripId: string, overrides: Partial<typeof tripEvents.$inferInsert> = {}) {
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const [item] = await db.insert(tripEvents).values({ tripId, ...overrides, eventId }).returning();
  return item;
}

export async function addHotelRow(db: Database, tripId: string, overrides: Partial<typeof tripHorseHotels.$inferInsert> = {}) {
  const horseHotelId = overrides.horseHotelId ?? (await createHotel(db)).id;
  const [item] = await db.insert(tripHorseHotels).values({ tripId, ...overrides, horseHotelId }).returning();
  return item;
}

export async function addServiceRow(db: Database, tripId: string, overrides: Partial<typeof tripServices.$inferInsert> = {}) {
  const serviceProviderId = overrides.serviceProviderId ?? (await createServiceProvider(db)).id;
  const [item] = await db.insert(tripServices).values({ tripId, ...overrides, serviceProviderId }).returning();
  return item;
}

/** Row counts of every trip table, to prove a refused request changed nothing. */
export async function tripTableCounts(db: Database) {
  const [tripCount, eventCount, hotelCount, serviceCount] = await Promise.all([
    db.$count(trips), db.$count(tripEvents), db.$count(tripHorseHotels), db.$count(tripServices),
  ]);
  return { trips: tripCount, events: eventCount, horseHotels: hotelCount, services: serviceCount };
}

export async function storedTrip(db: Database, tripId: string) {
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId));
  return trip ?? null;
}

export const days = (count: number, from = new Date('2026-06-01T00:00:00.000Z')) =>
  new Date(from.getTime() + count * 24 * 60 * 60 * 1000);

/** A new trip's road settings as the API answers them. */
export const DEFAULT_ROAD_SETTINGS = {
  startLatitude: null, startLongitude: null, endLatitude: null, endLongitude: null,
  dailyLimitMiles: 500, dailyLimitHours: 9, restEveryHours: 4, towingSpeedMph: 55, fuelMpg: 9, fuelPrice: 3.75,
  notesPrivate: false, shared: false,
};
