import { and, count, desc, eq } from 'drizzle-orm';
import type { HotelReviewView } from '@shared/contracts/hotels';
import type { Columns } from '@shared/contracts/json';
import { horseHotelReviews, horseHotels, users } from '@shared/schema';
import type { PageQuery } from '@shared/validation/common';
import type { CreateHotelReviewInput } from '@shared/validation/hotels';
import type { Queryable } from '../../db/client';
import { userDisplayNameSql } from '../users/users.repo';

const reviewColumns = {
  id: horseHotelReviews.id,
  horseHotelId: horseHotelReviews.horseHotelId,
  userId: horseHotelReviews.userId,
  rating: horseHotelReviews.rating,
  reviewText: horseHotelReviews.reviewText,
  stallCondition: horseHotelReviews.stallCondition,
  cleanliness: horseHotelReviews.cleanliness,
  helpfulCount: horseHotelReviews.helpfulCount,
  createdAt: horseHotelReviews.createdAt,
  userName: userDisplayNameSql,
} satisfies Columns<HotelReviewView>;

/** Reviews with their author's display name. */
const selectReviews = (db: Queryable) => db
  .select(reviewColumns)
  .from(horseHotelReviews)
  .leftJoin(users, eq(users.id, horseHotelReviews.userId))
  .$dynamic();

export async function listHotelReviews(
  db: Queryable, hotelId: string, page: PageQuery,
): Promise<{ rows: HotelReviewView[]; total: number }> {
  const forHotel = eq(horseHotelReviews.horseHotelId, hotelId);
  const [rows, [{ total }]] = await Promise.all([
    selectReviews(db)
      .where(forHotel)
      .orderBy(desc(horseHotelReviews.createdAt), desc(horseHotelReviews.id))
      .limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(horseHotelReviews).where(forHotel),
  ]);
  return { rows, total };
}

async function findHotelReview(db: Queryable, reviewId: string): Promise<HotelReviewView | null> {
  const [review] = await selectReviews(db).where(eq(horseHotelReviews.id, reviewId));
  return review ?? null;
}

export type PostHotelReviewResult =
  | { outcome: 'created'; review: HotelReviewView }
  | { outcome: 'hotel-missing' }
  | { outcome: 'already-reviewed'; review: HotelReviewView };

/**
 * One review per rider and hotel, held by the table's unique constraint: a second review (a double submit
 * included, or two at once) inserts nothing and hands back the rider's stored one, for the client to offer to edit.
 */
export async function createHotelReview(
  db: Queryable, hotelId: string, userId: string, input: CreateHotelReviewInput,
): Promise<PostHotelReviewResult> {
  const [hotel] = await db.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, hotelId));
  if (!hotel) return { outcome: 'hotel-missing' };
  const [inserted] = await db.insert(horseHotelReviews)
    .values({ horseHotelId: hotelId, userId, rating: input.rating, reviewText: input.reviewText })
    .onConflictDoNothing({ target: [horseHotelReviews.horseHotelId, horseHotelReviews.userId] })
    .returning({ id: horseHotelReviews.id });
  if (inserted) return { outcome: 'created', review: (await findHotelReview(db, inserted.id))! };
  const [existing] = await selectReviews(db)
    .where(and(eq(horseHotelReviews.horseHotelId, hotelId), eq(horseHotelReviews.userId, userId)));
  return { outcome: 'already-reviewed', review: existing };
}

export type EditHotelReviewResult =
  | { outcome: 'updated'; review: HotelReviewView }
  | { outcome: 'hotel-missing' }
  | { outcome: 'review-missing' }
  | { outcome: 'not-author' };

/**
 * Changes the rating and text of `userId`'s own review; the authorship check is the update's WHERE clause. The
 * review keeps its date, and the hotel's average and count follow, as they are computed from the reviews.
 */
export async function updateHotelReview(
  db: Queryable, hotelId: string, reviewId: string, userId: string, input: CreateHotelReviewInput,
): Promise<EditHotelReviewResult> {
  const ofHotel = and(eq(horseHotelReviews.id, reviewId), eq(horseHotelReviews.horseHotelId, hotelId));
  const [updated] = await db.update(horseHotelReviews)
    .set({ rating: input.rating, reviewText: input.reviewText })
    .where(and(ofHotel, eq(horseHotelReviews.userId, userId)))
    .returning({ id: horseHotelReviews.id });
  if (updated) return { outcome: 'updated', review: (await findHotelReview(db, updated.id))! };
  // Only a refused edit pays for finding out why.
  const [found] = await db.select({
    hotelId: horseHotels.id,
    reviewId: horseHotelReviews.id,
  }).from(horseHotels)
    .leftJoin(horseHotelReviews, and(ofHotel, eq(horseHotelReviews.horseHotelId, horseHotels.id)))
    .where(eq(horseHotels.id, hotelId));
  if (!found) return { outcome: 'hotel-missing' };
  if (!found.reviewId) return { outcome: 'review-missing' };
  return { outcome: 'not-author' };
}
