import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, hiddenContent, reviews } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function aggregateOf(arenaId: string) {
  const [row] = await t.db.select({ count: arenas.reviewCount, sum: arenas.ratingSum, weighted: arenas.weightedRating })
    .from(arenas).where(eq(arenas.id, arenaId));
  return { count: row.count, sum: row.sum, weighted: row.weighted === null ? null : Number(row.weighted) };
}

describe("an arena's review count and rating sum, kept by the database", () => {
  it('follow inserts (one or many rows), rating changes, moves between arenas and deletes', async () => {
    const first = await createArena(t.db);
    const second = await createArena(t.db);
    expect(await aggregateOf(first.id)).toEqual({ count: 0, sum: 0, weighted: null });

    const inserted = await t.db.insert(reviews).values([
      { arenaId: first.id, rating: 5, reviewText: 'Great' },
      { arenaId: first.id, rating: 3, reviewText: 'Fine' },
      { arenaId: second.id, rating: 4, reviewText: 'Good' },
    ]).returning();
    expect(await aggregateOf(first.id)).toEqual({ count: 2, sum: 8, weighted: (12 + 8) / 5 });
    expect(await aggregateOf(second.id)).toEqual({ count: 1, sum: 4, weighted: (12 + 4) / 4 });

    await t.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, inserted[0].id));
    expect((await aggregateOf(first.id)).sum).toBe(4);
    await t.db.update(reviews).set({ arenaId: second.id }).where(eq(reviews.id, inserted[1].id));
    expect(await aggregateOf(first.id)).toMatchObject({ count: 1, sum: 1 });
    expect(await aggregateOf(second.id)).toMatchObject({ count: 2, sum: 7 });

    await t.db.delete(reviews).where(inArray(reviews.id, inserted.map((review) => review.id)));
    expect(await aggregateOf(first.id)).toEqual({ count: 0, sum: 0, weighted: null });
    expect(await aggregateOf(second.id)).toEqual({ count: 0, sum: 0, weighted: null });
  });

  it('order "highest rated first" as reviews arrive through the API', async () => {
    const tag = `Rated ${Date.now()}`;
    const quiet = await createArena(t.db, { name: `${tag} A quiet` });
    const loved = await createArena(t.db, { name: `${tag} B loved` });
    const unrated = await createArena(t.db, { name: `${tag} C unrated` });
    const { agent } = await signedInRider(t);
    const review = (arenaId: string, rating: number) =>
      agent.post(`/api/arenas/${arenaId}/reviews`).send({ rating, reviewText: 'Ran here last weekend' }).expect(201);
    const order = async () => (await agent.get('/api/arenas').query({ search: tag, sort: 'rating' })).body
      .map((arena: { id: string }) => arena.id);

    expect(await order()).toEqual([quiet.id, loved.id, unrated.id]);
    await review(loved.id, 5);
    await review(quiet.id, 2);
    expect(await order()).toEqual([loved.id, quiet.id, unrated.id]);
  });

  it('leave hidden reviews out: hiding takes a review out, restoring puts it back, and a hidden one moves nothing', async () => {
    const arena = await createArena(t.db);
    const [kept, hidden] = await t.db.insert(reviews).values([
      { arenaId: arena.id, rating: 5, reviewText: 'Great' },
      { arenaId: arena.id, rating: 1, reviewText: 'Spam' },
    ]).returning();
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 2, sum: 6 });

    const hide = () => t.db.insert(hiddenContent).values({ targetType: 'arena_review', targetId: hidden.id }).onConflictDoNothing();
    await hide();
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });
    await hide(); // already hidden: nothing moves
    await t.db.insert(hiddenContent).values({ targetType: 'arena_review', targetId: hidden.id, reason: 'again' })
      .onConflictDoUpdate({ target: [hiddenContent.targetType, hiddenContent.targetId], set: { reason: 'again' } });
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });
    // Another kind hidden with the same id moves nothing either.
    await t.db.insert(hiddenContent).values({ targetType: 'post', targetId: kept.id });
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });

    await t.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, hidden.id));
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });
    const restore = () => t.db.delete(hiddenContent)
      .where(and(eq(hiddenContent.targetType, 'arena_review'), eq(hiddenContent.targetId, hidden.id)));
    await restore();
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 2, sum: 7 });

    await hide();
    await t.db.delete(reviews).where(eq(reviews.id, hidden.id));
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });
    await restore(); // the review is gone: nothing comes back
    expect(await aggregateOf(arena.id)).toMatchObject({ count: 1, sum: 5 });
  });

  it('are what an arena page and the list show, hidden reviews left out', async () => {
    const tag = `Shown ${Date.now()}`;
    const arena = await createArena(t.db, { name: tag });
    const [, , spam] = await t.db.insert(reviews).values([
      { arenaId: arena.id, rating: 5, reviewText: 'Great' },
      { arenaId: arena.id, rating: 4, reviewText: 'Good' },
      { arenaId: arena.id, rating: 1, reviewText: 'Spam' },
    ]).returning();
    const shown = async () => {
      const page = (await request(t.app).get(`/api/arenas/${arena.id}`).set('Cache-Control', 'no-cache').expect(200)).body;
      const [row] = (await request(t.app).get('/api/arenas').query({ search: tag }).set('Cache-Control', 'no-cache').expect(200)).body;
      return { page: [page.reviewCount, page.averageRating], list: [row.reviewCount, row.averageRating] };
    };
    expect(await shown()).toEqual({ page: [3, 3.3], list: [3, 3.3] });
    await t.db.insert(hiddenContent).values({ targetType: 'arena_review', targetId: spam.id });
    expect(await shown()).toEqual({ page: [2, 4.5], list: [2, 4.5] });
  });
});
