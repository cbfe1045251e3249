import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaLikes, arenas, users } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createUser, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function likeCountOf(arenaId: string) {
  const [row] = await t.db.select({ count: arenas.likeCount }).from(arenas).where(eq(arenas.id, arenaId));
  return row.count;
}

describe("an arena's like count, kept by the database (migration 0032)", () => {
  it('follows inserts (one or many rows), moves between arenas, deletes and a rider\'s deleted account', async () => {
    const first = await createArena(t.db);
    const second = await createArena(t.db);
    const riders = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    expect(await likeCountOf(first.id)).toBe(0);

    const inserted = await t.db.insert(arenaLikes).values([
      { userId: riders[0].id, arenaId: first.id },
      { userId: riders[1].id, arenaId: first.id },
      { userId: riders[2].id, arenaId: first.id },
      { userId: riders[0].id, arenaId: second.id },
    ]).returning();
    expect([await likeCountOf(first.id), await likeCountOf(second.id)]).toEqual([3, 1]);

    await t.db.update(arenaLikes).set({ arenaId: second.id }).where(eq(arenaLikes.id, inserted[1].id));
    expect([await likeCountOf(first.id), await likeCountOf(second.id)]).toEqual([2, 2]);

    await t.db.delete(arenaLikes).where(eq(arenaLikes.id, inserted[0].id));
    expect(await likeCountOf(first.id)).toBe(1);
    // A deleted account's likes go with it (a cascade), and so does their count.
    await t.db.delete(users).where(inArray(users.id, [riders[1].id, riders[2].id]));
    expect([await likeCountOf(first.id), await likeCountOf(second.id)]).toEqual([0, 1]);
  });

  it('is the count an arena page and the list show as riders like and unlike through the API', async () => {
    const arena = await createArena(t.db, { name: 'Like Count Arena', latitude: '44.0800000', longitude: '-103.2300000' });
    const [one, two] = [await signedInRider(t), await signedInRider(t)];
    const shown = async () => {
      const page = await t.agent().get(`/api/arenas/${arena.id}`).set('Cache-Control', 'no-cache').expect(200);
      const list = await t.agent().get('/api/arenas?search=Like%20Count%20Arena').set('Cache-Control', 'no-cache').expect(200);
      const card = (list.body as { id: string; likeCount: number }[]).find((row) => row.id === arena.id);
      return [page.body.likeCount as number, card?.likeCount];
    };
    expect(await shown()).toEqual([0, 0]);

    const liked = await one.agent.post('/api/arena-likes').send({ arenaId: arena.id }).expect(201);
    await two.agent.post('/api/arena-likes').send({ arenaId: arena.id }).expect(201);
    expect(await shown()).toEqual([2, 2]);
    // Liking again changes nothing.
    await one.agent.post('/api/arena-likes').send({ arenaId: arena.id });
    expect(await shown()).toEqual([2, 2]);

    await one.agent.delete(`/api/arena-likes/${liked.body.id}`).expect(204);
    expect(await shown()).toEqual([1, 1]);
    expect(await likeCountOf(arena.id)).toBe(1);
    // The figure shown is the kept one, not a count made for the request.
    await t.db.update(arenas).set({ likeCount: 7 }).where(eq(arenas.id, arena.id));
    expect(await shown()).toEqual([7, 7]);
  });
});
