import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, savedEvents } from '@shared/schema';
import type pg from 'pg';
import { createApp } from '../app';
import { createDb, createPool } from '../db/client';
import { createLogger } from '../logger';
import { createTestApp, type TestApp } from '../test/app';
import { addReview, likeArena } from '../features/arenas/arenas.test-helpers';
import { createArena, createEvent, createUser, signIn } from '../test/factories';
import { statementsNaming, trackQueries, whileLocked } from '../test/query-counter';
import { DataVersionReader } from './visitor-cache';

let t: TestApp;
let arenaId: string;

beforeAll(async () => {
  t = await createTestApp();
  arenaId = (await createArena(t.db, { name: 'Cache Test Arena' })).id;
  for (let index = 0; index < 3; index += 1) await createEvent(t.db, { arenaId });
});
afterAll(async () => { await t.close(); });

const listPath = () => `/api/events?arenaId=${arenaId}&limit=50`;

/** The response, and whether building it queried the events table (false: it came from the cache). */
async function withStatements(send: () => Promise<request.Response>) {
  const tracker = trackQueries(t.pool);
  try {
    const response = await send();
    return { response, statements: tracker.count, queriedEvents: tracker.statements.some((text) => text.includes('"events"')) };
  } finally {
    tracker.stop();
  }
}

const readVersion = async () => (await t.pool.query<{ version: string }>('select version::text as version from data_version')).rows[0]?.version;

describe('visitor response cache', () => {
  it('answers a repeated visitor request from memory after one version read, with the same body and headers', async () => {
    const first = await request(t.app).get(listPath());
    const again = await withStatements(() => request(t.app).get(listPath()));
    expect(again.response.status).toBe(200);
    expect(again.statements).toBe(1);
    expect(again.queriedEvents).toBe(false);
    expect(again.response.body).toEqual(first.body);
    expect(again.response.headers['x-total-count']).toBe('3');
    expect(again.response.headers['content-type']).toMatch(/^application\/json/);
    expect(again.response.headers.etag).toBe(first.headers.etag);
  });

  it('sends a fresh response after a change committed outside the app (a seed, another instance)', async () => {
    await request(t.app).get(listPath());
    await createEvent(t.db, { arenaId });
    const after = await request(t.app).get(listPath());
    expect(after.headers['x-total-count']).toBe('4');
    expect(after.body).toHaveLength(4);
  });

  it('sends a fresh response after a write through the API, and after an update or a delete', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    await request(t.app).get(listPath());
    const created = await agent.post('/api/events').send({
      name: 'Posted While Cached', arenaId, date: new Date(Date.now() + 5 * 86_400_000).toISOString(), time: '10:00',
    });
    expect(created.status).toBe(201);
    expect((await request(t.app).get(listPath())).body.map((event: { name: string }) => event.name)).toContain('Posted While Cached');

    await t.db.update(events).set({ name: 'Renamed While Cached' }).where(eq(events.id, created.body.id));
    expect((await request(t.app).get(listPath())).body.map((event: { name: string }) => event.name)).toContain('Renamed While Cached');

    await t.db.delete(events).where(eq(events.id, created.body.id));
    expect((await request(t.app).get(listPath())).body.map((event: { name: string }) => event.name)).not.toContain('Renamed While Cached');
  });

  it('bumps the version once at commit; a rolled-back change or a change to a viewer-only table leaves it alone', async () => {
    const before = await readVersion();
    await t.db.transaction(async (tx) => {
      await tx.update(events).set({ description: 'first' }).where(eq(events.arenaId, arenaId));
      await tx.update(events).set({ description: 'second' }).where(eq(events.arenaId, arenaId));
    });
    const afterCommit = await readVersion();
    expect(BigInt(afterCommit!)).toBeGreaterThan(BigInt(before!));

    await expect(t.db.transaction(async (tx) => {
      await tx.update(events).set({ description: 'never' }).where(eq(events.arenaId, arenaId));
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await readVersion()).toBe(afterCommit);

    const rider = await createUser(t.db);
    const afterUser = await readVersion();
    const [event] = await t.db.select({ id: events.id }).from(events).where(eq(events.arenaId, arenaId)).limit(1);
    await t.db.insert(savedEvents).values({ userId: rider.id, eventId: event.id });
    await t.db.delete(savedEvents).where(eq(savedEvents.userId, rider.id));
    expect(await readVersion()).toBe(afterUser);

    // An update that matches no row changes nothing, so it leaves the version (and every refused request) alone.
    await t.db.update(events).set({ name: 'nobody' }).where(sql`false`);
    expect(await readVersion()).toBe(afterUser);
  });

  it('builds every response afresh for a signed-in viewer of a page with their flags, and on Cache-Control: no-cache', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const [event] = await t.db.select({ id: events.id }).from(events).where(eq(events.arenaId, arenaId)).limit(1);
    await agent.get(`/api/events/${event.id}`);
    const signedIn = await withStatements(() => agent.get(`/api/events/${event.id}`));
    expect(signedIn.queriedEvents).toBe(true);

    await request(t.app).get(listPath());
    const revalidated = await withStatements(() => request(t.app).get(listPath()).set('Cache-Control', 'no-cache'));
    expect(revalidated.queriedEvents).toBe(true);
  });

  it('shares answers that are the same for everyone (filter options, site figures) with signed-in viewers, and refreshes them after a change', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const first = await agent.get('/api/events/filters');
    const again = await withStatements(() => agent.get('/api/events/filters'));
    expect(again.queriedEvents).toBe(false); // only the session, the user and the version were read
    expect(again.response.body).toEqual(first.body);

    const before = (await agent.get('/api/stats')).body as { arenaCount: number };
    const newState = (await createArena(t.db, { name: 'Cache Test Arena in Wyoming', state: 'WY' })).id;
    await createEvent(t.db, { arenaId: newState });
    expect((await agent.get('/api/events/filters')).body.states).toContain('WY');
    expect((await agent.get('/api/stats')).body.arenaCount).toBe(before.arenaCount + 1);
  });

  it('refreshes an arena detail after a review or a like, and event comments after a new comment', async () => {
    const detail = `/api/arenas/${arenaId}`;
    expect((await request(t.app).get(detail)).body).toMatchObject({ reviewCount: 0, likeCount: 0 });
    await addReview(t.db, arenaId, 4);
    expect((await request(t.app).get(detail)).body).toMatchObject({ reviewCount: 1, averageRating: 4 });
    await likeArena(t.db, arenaId, (await createUser(t.db)).id);
    expect((await request(t.app).get(detail)).body).toMatchObject({ likeCount: 1 });

    const [event] = await t.db.select({ id: events.id }).from(events).where(eq(events.arenaId, arenaId)).limit(1);
    const comments = `/api/events/${event.id}/comments`;
    expect((await request(t.app).get(comments)).body).toHaveLength(0);
    const agent = t.agent();
    await signIn(agent, t.db);
    expect((await agent.post(comments).send({ commentText: 'See you there' })).status).toBe(201);
    expect((await request(t.app).get(comments)).body.map((comment: { commentText: string }) => comment.commentText)).toEqual(['See you there']);
  });

  it('keeps a second server instance on the same database in step', async () => {
    const otherPool = createPool(t.connectionString, 2);
    try {
      const other = createApp({ config: t.config, db: createDb(otherPool), pool: otherPool, logger: createLogger('silent') });
      await request(t.app).get(listPath());
      await request(other).get(listPath());
      const otherAgent = request.agent(other);
      await signIn(otherAgent, t.db);
      const created = await otherAgent.post('/api/events').send({
        name: 'Posted On The Other Instance', arenaId, date: new Date(Date.now() + 6 * 86_400_000).toISOString(), time: '09:00',
      });
      expect(created.status).toBe(201);
      const names = (await request(t.app).get(listPath())).body.map((event: { name: string }) => event.name);
      expect(names).toContain('Posted On The Other Instance');
    } finally {
      await otherPool.end();
    }
  });

  it('shares version reads between concurrent visitors instead of reading once per request', async () => {
    await request(t.app).get(listPath());
    const burst = await withStatements(() => Promise.all(Array.from({ length: 20 }, () => request(t.app).get(listPath())))
      .then((responses) => responses[0]));
    expect(burst.response.status).toBe(200);
    expect(burst.queriedEvents).toBe(false);
    expect(burst.statements).toBeGreaterThanOrEqual(1);
    expect(burst.statements).toBeLessThan(20);
  });
});

