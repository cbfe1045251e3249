import {
  arenaFollows, arenaHorseHotels, arenaLikes, arenaPhotos, reviewPhotos, reviews,
} from '@shared/schema';
import type { Database } from '../../db/client';
import { createUser } from '../../test/factories';

/** A review by a fresh (or given) user; `createdAt` lets a test fix the order. */
export async function addReview(db: Database, arenaId: string, rating: number, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [review] = await db.insert(reviews).values({ arenaId, rating, reviewText: `Rated ${rating}`, ...overrides, userId })
    .returning();
  return review;
}

export async function addReviewPhoto(db: Database, reviewId: string, photoUrl: string) {
  const [photo] = await db.insert(reviewPhotos).values({ reviewId, photoUrl }).returning();
  return photo;
}

export async function addArenaPhoto(db: Database, arenaId: string, photoUrl: string, photoType: string | null, createdAt: Date) {
  const [photo] = await db.insert(arenaPhotos).values({ arenaId, photoUrl, photoType, createdAt }).returning();
  return photo;
}

export async function likeArena(db: Database, arenaId: string, userId: string) {
  const [like] = await db.insert(arenaLikes).values({ arenaId, userId }).returning();
  return like;
}

export async function followArena(db: Database, arenaId: string, userId: string) {
  const [follow] = await db.insert(arenaFollows).values({ arenaId, userId }).returning();
  return follow;
}

export async function linkHotel(db: Database, arenaId: string, horseHotelId: string, distance: string | null) {
  await db.insert(arenaHorseHotels).values({ arenaId, horseHotelId, distance });
}

/** Minutes ago, for rows whose order a test checks. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
