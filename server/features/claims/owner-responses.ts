import { eq } from 'drizzle-orm';
import type { ClaimTarget } from '@shared/constants';
import type { OwnerResponse } from '@shared/contracts/moderation';
import { arenas, horseHotelReviews, horseHotels, reviews } from '@shared/schema';
import type { Database } from '../../db/client';
import { jsonObjectOrNullSql } from '../../db/json-sql';
import { Forbidden, NotFound } from '../../http/errors';
import { excerpt, notifyRiders, oneRider } from '../notifications';

/** Where each kind of page keeps its reviews. */
const REVIEWED_PAGES = {
  arena: { reviews, pageId: reviews.arenaId, page: arenas, path: '/arena', noun: 'arena' },
  horse_hotel: { reviews: horseHotelReviews, pageId: horseHotelReviews.horseHotelId, page: horseHotels, path: '/horse-hotels', noun: 'horse hotel' },
} as const;

type ReviewTable = typeof reviews | typeof horseHotelReviews;

/** A review's owner response as the read models carry it, or null. */
export const ownerResponseColumn = (table: ReviewTable) => jsonObjectOrNullSql<OwnerResponse>(table.ownerResponse, {
  text: table.ownerResponse, respondedAt: table.ownerRespondedAt, editedAt: table.ownerResponseEditedAt,
});

/**
 * The page's owner writes (or rewrites) their one public response to a review. The reviewer hears of the first
 * one; an edit is marked edited and tells nobody again.
 */
export async function respondToReview(db: Database, type: ClaimTarget, reviewId: string, userId: string, text: string) {
  const { reviews: table, pageId, page, path, noun } = REVIEWED_PAGES[type];
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ authorId: table.userId, pageId, ownerId: page.ownerId, pageName: page.name, answered: table.ownerRespondedAt })
      .from(table).innerJoin(page, eq(page.id, pageId)).where(eq(table.id, reviewId)).for('update', { of: table });
    if (!review) throw new NotFound('Review not found');
    if (review.ownerId !== userId) throw new Forbidden(`Only the owner of this ${noun} can respond to its reviews`);
    const now = new Date();
    const [saved] = await tx.update(table).set({
      ownerResponse: text, ownerResponseBy: userId, ownerRespondedAt: review.answered ?? now, ownerResponseEditedAt: review.answered ? now : null,
    }).where(eq(table.id, reviewId)).returning({ text: table.ownerResponse, respondedAt: table.ownerRespondedAt, editedAt: table.ownerResponseEditedAt });
    if (review.authorId) {
      await notifyRiders(tx, oneRider(review.authorId), {
        kind: 'review_reply', causeKey: `owner-response:${reviewId}`, actorId: userId,
        title: `${review.pageName} responded to your review`, body: excerpt(text),
        linkPath: `${path}/${review.pageId}`,
      });
    }
    return saved as OwnerResponse;
  });
}

/** The owner takes their response down. */
export async function removeReviewResponse(db: Database, type: ClaimTarget, reviewId: string, userId: string) {
  const { reviews: table, pageId, page, noun } = REVIEWED_PAGES[type];
  const [review] = await db.select({ ownerId: page.ownerId }).from(table).innerJoin(page, eq(page.id, pageId)).where(eq(table.id, reviewId));
  if (!review) throw new NotFound('Review not found');
  if (review.ownerId !== userId) throw new Forbidden(`Only the owner of this ${noun} can respond to its reviews`);
  await db.update(table).set({ ownerResponse: null, ownerResponseBy: null, ownerRespondedAt: null, ownerResponseEditedAt: null })
    .where(eq(table.id, reviewId));
}