describe('visitors who miss the cache together', () => {
  it('wait for one build of the answer and get it, as fresh as their own', async () => {
    const figures = '/api/stats';
    await createEvent(t.db, { arenaId });
    const alone = await statementsNaming(t.pool, 'arenas', () => request(t.app).get(figures));
    expect(alone.naming).toBeGreaterThan(0);

    await createEvent(t.db, { arenaId, date: new Date(Date.now() + 24 * 60 * 60 * 1000) });
    // The build waits on the lock until every visitor has arrived and missed.
    const together = await statementsNaming(t.pool, 'arenas', () => whileLocked(t.pool, 'arenas',
      () => Promise.all(Array.from({ length: 10 }, () => request(t.app).get(figures)))));
    expect(together.naming).toBe(alone.naming);
    const bodies = together.result.map((response) => response.text);
    expect(together.result.every((response) => response.status === 200)).toBe(true);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]).upcomingEventCount).toBe(JSON.parse(alone.result.text).upcomingEventCount + 1);
  });

  it('build their own when the one they waited for kept nothing', async () => {
    await createEvent(t.db, { arenaId });
    const missing = '/api/events/00000000-0000-4000-8000-000000000000';
    const responses = await Promise.all(Array.from({ length: 5 }, () => request(t.app).get(missing)));
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('DataVersionReader', () => {
  /** A pool whose version reads stay pending until the test answers them, in order. */
  function controlledPool() {
    const pending: ((version: string) => void)[] = [];
    const pool = {
      query: () => new Promise((resolve) => { pending.push((version) => resolve({ rows: [{ version }] })); }),
    } as unknown as pg.Pool;
    return { pool, pending };
  }

  it('never answers a request with a read that began before it arrived; requests arriving meanwhile share the next read', async () => {
    const { pool, pending } = controlledPool();
    const reader = new DataVersionReader(pool);
    const first = reader.read();
    const second = reader.read();
    const third = reader.read();
    expect(pending).toHaveLength(1);

    pending[0]('1');
    expect(await first).toBe('1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    pending[1]('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');

    const later = reader.read();
    expect(pending).toHaveLength(3);
    pending[2]('3');
    expect(await later).toBe('3');
  });

  it('passes a failed read to the requests that waited for it, and reads again afterwards', async () => {
    let calls = 0;
    const pool = { query: async () => { calls += 1; if (calls === 1) throw new Error('connection lost'); return { rows: [{ version: '7' }] }; } } as unknown as pg.Pool;
    const reader = new DataVersionReader(pool);
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(await reader.read()).toBe('7');
  });
});
