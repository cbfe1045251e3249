import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { horseHotelReviews } from '@shared/schema';
import type { Database } from '../../db/client';

/** Real places (city centres), with great-circle distances worked out by hand from the haversine formula. */
export const PLACES = {
  fortWorth: { lat: 32.7555, lng: -97.3308 },
  weatherford: { lat: 32.7593, lng: -97.7973 },
  stephenville: { lat: 32.2207, lng: -98.2023 },
  guthrie: { lat: 35.8789, lng: -97.4253 },
} as const;

/** Miles between the places above (earth radius 3959 mi), rounded to 2 decimals. */
export const MILES = {
  fortWorthToWeatherford: 27.11,
  fortWorthToStephenville: 62.81,
  weatherfordToStephenville: 44.07,
  fortWorthToGuthrie: 215.89,
} as const;

export const coordinates = (place: { lat: number; lng: number }) =>
  ({ latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7) });

/** A well-formed id no row has. */
export const UNKNOWN_ID = '0b7c9a52-6f1e-4c36-9d5b-3f3e4a2b1c0d';

/** The field paths of a 400 answer. */
export const errorPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

/** A short token to keep one test's rows apart from another's in shared tables. */
export const token = () => `t${randomUUID().slice(0, 8)}`;

export async function countRows(db: Database, table: PgTable) {
  const [row] = await db.select({ total: count() }).from(table);
  return row.total;
}

export async function createHotelReview(
  db: Database, values: { horseHotelId: string; userId?: string | null; rating: number; reviewText?: string; createdAt?: Date },
) {
  const [review] = await db.insert(horseHotelReviews)
    .values({ reviewText: 'Clean stalls and friendly people.', ...values }).returning();
  return review;
}
