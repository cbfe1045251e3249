import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, feedItems, reviews } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createUser, signIn } from '../../test/factories';
import { addReview } from './arenas.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const countRows = async (table: typeof arenas | typeof reviews | typeof feedItems) =>
  (await t.db.select({ count: sql<number>`count(*)::int` }).from(table))[0].count;
const errorPaths = (body: { errors: { path: string }[] }) => body.errors.map((error) => error.path);

describe('POST /api/arenas', () => {
  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const before = await countRows(arenas);
    const response = await t.agent().post('/api/arenas').send({ name: 'Sneaky Arena', city: 'Waco', state: 'TX' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    expect(await countRows(arenas)).toBe(before);
  });

  it('creates from the quick dialog, storing empty optional values as null, and answers 201 with the read model', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const response = await agent.post('/api/arenas').send({
      name: '  Brazos Valley Arena ', address: '', city: 'Bryan', state: 'tx', zipCode: '', latitude: '', longitude: '',
      footingType: 'sand', arenaType: 'covered',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Brazos Valley Arena', city: 'Bryan', state: 'TX', address: null, zipCode: null, latitude: null,
      longitude: null, footingType: 'sand', arenaType: 'covered', largeRigsFriendly: null, parkingSurface: null,
      coverImage: null, ownerId: null, photos: [], parkingPhotoUrl: null, eventCount: 0, averageRating: 0,
      reviewCount: 0, likeCount: 0, isLiked: false, isFollowing: false, distance: null,
    });
    const [stored] = await t.db.select().from(arenas).where(eq(arenas.id, response.body.id));
    expect(stored).toMatchObject({ name: 'Brazos Valley Arena', state: 'TX', address: null, zipCode: null, largeRigsFriendly: null });
  });

  it('stores an unanswered large-rigs question as null, which the detail shows as such, never as false', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const answers = [
      [undefined, null], [null, null], ['', null], ['yes', true], ['limited', false], [true, true], [false, false],
    ] as const;
    for (const [index, [sent, kept]] of answers.entries()) {
      const response = await agent.post('/api/arenas').send({
        name: `Rig Question Arena ${index}`, city: 'Bryan', state: 'TX', ...(sent !== undefined && { largeRigsFriendly: sent }),
      });
      expect(response.status, JSON.stringify(sent)).toBe(201);
      const detail = await t.agent().get(`/api/arenas/${response.body.id}`);
      expect(detail.body.largeRigsFriendly, JSON.stringify(sent)).toBe(kept);
    }
  });

  it('stores only the street of an address that repeats the city and state (the town picked in the quick dialog)', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const town = await agent.post('/api/arenas')
      .send({ name: 'Dublin Rodeo Grounds', address: 'Dublin, TX, USA', city: 'Dublin', state: 'TX' });
    expect(town.status).toBe(201);
    expect((await t.agent().get(`/api/arenas/${town.body.id}`)).body).toMatchObject({ address: null, city: 'Dublin', state: 'TX' });
    const street = await agent.post('/api/arenas').send({
      name: 'Erath County Arena', address: '1200 Ranch Rd, Stephenville, TX 76401, USA', city: 'Stephenville', state: 'tx',
    });
    expect((await t.agent().get(`/api/arenas/${street.body.id}`)).body).toMatchObject({
      address: '1200 Ranch Rd', city: 'Stephenville', state: 'TX',
    });
  });

  it('creates from the full register form with every field', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const form = {
      name: 'Lazy E Arena', address: '9600 Lazy E Dr', city: 'Guthrie', state: 'OK', zipCode: '73044',
      latitude: '35.8789', longitude: -97.4253, footingType: 'Sand and clay mix', arenaType: 'indoor',
      parkingSurface: 'Gravel', parkingCapacity: '500 rigs', largeRigsFriendly: true, nearbyFuel: 'Love\'s 3 mi',
      nearbyFood: 'Cafe on site', nearbyFeedStore: 'Guthrie Feed', nearbyVet: 'Logan County Vet',
      nearbyFarrier: 'On call', coverImage: 'https://example.com/lazy-e.jpg', videoUrl: 'https://youtu.be/abc123',
      ownerId: (await createUser(t.db)).id, userId: 'ignored',
    };
    const response = await agent.post('/api/arenas').send(form);
    expect(response.status).toBe(201);
    const { ownerId: _ignored, userId: _alsoIgnored, latitude: _lat, longitude: _lng, ...rest } = form;
    expect(response.body).toMatchObject({ ...rest, latitude: '35.8789000', longitude: '-97.4253000', ownerId: null });
  });

  it.each([
    [{ city: 'Waco', state: 'TX' }, 'name', 'Please fill in all required fields.'],
    [{ name: 'Arena', state: 'TX' }, 'city', 'Please fill in all required fields.'],
    [{ name: 'Arena', city: 'Waco', state: 'Texas' }, 'state', 'State must be a 2-letter code'],
    [{ name: 'Arena', city: 'Waco', state: 'TX', arenaType: 'barn' }, 'arenaType', undefined],
    [{ name: 'Arena', city: 'Waco', state: 'TX', latitude: '95' }, 'latitude', 'Must be between -90 and 90'],
    [{ name: 'Arena', city: 'Waco', state: 'TX', coverImage: 'javascript:alert(1)' }, 'coverImage', undefined],
    [{ name: 'Arena', city: 'Waco', state: 'TX', largeRigsFriendly: 'sometimes' }, 'largeRigsFriendly', undefined],
  ])('rejects %j with 400 naming %s and stores nothing', async (body, path, message) => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await countRows(arenas);
    const response = await agent.post('/api/arenas').send(body);
    expect(response.status).toBe(400);
    expect(errorPaths(response.body)).toContain(path);
    if (message) expect(response.body.errors.find((error: { path: string }) => error.path === path).message).toBe(message);
    expect(await countRows(arenas)).toBe(before);
  });

  it('returns the existing arena (200) for the same name, city and state, even when sent twice at once', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const body = { name: 'Twin Oaks Arena', city: 'Tyler', state: 'TX' };
    const before = await countRows(arenas);
    const [first, second] = await Promise.all([agent.post('/api/arenas').send(body), agent.post('/api/arenas').send(body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    const again = await agent.post('/api/arenas').send({ name: 'twin oaks arena', city: 'TYLER', state: 'tx' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await countRows(arenas)).toBe(before + 1);
    const elsewhere = await agent.post('/api/arenas').send({ ...body, city: 'Longview' });
    expect(elsewhere.status).toBe(201);
  });
});

describe('POST /api/arenas/:id/reviews', () => {
  const counts = async () => ({ reviews: await countRows(reviews), feed: await countRows(feedItems) });

  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const arena = await createArena(t.db);
    const before = await counts();
    const response = await t.agent().post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Great' });
    expect(response.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('stores the review and its feed item, answers 201 in the detail\'s review shape, and updates the rating', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db, { firstName: 'Hailey', lastName: 'Kinsel' });
    const stranger = await createUser(t.db);
    const arena = await createArena(t.db);
    await addReview(t.db, arena.id, 4);
    const before = await counts();

    const response = await agent.post(`/api/arenas/${arena.id}/reviews`).send({
      rating: 5, reviewText: '  Deep, even footing.  ', footingType: 'sand', parkingSurface: '', userId: stranger.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      arenaId: arena.id, userId: viewer.id, rating: 5, reviewText: 'Deep, even footing.', footingType: 'sand',
      parkingSurface: null, helpfulCount: 0, userName: 'Hailey Kinsel', photos: [],
    });
    expect(new Date(response.body.createdAt).toISOString()).toBe(response.body.createdAt);
    expect(await counts()).toEqual({ reviews: before.reviews + 1, feed: before.feed + 1 });
    const [feedItem] = await t.db.select().from(feedItems).where(eq(feedItems.arenaId, arena.id));
    expect(feedItem).toMatchObject({ type: 'review', content: 'Deep, even footing.', userId: viewer.id, eventId: null });

    const detail = await t.agent().get(`/api/arenas/${arena.id}`);
    expect(detail.body).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    expect(detail.body.reviews[0]).toEqual(response.body);
  });

  it.each([
    [{ rating: 6, reviewText: 'Too good' }, 'rating'],
    [{ rating: 0, reviewText: 'Too bad' }, 'rating'],
    [{ rating: 4.5, reviewText: 'Half star' }, 'rating'],
    [{ reviewText: 'No rating' }, 'rating'],
    [{ rating: 4, reviewText: '   ' }, 'reviewText'],
    [{ rating: 4 }, 'reviewText'],
  ])('rejects %j with 400 naming %s and stores nothing', async (body, path) => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const arena = await createArena(t.db);
    const before = await counts();
    const response = await agent.post(`/api/arenas/${arena.id}/reviews`).send(body);
    expect(response.status).toBe(400);
    expect(errorPaths(response.body)).toContain(path);
    if (path === 'reviewText') expect(response.body.message).toBe('Please write a review before submitting.');
    expect(await counts()).toEqual(before);
  });

  it('answers 404 "Arena not found" for an unknown or malformed arena id', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await counts();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await agent.post(`/api/arenas/${id}/reviews`).send({ rating: 5, reviewText: 'Ghost arena' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Arena not found');
    }
    expect(await counts()).toEqual(before);
  });

  it('allows one review per rider and arena: a second one is 409 and changes nothing', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const arena = await createArena(t.db);
    expect((await agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 3, reviewText: 'Fine' })).status).toBe(201);
    const before = await counts();
    const duplicate = await agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Changed my mind' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('You have already reviewed this arena');
    expect(await counts()).toEqual(before);

    const other = t.agent();
    await signIn(other, t.db);
    expect((await other.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Loved it' })).status).toBe(201);
  });

  it('writes the review and the feed item together: a failing feed insert leaves no review behind', async () => {
    await t.pool.query(`create function refuse_feed() returns trigger language plpgsql as $$
      begin if new.content = 'FEED WILL FAIL' then raise exception 'feed refused'; end if; return new; end $$`);
    await t.pool.query('create trigger refuse_feed before insert on feed_items for each row execute function refuse_feed()');
    try {
      const agent = t.agent();
      await signIn(agent, t.db);
      const arena = await createArena(t.db);
      const before = await counts();
      const response = await agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 2, reviewText: 'FEED WILL FAIL' });
      expect(response.status).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await t.pool.query('drop trigger refuse_feed on feed_items; drop function refuse_feed()');
    }
  });
});
