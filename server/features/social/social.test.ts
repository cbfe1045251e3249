import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arenaFollows, arenaLikes, eventProducerFollows, savedEvents,
} from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createProducer, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type SocialTable = typeof savedEvents | typeof arenaFollows | typeof arenaLikes | typeof eventProducerFollows;

const rowCount = async (table: SocialTable) => (await t.db.select({ n: count() }).from(table))[0].n;
const day = 24 * 60 * 60 * 1000;

/** The four save/follow/like resources share their create and delete rules. */
const resources = [
  {
    name: 'saved events', path: '/api/saved-events', table: savedEvents, targetKey: 'eventId',
    createTarget: async () => (await createEvent(t.db)).id, notFound: 'Event not found', invalidMessage: 'Choose an event',
  },
  {
    name: 'arena follows', path: '/api/arena-follows', table: arenaFollows, targetKey: 'arenaId',
    createTarget: async () => (await createArena(t.db)).id, notFound: 'Arena not found', invalidMessage: 'Choose an arena',
  },
  {
    name: 'arena likes', path: '/api/arena-likes', table: arenaLikes, targetKey: 'arenaId',
    createTarget: async () => (await createArena(t.db)).id, notFound: 'Arena not found', invalidMessage: 'Choose an arena',
  },
  {
    name: 'event producer follows', path: '/api/event-producer-follows', table: eventProducerFollows,
    targetKey: 'producerId', createTarget: async () => (await createProducer(t.db)).id,
    notFound: 'Event producer not found', invalidMessage: 'Choose an event producer',
  },
] as const;

describe.each(resources)('$name: create and delete', ({ path, table, targetKey, createTarget, notFound, invalidMessage }) => {
  it(`POST ${path} creates the row for the session user (201), ignoring a userId in the body`, async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const someoneElse = await createUser(t.db);
    const targetId = await createTarget();
    const response = await agent.post(path).send({ userId: someoneElse.id, [targetKey]: targetId });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String), userId: user.id, [targetKey]: targetId, createdAt: expect.any(String),
    });
    expect(new Date(response.body.createdAt).toISOString()).toBe(response.body.createdAt);
    const stored = await t.db.select().from(table).where(eq(table.id, response.body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].userId).toBe(user.id);
    expect(await t.db.select().from(table).where(eq(table.userId, someoneElse.id))).toHaveLength(0);
  });

  it(`POST ${path} again returns the existing row with 200`, async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const targetId = await createTarget();
    const first = await agent.post(path).send({ [targetKey]: targetId });
    const before = await rowCount(table);
    const again = await agent.post(path).send({ [targetKey]: targetId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowCount(table)).toBe(before);
  });

  it(`two simultaneous identical POST ${path} end with exactly one row and both succeed`, async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const targetId = await createTarget();
    const responses = await Promise.all(Array.from({ length: 4 }, () => agent.post(path).send({ [targetKey]: targetId })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(1);
  });

  it(`POST ${path} is 401 signed out and stores nothing`, async () => {
    const targetId = await createTarget();
    const before = await rowCount(table);
    const response = await t.agent().post(path).send({ [targetKey]: targetId });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    expect(await rowCount(table)).toBe(before);
  });

  it(`POST ${path} with an unknown target is 404 '${notFound}' and stores nothing`, async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await rowCount(table);
    const response = await agent.post(path).send({ [targetKey]: randomUUID() });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: notFound });
    expect(await rowCount(table)).toBe(before);
  });

  it(`POST ${path} with a missing or malformed ${targetKey} is 400 naming the field`, async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await rowCount(table);
    for (const body of [{}, { [targetKey]: 'not-a-uuid' }, { [targetKey]: 42 }]) {
      const response = await agent.post(path).send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: targetKey, message: invalidMessage }]);
    }
    expect(await rowCount(table)).toBe(before);
  });

  it(`DELETE ${path}/:id removes the user's own row (204)`, async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const created = await agent.post(path).send({ [targetKey]: await createTarget() });
    const response = await agent.delete(`${path}/${created.body.id}`);
    expect(response.status).toBe(204);
    expect(await t.db.select().from(table).where(eq(table.id, created.body.id))).toHaveLength(0);
    // Creating again after removing works (the toggle).
    expect((await agent.post(path).send({ [targetKey]: created.body[targetKey] })).status).toBe(201);
  });

  it(`DELETE ${path}/:id of someone else's row is 403 and keeps it`, async () => {
    const owner = t.agent();
    await signIn(owner, t.db);
    const created = await owner.post(path).send({ [targetKey]: await createTarget() });
    const intruder = t.agent();
    await signIn(intruder, t.db);
    const response = await intruder.delete(`${path}/${created.body.id}`);
    expect(response.status).toBe(403);
    expect(await t.db.select().from(table).where(eq(table.id, created.body.id))).toHaveLength(1);
  });

  it(`DELETE ${path}/:id is 404 for unknown and malformed ids and 401 signed out`, async () => {
    const owner = t.agent();
    await signIn(owner, t.db);
    const created = await owner.post(path).send({ [targetKey]: await createTarget() });
    const before = await rowCount(table);
    expect((await owner.delete(`${path}/${randomUUID()}`)).status).toBe(404);
    expect((await owner.delete(`${path}/not-a-uuid`)).status).toBe(404);
    const signedOut = await t.agent().delete(`${path}/${created.body.id}`);
    expect(signedOut.status).toBe(401);
    expect(await rowCount(table)).toBe(before);
  });
});

