import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItems } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createUpload, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
// Each test sees only the feed it builds.
beforeEach(async () => { await t.db.delete(feedItems); });

const feedCount = async () => (await t.db.select({ n: count() }).from(feedItems))[0].n;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function insertFeedItem(userId: string, overrides: Partial<typeof feedItems.$inferInsert> = {}) {
  const [item] = await t.db.insert(feedItems).values({ userId, type: 'post', content: 'Hello', ...overrides }).returning();
  return item;
}

interface FeedItemBody {
  id: string;
  content: string;
  createdAt: string;
}
const contents = (body: FeedItemBody[]) => body.map((item) => item.content);

describe('GET /api/feed', () => {
  it('lists items newest first with userName, userAvatar, arenaName and eventName', async () => {
    const rider = await createUser(t.db, { firstName: 'Reba', lastName: 'Jones', profileImageUrl: 'https://img.example/reba.jpg' });
    const arena = await createArena(t.db, { name: 'Cowtown Coliseum' });
    const event = await createEvent(t.db, { arenaId: arena.id, name: 'Friday Night 4D' });
    const older = await insertFeedItem(rider.id, { content: 'older', createdAt: minutesAgo(10) });
    const newer = await insertFeedItem(rider.id, {
      type: 'event', content: 'newer', arenaId: arena.id, eventId: event.id, createdAt: minutesAgo(1),
    });

    const response = await t.agent().get('/api/feed');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toEqual([
      {
        id: newer.id, userId: rider.id, type: 'event', content: 'newer', arenaId: arena.id, eventId: event.id,
        photoUrl: null, createdAt: newer.createdAt.toISOString(), editedAt: null, userName: 'Reba Jones',
        userAvatar: 'https://img.example/reba.jpg', arenaName: 'Cowtown Coliseum', eventName: 'Friday Night 4D',
        commentCount: 0,
      },
      {
        id: older.id, userId: rider.id, type: 'post', content: 'older', arenaId: null, eventId: null,
        photoUrl: null, createdAt: older.createdAt.toISOString(), editedAt: null, userName: 'Reba Jones',
        userAvatar: 'https://img.example/reba.jpg', arenaName: null, eventName: null, commentCount: 0,
      },
    ]);
  });

  it('lists an item as its own answer spells it: the edit time to the millisecond and its comments counted', async () => {
    const agent = t.agent();
    await signIn(agent, t.db, { firstName: 'Tess', lastName: 'Hart' });
    const arena = await createArena(t.db, { name: 'Mesquite Arena' });
    const posted = (await agent.post('/api/feed').send({ content: 'Footing is deep tonight', arenaId: arena.id })).body as FeedItemBody;
    for (const commentText of ['Thanks', 'Same here']) {
      expect((await agent.post(`/api/feed/${posted.id}/comments`).send({ commentText })).status).toBe(201);
    }
    const edited = await agent.patch(`/api/feed/${posted.id}`).send({ content: 'Footing is deep tonight, bring boots' });
    expect(edited.body).toMatchObject({ editedAt: expect.any(String), commentCount: 2, arenaName: 'Mesquite Arena' });
    const listed = (await t.agent().get('/api/feed').set('Cache-Control', 'no-cache')).body as FeedItemBody[];
    expect(listed).toEqual([edited.body]);
  });

  it('names the poster by first and last name, else email, else "User"', async () => {
    const full = await createUser(t.db, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
    const firstOnly = await createUser(t.db, { firstName: 'Bo', lastName: null, email: 'bo@example.com' });
    const nameless = await createUser(t.db, { firstName: null, lastName: null, email: null });
    await insertFeedItem(full.id, { content: 'full', createdAt: minutesAgo(3) });
    await insertFeedItem(firstOnly.id, { content: 'firstOnly', createdAt: minutesAgo(2) });
    await insertFeedItem(nameless.id, { content: 'nameless', createdAt: minutesAgo(1) });
    const response = await t.agent().get('/api/feed');
    expect(response.body.map((item: { userName: string }) => item.userName)).toEqual(['User', 'bo@example.com', 'Ann Lee']);
  });

  it('pages with limit and offset, newest first, with ties broken by id', async () => {
    const user = await createUser(t.db);
    const sameTime = minutesAgo(5);
    for (const content of ['a', 'b', 'c', 'd']) await insertFeedItem(user.id, { content, createdAt: sameTime });
    const all = await t.agent().get('/api/feed');
    const ids = all.body.map((item: FeedItemBody) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const page = await t.agent().get('/api/feed?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((item: FeedItemBody) => item.id)).toEqual(ids.slice(1, 3));
  });

  it('pages with a `before` cursor without repeating or skipping when a post arrives between pages', async () => {
    const user = await createUser(t.db);
    for (let minutes = 1; minutes <= 7; minutes += 1) {
      await insertFeedItem(user.id, { content: `${minutes}m`, createdAt: minutesAgo(minutes) });
    }
    const first = await t.agent().get('/api/feed?limit=3');
    expect(contents(first.body)).toEqual(['1m', '2m', '3m']);

    const poster = t.agent();
    await signIn(poster, t.db);
    expect((await poster.post('/api/feed').send({ content: 'brand new' })).status).toBe(201);

    const last = first.body.at(-1) as FeedItemBody;
    const second = await t.agent().get('/api/feed').query({ limit: 3, before: last.createdAt });
    expect(contents(second.body)).toEqual(['4m', '5m', '6m']);
    expect(second.headers['x-total-count']).toBe('4');
    const third = await t.agent().get('/api/feed')
      .query({ limit: 3, before: (second.body.at(-1) as FeedItemBody).createdAt, beforeId: (second.body.at(-1) as FeedItemBody).id });
    expect(contents(third.body)).toEqual(['7m']);
    // An offset page would have repeated '3m' after the new post pushed everything down.
    expect(contents((await t.agent().get('/api/feed?limit=3&offset=3')).body)).toEqual(['3m', '4m', '5m']);
  });

  it('with `before` and `beforeId` keeps items that share the exact time of the last one shown', async () => {
    const user = await createUser(t.db);
    const sameTime = minutesAgo(2);
    for (const content of ['a', 'b', 'c', 'd', 'e']) await insertFeedItem(user.id, { content, createdAt: sameTime });
    await insertFeedItem(user.id, { content: 'oldest', createdAt: minutesAgo(9) });
    const seen: string[] = [];
    let cursor: Record<string, string> = {};
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await t.agent().get('/api/feed').query({ limit: 2, ...cursor });
      if (page.body.length === 0) break;
      seen.push(...page.body.map((item: FeedItemBody) => item.id));
      const last = page.body.at(-1) as FeedItemBody;
      cursor = { before: last.createdAt, beforeId: last.id };
    }
    const all = await t.agent().get('/api/feed');
    expect(seen).toEqual(all.body.map((item: FeedItemBody) => item.id));
    expect(seen).toHaveLength(6);
  });

  it('with `beforeId` also pages exactly through items stored with microsecond times', async () => {
    const user = await createUser(t.db);
    // All in one millisecond: the createdAt strings the client sees are identical and rounded.
    for (const micros of ['123100', '123456', '123900']) {
      await t.db.insert(feedItems).values({
        userId: user.id, type: 'post', content: micros, createdAt: sql`${`2025-03-01T12:00:00.${micros}Z`}::timestamptz`,
      });
    }
    const seen: string[] = [];
    let cursor: Record<string, string> = {};
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await t.agent().get('/api/feed').query({ limit: 1, ...cursor });
      if (page.body.length === 0) break;
      seen.push(...contents(page.body));
      cursor = { before: page.body[0].createdAt, beforeId: page.body[0].id };
    }
    expect(seen).toEqual(['123900', '123456', '123100']);
  });

  it('keeps X-Total-Count exact for signed-in readers as items are added and removed behind the server\'s back', async () => {
    const user = await createUser(t.db);
    const reader = t.agent();
    await signIn(reader, t.db);
    for (let minutes = 1; minutes <= 5; minutes += 1) await insertFeedItem(user.id, { createdAt: minutesAgo(minutes) });
    const first = await reader.get('/api/feed?limit=2');
    expect(first.headers['x-total-count']).toBe('5');
    expect((await reader.get('/api/feed?limit=2')).headers['x-total-count']).toBe('5');
    const last = first.body.at(-1) as FeedItemBody;
    const cursor = { limit: 2, before: last.createdAt, beforeId: last.id };
    expect((await reader.get('/api/feed').query(cursor)).headers['x-total-count']).toBe('3');

    await insertFeedItem(user.id, { createdAt: minutesAgo(10) });
    expect((await reader.get('/api/feed?limit=2')).headers['x-total-count']).toBe('6');
    expect((await reader.get('/api/feed').query(cursor)).headers['x-total-count']).toBe('4');
    await t.db.delete(feedItems).where(sql`${feedItems.id} = ${first.body[0].id}`);
    expect((await reader.get('/api/feed?limit=2')).headers['x-total-count']).toBe('5');
    expect((await reader.get('/api/feed').query(cursor)).headers['x-total-count']).toBe('4');
  });

  it('is 400 naming the field for a bad cursor or limit', async () => {
    const badBefore = await t.agent().get('/api/feed?before=yesterday-ish');
    expect(badBefore.status).toBe(400);
    expect(badBefore.body.errors[0].path).toBe('before');
    const idWithoutTime = await t.agent().get(`/api/feed?beforeId=${randomUUID()}`);
    expect(idWithoutTime.status).toBe(400);
    expect(idWithoutTime.body.errors[0].path).toBe('beforeId');
    expect((await t.agent().get('/api/feed?limit=500')).body.errors[0].path).toBe('limit');
  });

  it('uses the same number of SQL statements for 1 row as for 25', async () => {
    const arena = await createArena(t.db);
    const event = await createEvent(t.db, { arenaId: arena.id });
    for (let index = 0; index < 25; index += 1) {
      const user = await createUser(t.db);
      await insertFeedItem(user.id, { arenaId: arena.id, eventId: event.id, createdAt: minutesAgo(index) });
    }
    const agent = t.agent();
    await signIn(agent, t.db);
    const tracker = trackQueries(t.pool);
    try {
      const one = await agent.get('/api/feed?limit=1');
      const forOne = tracker.count;
      tracker.reset();
      const many = await agent.get('/api/feed?limit=25');
      expect([one.body.length, many.body.length]).toEqual([1, 25]);
      expect(tracker.count).toBe(forOne);
    } finally {
      tracker.stop();
    }
  });
});

describe('POST /api/feed', () => {
  it('posts for the session user (201) in the read shape; a userId or type in the body is ignored', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db, { firstName: 'Kay', lastName: 'Dee' });
    const someoneElse = await createUser(t.db);
    const response = await agent.post('/api/feed')
      .send({ content: '  Fresh drag tonight!  ', userId: someoneElse.id, type: 'review' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String), userId: user.id, type: 'post', content: 'Fresh drag tonight!', arenaId: null,
      eventId: null, photoUrl: null, createdAt: expect.any(String), editedAt: null, userName: 'Kay Dee', userAvatar: null,
      arenaName: null, eventName: null, commentCount: 0,
    });
    expect((await t.agent().get('/api/feed')).body[0]).toEqual(response.body);
  });

  it("makes a Photo post of the rider's uploaded photo; another rider's upload or a link and an upload at once is a 400", async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const photo = await createUpload(t.db, user.id);
    const posted = await agent.post('/api/feed').send({ content: 'Warm-up pen at dawn', photoUploadId: photo.id });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ type: 'photo', photoUrl: `/uploads/${photo.id}/1000.webp` });
    const before = (await t.db.select({ n: count() }).from(feedItems))[0].n;
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const refused = await agent.post('/api/feed').send({ content: 'Not mine', photoUploadId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('photoUploadId');
    const both = await agent.post('/api/feed').send({ content: 'Both', photoUploadId: photo.id, photoUrl: 'https://example.com/a.jpg' });
    expect(both.status).toBe(400);
    expect((await t.db.select({ n: count() }).from(feedItems))[0].n).toBe(before);
  });

  it('derives the type: photo with a photo, else event with an event, else post', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const arena = await createArena(t.db, { name: 'Big Arena' });
    const event = await createEvent(t.db, { arenaId: arena.id, name: 'Big Race' });
    const photo = await agent.post('/api/feed')
      .send({ content: 'Look', photoUrl: 'https://img.example/run.jpg', eventId: event.id });
    expect(photo.body).toMatchObject({ type: 'photo', photoUrl: 'https://img.example/run.jpg', eventName: 'Big Race' });
    const eventPost = await agent.post('/api/feed').send({ content: 'Going!', eventId: event.id });
    // A post about an event is also tagged with the event's arena.
    expect(eventPost.body).toMatchObject({
      type: 'event', eventId: event.id, eventName: 'Big Race', arenaId: arena.id, arenaName: 'Big Arena',
    });
    const arenaPost = await agent.post('/api/feed').send({ content: 'Nice ground', arenaId: arena.id, eventId: '' });
    expect(arenaPost.body).toMatchObject({ type: 'post', arenaId: arena.id, arenaName: 'Big Arena', eventId: null });
  });

  it('is 401 signed out and stores nothing', async () => {
    const response = await t.agent().post('/api/feed').send({ content: 'Hi' });
    expect(response.status).toBe(401);
    expect(await feedCount()).toBe(0);
  });

  it('is 400 naming the field for unknown arenas and events and invalid bodies, storing nothing', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ content: 'Hi', arenaId: randomUUID() }, ['arenaId']],
      [{ content: 'Hi', eventId: randomUUID() }, ['eventId']],
      [{ content: 'Hi', arenaId: randomUUID(), eventId: randomUUID() }, ['arenaId', 'eventId']],
      [{ content: '   ' }, ['content']],
      [{}, ['content']],
      [{ content: 'Hi', photoUrl: 'javascript:alert(1)' }, ['photoUrl']],
      [{ content: 'Hi', arenaId: 'nope' }, ['arenaId']],
    ];
    for (const [body, paths] of cases) {
      const response = await agent.post('/api/feed').send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(paths);
    }
    const unknownArena = await agent.post('/api/feed').send({ content: 'Hi', arenaId: randomUUID() });
    expect(unknownArena.body.errors[0].message).toBe('Arena not found');
    expect(await feedCount()).toBe(0);
  });
});
