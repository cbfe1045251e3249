import { and, eq, sql } from 'drizzle-orm';
import { arenas, feedItems, reviews } from '@shared/schema';
import type { CreateArenaInput, CreateArenaReviewInput } from '@shared/validation';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { arenaTimeZone } from './arena-time-zone';

/**
 * Creates an arena unless one with the same name, city and state exists (compared case-insensitively); then
 * that one's id comes back with `created: false`. A transaction-scoped advisory lock on the normalised key keeps
 * two simultaneous submits of the same arena from both inserting.
 */
export async function createArena(db: Database, input: CreateArenaInput) {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'arena', input.name.toLowerCase(), input.city.toLowerCase(), input.state.toUpperCase());
    const [existing] = await tx.select({ id: arenas.id }).from(arenas).where(and(
      eq(sql`lower(${arenas.name})`, input.name.toLowerCase()),
      eq(sql`lower(${arenas.city})`, input.city.toLowerCase()),
      eq(arenas.state, input.state.toUpperCase()),
    )).limit(1);
    if (existing) return { arenaId: existing.id, created: false };
    const [arena] = await tx.insert(arenas).values({ ...input, timeZone: arenaTimeZone(input) }).returning({ id: arenas.id });
    return { arenaId: arena.id, created: true };
  });
}

export type CreateReviewResult =
  | { outcome: 'created'; reviewId: string }
  | { outcome: 'arena-missing' }
  | { outcome: 'already-reviewed' };

/**
 * One review per rider and arena. The review and its community feed item are written together; the arena row is
 * locked (key-share compatible, so likes and follows are not blocked) to serialise one rider's double submit.
 */
export async function createArenaReview(
  db: Database, arenaId: string, userId: string, input: CreateArenaReviewInput,
): Promise<CreateReviewResult> {
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
