import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { ARENA_PAGE_REVIEWS, type ArenaReviewView, type ReviewHelpfulState } from '@shared/contracts/arenas';
import type { Columns } from '@shared/contracts/json';
import { arenas, feedItems, reviewHelpfulVotes, reviewPhotos, reviews, users } from '@shared/schema';
import type { ARENA_REVIEW_SORTS, CreateArenaReviewInput } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { lockOwnRow, type AuthoredRows } from '../../db/own-row';
import { CountsAtDataVersion } from '../../db/counts-at-version';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { asIs, PreparedByShape, StatementValues, writtenPage, type Bind } from '../../db/prepared';
import { ownerResponseColumn } from '../claims';
import { claimUploads } from '../uploads';
import { userDisplayNameSql } from '../users/users.repo';
import { arenaIsListed, arenaListedSql } from './arenas.repo';

const visibleReview = not(reviews.hidden);
const hasPhotos = sql`exists (select 1 from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`;

function reviewViewColumns(viewerId: string | null, bind: Bind = asIs) {
  return {
    id: reviews.id,
    arenaId: reviews.arenaId,
    userId: reviews.userId,
    rating: reviews.rating,
    reviewText: reviews.reviewText,
    footingType: reviews.footingType,
    parkingSurface: reviews.parkingSurface,
    helpfulCount: reviews.helpfulCount,
    createdAt: reviews.createdAt,
    editedAt: reviews.editedAt,
    userName: userDisplayNameSql,
    photos: sql<string[]>`array(select ${reviewPhotos.photoUrl} from ${reviewPhotos}
      where ${reviewPhotos.reviewId} = ${reviews.id} order by ${reviewPhotos.id})`,
    // A visitor's is false outright: a null viewer parameter made every plan for its values cheaper than the generic one.
    isHelpful: viewerId
      ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes}
        where ${reviewHelpfulVotes.reviewId} = ${reviews.id} and ${reviewHelpfulVotes.userId} = ${bind(viewerId)}::uuid)`
      : sql<boolean>`false`,
    ownerResponse: ownerResponseColumn(reviews),
  } satisfies Columns<ArenaReviewView>;
}

const REVIEW_ORDERS: Record<(typeof ARENA_REVIEW_SORTS)[number], SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  rating: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  photos: [desc(reviews.createdAt), desc(reviews.id)],
};

/** The arena page's reviews: prepared once, as planning the statement cost many times running it. */
const arenaReviewsStatements = new PreparedByShape('arena_reviews');

/**
 * The arena page's first reviews (ARENA_PAGE_REVIEWS), newest first, each with the reviewer's display name, its
 * photos and the viewer's Helpful.
 */
export async function listNewestArenaReviews(db: Queryable, arenaId: string, viewerId: string | null): Promise<ArenaReviewView[]> {
  const statement = new StatementValues();
  const query = db.select(reviewViewColumns(viewerId, statement.bind)).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.arenaId, statement.bind(arenaId)), visibleReview))
    .orderBy(...REVIEW_ORDERS.recent)
    .limit(ARENA_PAGE_REVIEWS);
  return arenaReviewsStatements.run(db, viewerId ? 'recent, viewer' : 'recent, visitor', statement, query);
}

/** The rider's own review on the arena page: prepared once, as planning it cost more than running it. */
const ownReviewStatements = new PreparedByShape('own_arena_review');

/** The rider's own review of the arena (one per rider and arena), wherever it falls in the list; null if none. */
export async function findOwnArenaReview(db: Queryable, arenaId: string, viewerId: string): Promise<ArenaReviewView | null> {
  const statement = new StatementValues();
  const { bind } = statement;
  const columns = reviewViewColumns(viewerId, bind);
  const where = and(eq(reviews.arenaId, bind(arenaId)), eq(reviews.userId, bind(viewerId)), visibleReview);
  const [review] = await ownReviewStatements.run(db, 'own', statement, () => db.select(columns).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .limit(1));
  return review ?? null;
}

/** A page of an arena's reviews and its count: prepared once per shape, as planning them cost more than running them. */
const reviewPageStatements = new PreparedByShape('arena_review_page');
const reviewCountStatements = new PreparedByShape('arena_review_count');
/** Each arena's count of reviews (of those with photos too), kept while the data version holds. */
const reviewCounts = new CountsAtDataVersion(5_000);

const arenaReviewsWhere = (arenaId: string, sort: (typeof ARENA_REVIEW_SORTS)[number], bind: Bind) =>
  and(eq(reviews.arenaId, bind(arenaId)), visibleReview, sort === 'photos' ? hasPhotos : undefined);

/**
 * A page of an arena's reviews in the rider's chosen order ('photos': only those with photos, newest first), each row
 * as JSON written by PostgreSQL, and how many there are; null when the arena is not listed. The page's reviews are
 * chosen first, so names, photos and Helpful are read for its rows only (a count over the whole read model built them
 * for all 1,542 reviews of an arena at scale 100: 16-30 ms). One statement, which also says whether the arena is
 * listed, and counts its reviews only when the data version moved since this server last did; an empty page, with
 * no row to carry either, asks apart.
 */
export async function listArenaReviewPage(
  db: Queryable, arenaId: string, viewerId: string | null,
  { sort, limit, offset }: { sort: (typeof ARENA_REVIEW_SORTS)[number]; limit: number; offset: number },
): Promise<{ rows: JsonListRow[]; total: number } | null> {
  const statement = new StatementValues();
  const { bind } = statement;
  const fields = reviewViewColumns(viewerId, bind);
  const where = arenaReviewsWhere(arenaId, sort, bind);
  const listed = arenaListedSql(bind(arenaId));
  const counted = reviewCounts.counted(db, `${arenaId}|${sort === 'photos' ? 'with photos' : 'all'}`, bind);
  const written = writtenPage({ limit, offset }, bind);
  const countAll = () => db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where);
  const rows = await reviewPageStatements.run(db, `${sort},${viewerId ? 'viewer' : 'visitor'},${written.shape}`, statement, () => {
    const page = db.select({ reviewId: sql<string>`${reviews.id}`.as('review_id') }).from(reviews).where(where)
      .orderBy(...REVIEW_ORDERS[sort]).limit(written.limit).offset(written.offset).as('page');
    return db.select({ json: jsonTextSql(fields), arenaListed: listed, ...counted.columns(sql<number>`(${countAll()})`) })
      .from(page)
      .innerJoin(reviews, eq(reviews.id, page.reviewId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .orderBy(...REVIEW_ORDERS[sort]);
  });
  if (rows[0]) return rows[0].arenaListed ? { rows: jsonRowsOf(rows), total: counted.countOf(rows[0]) } : null;
  if (!(await arenaIsListed(db, arenaId))) return null;
  if (offset === 0) return { rows: [], total: 0 };
  const [{ total }] = await reviewCountStatements.run(db, sort === 'photos' ? 'with photos' : 'all', statement, countAll);
  return { rows: [], total };
}

export async function findReviewView(db: Queryable, reviewId: string, viewerId: string | null): Promise<ArenaReviewView | null> {
  const [review] = await db.select(reviewViewColumns(viewerId)).from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return review ?? null;
}

export type CreateReviewOutcome =
  | { outcome: 'created'; reviewId: string }
  | { outcome: 'arena-missing' }
  | { outcome: 'already-reviewed' }
  | { outcome: 'unusable-uploads'; uploadIds: string[] };

/**
 * One review per rider and arena. The review, its photos (the rider's uploads) and its community feed item are
 * written together; the arena row is locked (key-share compatible, so likes and follows are not blocked) to
 * serialise one rider's double submit.
 */
export async function createArenaReview(
  db: Database, arenaId: string, userId: string, { photoUploadIds, ...input }: CreateArenaReviewInput,
): Promise<CreateReviewOutcome> {
  return db.transaction(async (tx) => {
    const [arena] = await tx.select({ id: arenas.id }).from(arenas).where(eq(arenas.id, arenaId)).for('no key update');
    if (!arena) return { outcome: 'arena-missing' };
    const [previous] = await tx.select({ id: reviews.id }).from(reviews)
      .where(and(eq(reviews.arenaId, arenaId), eq(reviews.userId, userId))).limit(1);
    if (previous) return { outcome: 'already-reviewed' };
    const claimed = await claimUploads(tx, userId, photoUploadIds);
    if (claimed.outcome === 'unusable') return { outcome: 'unusable-uploads', uploadIds: claimed.uploadIds };
    const [review] = await tx.insert(reviews).values({ ...input, arenaId, userId }).returning({ id: reviews.id });
    if (claimed.uploads.length > 0) {
      await tx.insert(reviewPhotos).values(claimed.uploads.map((upload) => ({ reviewId: review.id, uploadId: upload.id, photoUrl: upload.url })));
    }
    await tx.insert(feedItems).values({ userId, type: 'review', content: input.reviewText, arenaId, reviewId: review.id });
    return { outcome: 'created', reviewId: review.id };
  });
}

export type HelpfulOutcome = { outcome: 'done'; state: ReviewHelpfulState } | { outcome: 'review-missing' } | { outcome: 'own-review' };

/**
 * Marks (or unmarks) a review helpful for the rider: one vote per rider, so repeating either changes nothing. The
 * review's count moves with the vote in the same transaction.
 */
export async function setReviewHelpful(db: Database, reviewId: string, userId: string, helpful: boolean): Promise<HelpfulOutcome> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, reviewId)).for('no key update');
    if (!review) return { outcome: 'review-missing' };
    if (review.userId === userId) return { outcome: 'own-review' };
    const changed = helpful
      ? await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId })
      : await tx.delete(reviewHelpfulVotes)
        .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, userId)))
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
    const step = changed.length === 0 ? 0 : helpful ? 1 : -1;
    const [updated] = await tx.update(reviews).set({ helpfulCount: sql`greatest(${reviews.helpfulCount} + ${step}, 0)` })
      .where(eq(reviews.id, reviewId)).returning({ helpfulCount: reviews.helpfulCount });
    return { outcome: 'done', state: { helpfulCount: updated.helpfulCount, isHelpful: helpful } };
  });
}

const ARENA_REVIEWS: AuthoredRows = {
  table: reviews, id: reviews.id, author: reviews.userId, notFound: 'Review not found', notYours: 'You can only change your own review',
};

export type EditReviewOutcome = { outcome: 'updated' } | { outcome: 'unusable-uploads'; uploadIds: string[] };

/**
 * Its writer rewrites a review (rating, text, footing and parking; new photos are added): it is marked edited, and
 * its feed item says the same. The arena's average follows, as it is computed from the reviews.
 */
export async function editArenaReview(
  db: Database, reviewId: string, userId: string, { photoUploadIds, ...input }: CreateArenaReviewInput,
): Promise<EditReviewOutcome> {
  return db.transaction(async (tx) => {
    await lockOwnRow(tx, ARENA_REVIEWS, reviewId, userId);
    const claimed = await claimUploads(tx, userId, photoUploadIds);
    if (claimed.outcome === 'unusable') return { outcome: 'unusable-uploads', uploadIds: claimed.uploadIds };
    const editedAt = new Date();
    await tx.update(reviews).set({ ...input, editedAt }).where(eq(reviews.id, reviewId));
    if (claimed.uploads.length > 0) {
      await tx.insert(reviewPhotos).values(claimed.uploads.map((upload) => ({ reviewId, uploadId: upload.id, photoUrl: upload.url })));
    }
    await tx.update(feedItems).set({ content: input.reviewText, editedAt }).where(eq(feedItems.reviewId, reviewId));
    return { outcome: 'updated' };
  });
}

/** Its writer deletes a review: its photos, Helpful votes and feed item go with it (the schema cascades). */
export async function deleteArenaReview(db: Database, reviewId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnRow(tx, ARENA_REVIEWS, reviewId, userId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
  });
}
