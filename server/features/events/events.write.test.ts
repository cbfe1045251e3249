import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventComments, events, feedItems, type Arena, type Event, type User } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createProducer, createUpload, createUser, signIn } from '../../test/factories';
import { daysFromNow, giveBadge, rowCount } from './events.test-helpers';

let t: TestApp;
let arena: Arena;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

beforeAll(async () => {
  t = await createTestApp();
  arena = await createArena(t.db, { name: 'Will Rogers Coliseum' });
});
afterAll(async () => { await t.close(); });

/** Runs `request` and checks that it changed neither events, feed items nor comments. */
async function expectNothingWritten(request: () => PromiseLike<unknown>) {
  const before = [await rowCount(t.db, events), await rowCount(t.db, feedItems), await rowCount(t.db, eventComments)];
  await request();
  expect([await rowCount(t.db, events), await rowCount(t.db, feedItems), await rowCount(t.db, eventComments)]).toEqual(before);
}

describe('POST /api/events', () => {
  let agent: ReturnType<TestApp['agent']>;
  let creator: User;
  const validBody = () => ({
    name: 'Spring Fling 4D', arenaId: arena.id, date: daysFromNow(20).toISOString(), time: '9:00 AM',
    patternSize: 'medium', description: 'Open 4D, youth and pee wee.',
    eventFlyerUrl: 'https://example.com/flyer.png', saddlebookUrl: 'https://saddlebook.com/e/123',
  });

  beforeAll(async () => {
    agent = t.agent();
    creator = await signIn(agent, t.db);
  });

  it("keeps the rider's uploaded flyer as the event's flyer; another rider's upload or a link and an upload at once is a 400", async () => {
    const flyer = await createUpload(t.db, creator.id);
    const { eventFlyerUrl: _link, ...withoutLink } = validBody();
    const both = await agent.post('/api/events').send({ ...validBody(), name: 'Flyer Both', flyerUploadId: flyer.id });
    expect(both.status).toBe(400);
    expect(paths(both.body)).toEqual(['flyerUploadId']);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    await expectNothingWritten(async () => {
      const refused = await agent.post('/api/events').send({ ...withoutLink, name: 'Flyer Theirs', flyerUploadId: theirs.id });
      expect(refused.status).toBe(400);
      expect(paths(refused.body)).toEqual(['flyerUploadId']);
    });
    const created = await agent.post('/api/events').send({ ...withoutLink, name: 'Flyer Kept', flyerUploadId: flyer.id });
    expect(created.status).toBe(201);
    expect(created.body.eventFlyerUrl).toBe(`/uploads/${flyer.id}/1000.webp`);
  });

  it('creates the event as the session user, with a feed item, in the list shape', async () => {
    const someoneElse = await createUser(t.db);
    const body = { ...validBody(), createdBy: someoneElse.id, userId: someoneElse.id };
    const response = await agent.post('/api/events').send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Spring Fling 4D', arenaId: arena.id, date: body.date, time: '9:00 AM', patternSize: 'medium',
      createdBy: creator.id, producerId: null, barrelPattern: null, imageUrl: null,
      eventFlyerUrl: 'https://example.com/flyer.png', saddlebookUrl: 'https://saddlebook.com/e/123',
      arena: { id: arena.id, name: 'Will Rogers Coliseum', city: 'Fort Worth', state: 'TX' },
      producer: null, distance: null, isSaved: false, savedEventId: null,
      isFromFollowedArena: false, isFromFollowedProducer: false,
    });
    const feed = await t.db.select().from(feedItems).where(eq(feedItems.eventId, response.body.id));
    expect(feed).toEqual([expect.objectContaining({
      userId: creator.id, type: 'event', arenaId: arena.id, content: 'Posted a new event: Spring Fling 4D',
    })]);
  });

  it('takes the optional barrel pattern, producer and image', async () => {
    const producer = await createProducer(t.db, { name: 'Triple R Barrels' });
    const response = await agent.post('/api/events').send({
      ...validBody(), name: 'Producer Night', barrelPattern: 'Standard', producerId: producer.id,
      imageUrl: 'http://example.com/a.jpg', description: '', eventFlyerUrl: '', saddlebookUrl: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      barrelPattern: 'Standard', producerId: producer.id, producer: { id: producer.id, name: 'Triple R Barrels' },
      imageUrl: 'http://example.com/a.jpg', description: null, eventFlyerUrl: null, saddlebookUrl: null,
    });
  });

  it('returns the existing event for a repeated create instead of a duplicate', async () => {
    const body = { ...validBody(), name: 'Double Click Derby' };
    const first = await agent.post('/api/events').send(body);
    expect(first.status).toBe(201);
    let second: { status: number; body: { id: string } } | undefined;
    await expectNothingWritten(async () => { second = await agent.post('/api/events').send({ ...body, name: 'double click derby' }); });
    expect(second!.status).toBe(200);
    expect(second!.body.id).toBe(first.body.id);
  });

  it('answers 401 to a visitor and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const response = await t.agent().post('/api/events').send(validBody());
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Unauthorized');
    });
  });

  it('refuses an invalid body with 400 naming the field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ date: 'someday' }, 'date'],
      [{ time: '' }, 'time'],
      [{ patternSize: 'huge' }, 'patternSize'],
      [{ eventFlyerUrl: 'javascript:alert(1)' }, 'eventFlyerUrl'],
      [{ saddlebookUrl: 'ftp://example.com/x' }, 'saddlebookUrl'],
      [{ arenaId: 'nope' }, 'arenaId'],
    ];
    for (const [change, field] of cases) {
      await expectNothingWritten(async () => {
        const response = await agent.post('/api/events').send({ ...validBody(), ...change });
        expect(response.status).toBe(400);
        expect(paths(response.body)).toContain(field);
      });
    }
    const missingName = await agent.post('/api/events').send({ ...validBody(), name: '' });
    expect(missingName.body.message).toBe('Please fill in all required fields.');
  });

  it('refuses an unknown arena or producer with 400 naming it and writes nothing', async () => {
    for (const [change, field] of [[{ arenaId: UNKNOWN_ID }, 'arenaId'], [{ producerId: UNKNOWN_ID }, 'producerId']] as const) {
      await expectNothingWritten(async () => {
        const response = await agent.post('/api/events').send({ ...validBody(), ...change });
        expect(response.status).toBe(400);
        expect(paths(response.body)).toEqual([field]);
      });
    }
  });
});