describe('GET /api/saved-events', () => {
  it('lists only the session user\'s saved events, soonest event first, with the event and its arena', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const other = await createUser(t.db);
    const arena = await createArena(t.db, { name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX', footingCondition: 'good' });
    const later = await createEvent(t.db, { arenaId: arena.id, date: new Date(Date.now() + 20 * day), name: 'Later' });
    const sooner = await createEvent(t.db, { arenaId: arena.id, date: new Date(Date.now() + 2 * day), name: 'Sooner' });
    await agent.post('/api/saved-events').send({ eventId: later.id });
    await agent.post('/api/saved-events').send({ eventId: sooner.id });
    await t.db.insert(savedEvents).values({ userId: other.id, eventId: (await createEvent(t.db)).id });

    const response = await agent.get('/api/saved-events').query({ userId: other.id });
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((saved: { event: { name: string } }) => saved.event.name)).toEqual(['Sooner', 'Later']);
    // The row's bookkeeping (the added-money total, the update time, the copies of the arena's position and of its
    // name and place for a search, the list row kept as JSON, the hidden flag) is not the event's to show.
    const {
      totalAddedMoney: _total, updatedAt: _updated, deletedAt: _deleted, arenaLatitude: _latitude, arenaLongitude: _longitude,
      geoCell: _cell, searchText: _searchText, listJson: _listJson, hidden: _hidden, ...soonerFields
    } = { ...sooner, removed: false };
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      userId: user.id,
      eventId: sooner.id,
      createdAt: expect.any(String),
      event: {
        ...JSON.parse(JSON.stringify(soonerFields)),
        arena: { id: arena.id, name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX', footingCondition: 'good', timeZone: 'America/Chicago' },
      },
    });
    // Written by PostgreSQL as JSON.stringify writes a Date.
    const [saved] = await t.db.select().from(savedEvents).where(eq(savedEvents.id, response.body[0].id));
    expect(response.body[0].createdAt).toBe(saved.createdAt.toISOString());
  });

  it('pages with limit and offset, keeping the total in X-Total-Count', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const names = ['A', 'B', 'C', 'D', 'E'];
    for (const [index, name] of names.entries()) {
      const event = await createEvent(t.db, { name, date: new Date(Date.now() + (index + 1) * day) });
      await agent.post('/api/saved-events').send({ eventId: event.id });
    }
    const page = await agent.get('/api/saved-events?limit=2&offset=2');
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.map((saved: { event: { name: string } }) => saved.event.name)).toEqual(['C', 'D']);
    expect((await agent.get('/api/saved-events?limit=0')).status).toBe(400);
    expect((await agent.get('/api/saved-events?limit=201')).body.errors[0].path).toBe('limit');
  });

  it('is 401 signed out', async () => {
    expect((await t.agent().get('/api/saved-events')).status).toBe(401);
  });

  it('uses the same number of SQL statements for 1 row as for 25', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const arena = await createArena(t.db);
    for (let index = 0; index < 25; index += 1) {
      const event = await createEvent(t.db, { arenaId: arena.id });
      await t.db.insert(savedEvents).values({ userId: user.id, eventId: event.id });
    }
    const tracker = trackQueries(t.pool);
    try {
      const one = await agent.get('/api/saved-events?limit=1');
      const forOne = tracker.count;
      tracker.reset();
      const many = await agent.get('/api/saved-events?limit=25');
      expect(one.body).toHaveLength(1);
      expect(many.body).toHaveLength(25);
      expect(tracker.count).toBe(forOne);
    } finally {
      tracker.stop();
    }
  });
});

