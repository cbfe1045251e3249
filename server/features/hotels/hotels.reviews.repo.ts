import { and, count, desc, eq, not, sql, type Placeholder } from 'drizzle-orm';
import type { HotelReviewView } from '@shared/contracts/hotels';
import type { Columns } from '@shared/contracts/json';
import { horseHotelReviewPhotos, horseHotelReviews, horseHotels, users } from '@shared/schema';
import type { PageQuery } from '@shared/validation/common';
import type { CreateHotelReviewInput } from '@shared/validation/hotels';
import type { Database, Queryable } from '../../db/client';
import { lockOwnRow } from '../../db/own-row';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { PreparedByShape, preparedOnce, StatementValues, writtenPage } from '../../db/prepared';
import { ownerResponseColumn } from '../claims';
import { claimUploads } from '../uploads';
import { userDisplayNameSql } from '../users/users.repo';
import { hotelExists } from './hotels.repo';

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
  editedAt: horseHotelReviews.editedAt,
  userName: userDisplayNameSql,
  photos: sql<string[]>`array(select ${horseHotelReviewPhotos.photoUrl} from ${horseHotelReviewPhotos}
    where ${horseHotelReviewPhotos.reviewId} = ${horseHotelReviews.id} order by ${horseHotelReviewPhotos.id})`,
  ownerResponse: ownerResponseColumn(horseHotelReviews),
} satisfies Columns<HotelReviewView>;

/** Thrown inside a review's transaction when its photos cannot be attached, so nothing of it is kept. */
class UnusablePhotos extends Error {}

/** Attaches the rider's uploads to the review, or throws UnusablePhotos (rolling the transaction back). */
async function attachReviewPhotos(tx: Queryable, reviewId: string, userId: string, uploadIds: string[]): Promise<void> {
  const claimed = await claimUploads(tx, userId, uploadIds);
  if (claimed.outcome === 'unusable') throw new UnusablePhotos();
  if (claimed.uploads.length === 0) return;
  await tx.insert(horseHotelReviewPhotos).values(claimed.uploads.map((upload) => ({ reviewId, uploadId: upload.id, photoUrl: upload.url })));
}

/** Runs `write` in a transaction; photos that cannot be attached undo it and answer 'unusable-uploads'. */
async function withReviewPhotos<T>(db: Database, write: (tx: Queryable) => Promise<T>): Promise<T | { outcome: 'unusable-uploads' }> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (error instanceof UnusablePhotos) return { outcome: 'unusable-uploads' };
    throw error;
  }
}

/** Reviews with their author's display name. */
const selectReviews = (db: Queryable) => db
  .select(reviewColumns)
  .from(horseHotelReviews)
  .leftJoin(users, eq(users.id, horseHotelReviews.userId))
  .$dynamic();

/** A page of a hotel's reviews and its count: prepared once, as planning them cost more than running them. */
const reviewPageStatements = new PreparedByShape('hotel_review_page');
const reviewCountStatement = preparedOnce('hotel_review_count', (db) => db.select({ total: count() }).from(horseHotelReviews)
  .where(hotelsReviews(sql.placeholder('hotelId'))));

function hotelsReviews(hotelId: string | Placeholder) {
  return and(eq(horseHotelReviews.horseHotelId, hotelId), not(horseHotelReviews.hidden));
}

/**
 * A page of a hotel's reviews, newest first, each row as JSON written by PostgreSQL, and how many there are; null
 * when the hotel is not listed. One statement: the hotel's visible reviews are counted on its row with every change
 * (migration 0034), read by it along with whether the hotel is listed; an empty page, with no row to carry them,
 * asks apart.
 */
export async function listHotelReviews(
  db: Queryable, hotelId: string, page: PageQuery,
): Promise<{ rows: JsonListRow[]; total: number } | null> {
  const statement = new StatementValues();
  const hotel = statement.bind(hotelId);
  const forHotel = hotelsReviews(hotel);
  const listedReviewCount = sql<number | null>`(select ${horseHotels.reviewCount} from ${horseHotels}
    where ${horseHotels.id} = ${hotel}::uuid and ${not(horseHotels.hidden)})`;
  const written = writtenPage(page, statement.bind);
  const rows = await reviewPageStatements.run(db, written.shape, statement, () => db
    .select({ json: jsonTextSql(reviewColumns), reviewCount: listedReviewCount })
    .from(horseHotelReviews)
    .leftJoin(users, eq(users.id, horseHotelReviews.userId))
    .where(forHotel)
    .orderBy(desc(horseHotelReviews.createdAt), desc(horseHotelReviews.id))
    .limit(written.limit).offset(written.offset));
  if (rows[0]) return rows[0].reviewCount === null ? null : { rows: jsonRowsOf(rows), total: rows[0].reviewCount };
  if (!(await hotelExists(db, hotelId))) return null;
  if (page.offset === 0) return { rows: [], total: 0 };
  const [{ total }] = await reviewCountStatement(db).execute({ hotelId });
  return { rows: [], total };
}

