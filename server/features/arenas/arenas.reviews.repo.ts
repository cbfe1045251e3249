import { and, desc, eq, sql } from 'drizzle-orm';
import type { ArenaReviewView } from '@shared/contracts/arenas';
import type { Columns } from '@shared/contracts/json';
import { arenas, feedItems, reviewPhotos, reviews, users } from '@shared/schema';
import type { CreateArenaReviewInput } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { userDisplayNameSql } from '../users/users.repo';

const reviewViewColumns = {
  id: reviews.id,
  arenaId: reviews.arenaId,
  userId: reviews.userId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  footingType: reviews.footingType,
  parkingSurface: reviews.parkingSurface,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  userName: userDisplayNameSql,
  photos: sql<string[]>`array(select ${reviewPhotos.photoUrl} from ${reviewPhotos}
    where ${reviewPhotos.reviewId} = ${reviews.id} order by ${reviewPhotos.id})`,
} satisfies Columns<ArenaReviewView>;

/** An arena's reviews, newest first, each with the reviewer's display name and its photo URLs. */
export async function listArenaReviews(db: Queryable, arenaId: string): Promise<ArenaReviewView[]> {
  return db.select(reviewViewColumns).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.arenaId, arenaId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findReviewView(db: Queryable, reviewId: string): Promise<ArenaReviewView | null> {
  const [review] = await db.select(reviewViewColumns).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return review ?? null;
}

export type CreateReviewOutcome =
  | { outcome: 'created'; reviewId: string }
  | { outcome: 'arena-missing' }
  | { outcome: 'already-reviewed' };

/**
 * One review per rider and arena. The review and its community feed item are written together; the arena row is
 * locked (key-share compatible, so likes and follows are not blocked) to serialise one rider's double submit.
 */
export async function createArenaReview(
  db: Database, arenaId: string, userId: string, input: CreateArenaReviewInput,
): Promise<CreateReviewOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arenaId)).for('no key update');
    if (!arena) return { outcome: 'arena-missing' };
    const [previous] = await tx.select({ id: reviews.id }).from(reviews)
      .where(and(eq(reviews.arenaId, arenaId), eq(reviews.userId, userId))).limit(1);
    if (previous) return { outcome: 'already-reviewed' };
    const [review] = await tx.insert(reviews).values({ ...input, arenaId, userId }).returning({ id: reviews.id });
    await tx.insert(feedItems).values({ userId, type: 'review', content: input.reviewText, arenaId });
    return { outcome: 'created', reviewId: review.id };
  });
}