describe('GET /api/arena-follows', () => {
  it('lists the session user\'s followed arenas, newest follow first, with the arena summary', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const first = await createArena(t.db, { name: 'First', coverImage: 'https://img.example/first.jpg', footingCondition: 'excellent' });
    const second = await createArena(t.db, { name: 'Second' });
    await t.db.insert(arenaFollows).values([
      { userId: user.id, arenaId: first.id, createdAt: new Date(Date.now() - day) },
      { userId: user.id, arenaId: second.id },
      { userId: (await createUser(t.db)).id, arenaId: first.id },
    ]);
    const response = await agent.get('/api/arena-follows');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((follow: { arena: { name: string } }) => follow.arena.name)).toEqual(['Second', 'First']);
    expect(response.body[1]).toEqual({
      id: expect.any(String), userId: user.id, arenaId: first.id, createdAt: expect.any(String),
      arena: {
        id: first.id, name: 'First', city: 'Fort Worth', state: 'TX',
        coverImage: 'https://img.example/first.jpg', footingCondition: 'excellent',
      },
    });
    expect((await agent.get('/api/arena-follows?limit=1&offset=1')).body[0].arenaId).toBe(first.id);
    expect((await t.agent().get('/api/arena-follows')).status).toBe(401);
  });
});

describe('GET /api/event-producer-follows', () => {
  it('lists the session user\'s followed producers, newest follow first, with id, name and logo', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const older = await createProducer(t.db, { name: 'Older', logoUrl: 'https://img.example/logo.png' });
    const newer = await createProducer(t.db, { name: 'Newer' });
    await t.db.insert(eventProducerFollows).values([
      { userId: user.id, producerId: older.id, createdAt: new Date(Date.now() - day) },
      { userId: user.id, producerId: newer.id },
    ]);
    const response = await agent.get('/api/event-producer-follows');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toEqual([
      {
        id: expect.any(String), userId: user.id, producerId: newer.id, createdAt: expect.any(String),
        producer: { id: newer.id, name: 'Newer', logoUrl: null },
      },
      {
        id: expect.any(String), userId: user.id, producerId: older.id, createdAt: expect.any(String),
        producer: { id: older.id, name: 'Older', logoUrl: 'https://img.example/logo.png' },
      },
    ]);
    expect((await t.agent().get('/api/event-producer-follows')).status).toBe(401);
  });
});

describe('list statement counts', () => {
  it.each([
    ['/api/arena-follows', async (userId: string) => {
      await t.db.insert(arenaFollows).values({ userId, arenaId: (await createArena(t.db)).id });
    }],
    ['/api/event-producer-follows', async (userId: string) => {
      await t.db.insert(eventProducerFollows).values({ userId, producerId: (await createProducer(t.db)).id });
    }],
  ])('%s uses the same number of statements for 1 row as for 25', async (path, addOne) => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    for (let index = 0; index < 25; index += 1) await addOne(user.id);
    const tracker = trackQueries(t.pool);
    try {
      const one = await agent.get(`${path}?limit=1`);
      const forOne = tracker.count;
      tracker.reset();
      const many = await agent.get(`${path}?limit=25`);
      expect([one.body.length, many.body.length]).toEqual([1, 25]);
      expect(tracker.count).toBe(forOne);
    } finally {
      tracker.stop();
    }
  });
});