async function findHotelReview(db: Queryable, reviewId: string): Promise<HotelReviewView | null> {
  const [review] = await selectReviews(db).where(eq(horseHotelReviews.id, reviewId));
  return review ?? null;
}

export type PostHotelReviewResult =
  | { outcome: 'created'; review: HotelReviewView }
  | { outcome: 'unusable-uploads' }
  | { outcome: 'hotel-missing' }
  | { outcome: 'already-reviewed'; review: HotelReviewView };

/**
 * One review per rider and hotel, held by the table's unique constraint: a second review (a double submit
 * included, or two at once) inserts nothing and hands back the rider's stored one, for the client to offer to edit.
 */
export async function createHotelReview(
  db: Database, hotelId: string, userId: string, input: CreateHotelReviewInput,
): Promise<PostHotelReviewResult> {
  return withReviewPhotos(db, async (tx): Promise<PostHotelReviewResult> => {
    const [hotel] = await tx.select({ id: horseHotels.id }).from(horseHotels).where(eq(horseHotels.id, hotelId));
    if (!hotel) return { outcome: 'hotel-missing' };
    const [inserted] = await tx.insert(horseHotelReviews)
      .values({ horseHotelId: hotelId, userId, rating: input.rating, reviewText: input.reviewText })
      .onConflictDoNothing({ target: [horseHotelReviews.horseHotelId, horseHotelReviews.userId] })
      .returning({ id: horseHotelReviews.id });
    if (inserted) {
      await attachReviewPhotos(tx, inserted.id, userId, input.photoUploadIds);
      return { outcome: 'created', review: (await findHotelReview(tx, inserted.id))! };
    }
    const [existing] = await selectReviews(tx)
      .where(and(eq(horseHotelReviews.horseHotelId, hotelId), eq(horseHotelReviews.userId, userId)));
    return { outcome: 'already-reviewed', review: existing };
  });
}

export type EditHotelReviewResult =
  | { outcome: 'updated'; review: HotelReviewView }
  | { outcome: 'unusable-uploads' }
  | { outcome: 'hotel-missing' }
  | { outcome: 'review-missing' }
  | { outcome: 'not-author' };

/**
 * Changes the rating and text of `userId`'s own review; the authorship check is the update's WHERE clause. The
 * review keeps its date, and the hotel's average and count follow, as they are computed from the reviews.
 */
export async function updateHotelReview(
  db: Database, hotelId: string, reviewId: string, userId: string, input: CreateHotelReviewInput,
): Promise<EditHotelReviewResult> {
  const ofHotel = and(eq(horseHotelReviews.id, reviewId), eq(horseHotelReviews.horseHotelId, hotelId));
  const updated = await withReviewPhotos(db, async (tx) => {
    const [row] = await tx.update(horseHotelReviews)
      .set({ rating: input.rating, reviewText: input.reviewText, editedAt: new Date() })
      .where(and(ofHotel, eq(horseHotelReviews.userId, userId)))
      .returning({ id: horseHotelReviews.id });
    if (row) await attachReviewPhotos(tx, row.id, userId, input.photoUploadIds);
    return row;
  });
  if (updated && 'outcome' in updated) return updated;
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

/** Its writer deletes a review of the hotel (its photos go with it): 404 for another hotel's review, 403 for another's. */
export async function deleteHotelReview(db: Database, hotelId: string, reviewId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, {
      table: horseHotelReviews, id: horseHotelReviews.id, author: horseHotelReviews.userId,
      notFound: 'Review not found', notYours: 'You can only delete your own review',
    }, reviewId, userId, eq(horseHotelReviews.horseHotelId, hotelId));
    await tx.delete(horseHotelReviews).where(eq(horseHotelReviews.id, reviewId));
  });
}