describe('event comments', () => {
  let event: Event;
  let jane: User;
  let emailOnly: User;
  let nameless: User;

  beforeAll(async () => {
    event = await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(4) });
    jane = await createUser(t.db, { firstName: 'Jane', lastName: 'Doe', profileImageUrl: 'https://example.com/jane.png' });
    emailOnly = await createUser(t.db, { firstName: null, lastName: null, email: 'only-email@example.com' });
    nameless = await createUser(t.db, { firstName: '  ', lastName: null, email: null });
    await giveBadge(t.db, jane.id, 'first_review', 'bronze');
    await giveBadge(t.db, jane.id, 'event_goer', 'gold', new Date('2024-01-01'));
    await giveBadge(t.db, jane.id, 'arena_scout', 'silver');
    await giveBadge(t.db, jane.id, 'top_reviewer', 'gold', new Date('2024-06-01'));
    await giveBadge(t.db, emailOnly.id, 'mystery_ribbon', 'bronze');
    const base = Date.now() - 60 * 60 * 1000;
    await t.db.insert(eventComments).values([
      { eventId: event.id, userId: nameless.id, commentText: 'Third', createdAt: new Date(base + 3000) },
      { eventId: event.id, userId: jane.id, commentText: 'First', createdAt: new Date(base + 1000) },
      { eventId: event.id, userId: emailOnly.id, commentText: 'Second', createdAt: new Date(base + 2000) },
    ]);
  });

  it('lists comments oldest first with the commenter name, avatar and up to 3 badges, best first', async () => {
    const response = await t.agent().get(`/api/events/${event.id}/comments`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const [first, second, third] = response.body;
    expect(first).toEqual({
      id: expect.any(String), eventId: event.id, userId: jane.id, commentText: 'First', createdAt: expect.any(String), editedAt: null,
      userName: 'Jane Doe', userAvatar: 'https://example.com/jane.png',
      badges: [
        expect.objectContaining({ badgeType: 'top_reviewer', badgeLevel: 'gold', name: 'Top Reviewer', icon: 'trophy' }),
        expect.objectContaining({ badgeType: 'event_goer', badgeLevel: 'gold', name: 'Event Goer', icon: 'award' }),
        expect.objectContaining({ badgeType: 'arena_scout', badgeLevel: 'silver', name: 'Arena Scout', icon: 'map-pin' }),
      ],
    });
    expect(first.badges[0]).toEqual({
      id: expect.any(String), badgeType: 'top_reviewer', badgeLevel: 'gold', name: 'Top Reviewer',
      description: expect.any(String), icon: 'trophy',
    });
    expect(second).toMatchObject({
      commentText: 'Second', userName: 'only-email@example.com', userAvatar: null,
      badges: [{ badgeType: 'mystery_ribbon', name: 'Mystery Ribbon', icon: 'award' }],
    });
    expect(third).toMatchObject({ commentText: 'Third', userName: 'User', badges: [] });
    expect(new Date(first.createdAt).getTime()).toBeLessThan(new Date(second.createdAt).getTime());
  });

  it('pages comments', async () => {
    const response = await t.agent().get(`/api/events/${event.id}/comments`).query({ limit: 1, offset: 1 });
    expect(response.body.map((comment: { commentText: string }) => comment.commentText)).toEqual(['Second']);
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for an unknown or malformed event', async () => {
    for (const id of [UNKNOWN_ID, 'abc']) {
      const response = await t.agent().get(`/api/events/${id}/comments`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Event not found');
    }
  });

  describe('POST /api/events/:id/comments', () => {
    it('posts a trimmed comment as the session user, answering 201 in the list shape', async () => {
      const agent = t.agent();
      const poster = await signIn(agent, t.db, { firstName: 'Reba', lastName: 'Rider' });
      await giveBadge(t.db, poster.id, 'community_helper', 'silver');
      const response = await agent.post(`/api/events/${event.id}/comments`)
        .send({ commentText: '  See y\'all there!  ', userId: jane.id });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String), eventId: event.id, userId: poster.id, commentText: 'See y\'all there!',
        createdAt: expect.any(String), editedAt: null, userName: 'Reba Rider', userAvatar: null,
        badges: [expect.objectContaining({ badgeType: 'community_helper', name: 'Community Helper' })],
      });
      const list = await t.agent().get(`/api/events/${event.id}/comments`);
      expect(list.body.at(-1).id).toBe(response.body.id);
    });

    it('answers 401 to a visitor and writes nothing', async () => {
      await expectNothingWritten(async () => {
        const response = await t.agent().post(`/api/events/${event.id}/comments`).send({ commentText: 'Hi' });
        expect(response.status).toBe(401);
      });
    });

    it('refuses blank text with 400 naming commentText, and an unknown event with 404, writing nothing', async () => {
      const agent = t.agent();
      await signIn(agent, t.db);
      for (const body of [{ commentText: '   ' }, {}, { commentText: 42 }]) {
        await expectNothingWritten(async () => {
          const response = await agent.post(`/api/events/${event.id}/comments`).send(body);
          expect(response.status).toBe(400);
          expect(paths(response.body)).toEqual(['commentText']);
        });
      }
      for (const id of [UNKNOWN_ID, 'abc']) {
        await expectNothingWritten(async () => {
          const response = await agent.post(`/api/events/${id}/comments`).send({ commentText: 'Hello' });
          expect(response.status).toBe(404);
          expect(response.body.message).toBe('Event not found');
        });
      }
    });
  });
});
