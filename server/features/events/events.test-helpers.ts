import { count, type Table } from 'drizzle-orm';
import {
  arenaFollows, eventHorseHotels, eventProducerFollows, savedEvents, userBadges,
} from '@shared/schema';
import type { Database } from '../../db/client';
import { createArena } from '../../test/factories';

/** Real places, for radius tests checked against shared/geo's great-circle distance. */
export const PLACES = {
  fortWorth: { city: 'Fort Worth', state: 'TX', lat: 32.7555, lng: -97.3308 },
  stephenville: { city: 'Stephenville', state: 'TX', lat: 32.2207, lng: -98.2023 },
  guthrie: { city: 'Guthrie', state: 'OK', lat: 35.8789, lng: -97.4253 },
  weatherford: { city: 'Weatherford', state: 'TX', lat: 32.7593, lng: -97.7973 },
  granbury: { city: 'Granbury', state: 'TX', lat: 32.4421, lng: -97.7942 },
  abilene: { city: 'Abilene', state: 'TX', lat: 32.4487, lng: -99.7331 },
} as const;
export type Place = (typeof PLACES)[keyof typeof PLACES];

export const placeColumns = (place: Place) => ({
  city: place.city, state: place.state, latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7),
});

export function createArenaAt(db: Database, place: Place, overrides: Parameters<typeof createArena>[1] = {}) {
  return createArena(db, { ...placeColumns(place), ...overrides });
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

export async function saveEvent(db: Database, userId: string, eventId: string) {
  const [row] = await db.insert(savedEvents).values({ userId, eventId }).returning();
  return row;
}

export async function followArena(db: Database, userId: string, arenaId: string) {
  const [row] = await db.insert(arenaFollows).values({ userId, arenaId }).returning();
  return row;
}

export async function followProducer(db: Database, userId: string, producerId: string) {
  const [row] = await db.insert(eventProducerFollows).values({ userId, producerId }).returning();
  return row;
}

export async function giveBadge(db: Database, userId: string, badgeType: string, badgeLevel: 'bronze' | 'silver' | 'gold', earnedAt = new Date()) {
  const [row] = await db.insert(userBadges).values({ userId, badgeType, badgeLevel, earnedAt }).returning();
  return row;
}

export async function linkHotelToEvent(db: Database, eventId: string, horseHotelId: string, distance: string | null) {
  await db.insert(eventHorseHotels).values({ eventId, horseHotelId, distance });
}

export async function rowCount(db: Database, table: Table): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row.value;
}
