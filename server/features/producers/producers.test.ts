import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventProducerFollows, eventProducers } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createProducer, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const DAY = 24 * 60 * 60 * 1000;

async function follow(userId: string, producerId: string) {
  const [row] = await t.db.insert(eventProducerFollows).values({ userId, producerId }).returning();
  return row;
}

describe('GET /api/event-producers/:id', () => {
  it('returns the producer columns, its upcoming event count and signed-out follow fields', async () => {
    const producer = await createProducer(t.db, {
      name: 'Better Barrel Races', bio: 'Futurities and derbies', email: 'office@bbr.example', phone: '555-0100',
      website: 'https://bbr.example', logoUrl: '/logo.png', coverImage: '/cover.jpg',
    });
    await createEvent(t.db, { producerId: producer.id });
    await createEvent(t.db, { producerId: producer.id, date: new Date(Date.now() + 30 * DAY) });
    await createEvent(t.db, { producerId: producer.id, date: new Date(Date.now() - 10 * DAY) });
    await createEvent(t.db);
    const fan = await createUser(t.db);
    await follow(fan.id, producer.id);

    const response = await t.agent().get(`/api/event-producers/${producer.id}?userId=${fan.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: producer.id,
      name: 'Better Barrel Races',
      bio: 'Futurities and derbies',
      email: 'office@bbr.example',
      phone: '555-0100',
      website: 'https://bbr.example',
      logoUrl: '/logo.png',
      coverImage: '/cover.jpg',
      userId: null,
      createdAt: producer.createdAt.toISOString(),
      eventCount: 2,
      isFollowing: false,
      producerFollowId: null,
    });
  });

  it('shows the signed-in viewer\'s own follow and its id', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    const followed = await createProducer(t.db);
    const notFollowed = await createProducer(t.db);
    const row = await follow(viewer.id, followed.id);
    await follow((await createUser(t.db)).id, notFollowed.id);

    expect((await agent.get(`/api/event-producers/${followed.id}`)).body)
      .toMatchObject({ isFollowing: true, producerFollowId: row.id });
    expect((await agent.get(`/api/event-producers/${notFollowed.id}`)).body)
      .toMatchObject({ isFollowing: false, producerFollowId: null, eventCount: 0 });
  });

  it('answers 404 "Event producer not found" for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await t.agent().get(`/api/event-producers/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Event producer not found' });
    }
  });
});

describe('GET /api/event-producers', () => {
  it('lists producers by name with event counts and viewer follows, paged with X-Total-Count', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    const busy = await createProducer(t.db, { name: '000 Busy Producer' });
    await createProducer(t.db, { name: '000 Quiet Producer' });
    for (let index = 0; index < 3; index += 1) await createEvent(t.db, { producerId: busy.id });
    const row = await follow(viewer.id, busy.id);

    const response = await agent.get('/api/event-producers?limit=2');
    const total = (await t.db.select().from(eventProducers)).length;
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.body.map((producer: Record<string, unknown>) => [
      producer.name, producer.eventCount, producer.isFollowing, producer.producerFollowId,
    ])).toEqual([
      ['000 Busy Producer', 3, true, row.id],
      ['000 Quiet Producer', 0, false, null],
    ]);
    const next = await agent.get('/api/event-producers?limit=2&offset=1');
    expect(next.body[0].name).toBe('000 Quiet Producer');
    expect((await agent.get('/api/event-producers?limit=500')).status).toBe(400);
  });

  it('writes each row as the producer\'s own page gives it, for a follower and a visitor', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    const producer = await createProducer(t.db, {
      name: '000 "Quoted" Producer', bio: 'Tabs\tnewlines\n\\ and ünïcode', email: 'a@b.example', website: 'https://p.example',
    });
    await createEvent(t.db, { producerId: producer.id });
    await follow(viewer.id, producer.id);
    for (const who of [agent, t.agent()]) {
      const { body: [row] } = await who.get('/api/event-producers?limit=1');
      expect(row.name).toBe('000 "Quoted" Producer');
      expect(row).toEqual((await who.get(`/api/event-producers/${producer.id}`)).body);
    }
    expect((await agent.get('/api/event-producers?limit=1')).body[0]).toMatchObject({ isFollowing: true, eventCount: 1 });
  });

  it('counts the producers again once one is added, and a page past the end still says the total', async () => {
    const before = Number((await t.agent().get('/api/event-producers?limit=1')).headers['x-total-count']);
    await createProducer(t.db);
    const after = await t.agent().get('/api/event-producers?limit=1');
    expect(Number(after.headers['x-total-count'])).toBe(before + 1);
    const past = await t.agent().get(`/api/event-producers?limit=1&offset=${before + 5}`);
    expect(past.body).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(before + 1);
  });

  it('sends the same number of statements for a page of 1 and a page of 25 producers', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    for (let index = 0; index < 25; index += 1) {
      const producer = await createProducer(t.db);
      await createEvent(t.db, { producerId: producer.id });
      if (index % 2) await follow(viewer.id, producer.id);
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await agent.get('/api/event-producers?limit=1');
      const oneCount = counter.count;
      counter.reset();
      const many = await agent.get('/api/event-producers?limit=25');
      expect(one.body).toHaveLength(1);
      expect(many.body).toHaveLength(25);
      expect(counter.count).toBe(oneCount);
    } finally {
      counter.stop();
    }
  });
});
