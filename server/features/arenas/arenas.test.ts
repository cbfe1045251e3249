import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { arenas, events, hiddenContent, horseHotels, reviews } from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createHotel, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import { addArenaPhoto, addReview, followArena, likeArena, minutesAgo } from './arenas.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A word no other test's arena contains, so `search` isolates each test's rows in the shared database. */
const token = () => `Zq${randomUUID().slice(0, 6)}`;
const names = (body: { name: string }[]) => body.map((arena) => arena.name);

// Real city centres; expected miles are hand-computed with the haversine formula (R = 3959 mi).
const FORT_WORTH = { lat: 32.7555, lng: -97.3308 };
const CITIES = {
  Weatherford: { lat: 32.7593, lng: -97.7973, miles: 27.1 },
  Denton: { lat: 33.2148, lng: -97.1331, miles: 33.7 },
  Stephenville: { lat: 32.2207, lng: -98.2023, miles: 62.8 },
  Waco: { lat: 31.5493, lng: -97.1467, miles: 84.0 },
  OklahomaCity: { lat: 35.4676, lng: -97.5164, miles: 187.7 },
};

describe('GET /api/arenas read model', () => {
  it('returns every arena column plus photos, counts, rating and signed-out viewer fields', async () => {
    const tag = token();
    const arena = await createArena(t.db, { name: `${tag} Cowtown Coliseum`, arenaType: 'indoor', footingCondition: 'good' });
    await addArenaPhoto(t.db, arena.id, '/old-parking.jpg', 'parking', minutesAgo(50));
    await addArenaPhoto(t.db, arena.id, '/new-parking.jpg', 'parking', minutesAgo(40));
    for (let index = 1; index <= 7; index += 1) {
      await addArenaPhoto(t.db, arena.id, `/gallery-${index}.jpg`, index === 7 ? null : 'gallery', minutesAgo(30 - index));
    }
    await createEvent(t.db, { arenaId: arena.id });
    await createEvent(t.db, { arenaId: arena.id });
    await createEvent(t.db, { arenaId: arena.id, date: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) });
    await addReview(t.db, arena.id, 5);
    await addReview(t.db, arena.id, 4);
    await addReview(t.db, arena.id, 4);
    const fans = [await createUser(t.db), await createUser(t.db)];
    for (const fan of fans) await likeArena(t.db, arena.id, fan.id);

    // A userId in the query names someone who liked the arena; it must not personalise the answer.
    const response = await t.agent().get(`/api/arenas?search=${tag}&userId=${fans[0].id}`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body).toHaveLength(1);
    const body = response.body[0];
    expect(body).toMatchObject({
      id: arena.id,
      name: arena.name,
      city: 'Fort Worth',
      state: 'TX',
      latitude: '32.7555000',
      longitude: '-97.3308000',
      arenaType: 'indoor',
      footingCondition: 'good',
      largeRigsFriendly: null,
      address: null,
      ownerId: null,
      parkingPhotoUrl: '/new-parking.jpg',
      // Non-parking photos, newest first, at most 5 in the list (an untyped photo counts as a gallery photo).
      photos: ['/gallery-7.jpg', '/gallery-6.jpg', '/gallery-5.jpg', '/gallery-4.jpg', '/gallery-3.jpg'],
      eventCount: 2,
      averageRating: 4.3,
      reviewCount: 3,
      likeCount: 2,
      isLiked: false,
      arenaLikeId: null,
      isFollowing: false,
      arenaFollowId: null,
      distance: null,
    });
    expect(body.createdAt).toBe(arena.createdAt.toISOString());
  });

  it('gives an arena without photos, events or reviews empty values and a 0 rating', async () => {
    const tag = token();
    await createArena(t.db, { name: `${tag} Bare Pen` });
    const [body] = (await t.agent().get(`/api/arenas?search=${tag}`)).body;
    expect(body).toMatchObject({
      parkingPhotoUrl: null, photos: [], eventCount: 0, averageRating: 0, reviewCount: 0, likeCount: 0,
    });
  });

  it('marks the signed-in viewer\'s own like and follow with their ids, and nobody else\'s', async () => {
    const tag = token();
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    const stranger = await createUser(t.db);
    const liked = await createArena(t.db, { name: `${tag} A Liked` });
    const othersOnly = await createArena(t.db, { name: `${tag} B Others` });
    const like = await likeArena(t.db, liked.id, viewer.id);
    const follow = await followArena(t.db, liked.id, viewer.id);
    await likeArena(t.db, othersOnly.id, stranger.id);
    await followArena(t.db, othersOnly.id, stranger.id);

    const { body } = await agent.get(`/api/arenas?search=${tag}&userId=${stranger.id}`);
    expect(body.map((arena: Record<string, unknown>) => ({
      name: arena.name, isLiked: arena.isLiked, arenaLikeId: arena.arenaLikeId,
      isFollowing: arena.isFollowing, arenaFollowId: arena.arenaFollowId, likeCount: arena.likeCount,
    }))).toEqual([
      { name: liked.name, isLiked: true, arenaLikeId: like.id, isFollowing: true, arenaFollowId: follow.id, likeCount: 1 },
      { name: othersOnly.name, isLiked: false, arenaLikeId: null, isFollowing: false, arenaFollowId: null, likeCount: 1 },
    ]);
  });
});

describe('GET /api/arenas filters', () => {
  it('searches name, city, state and "city, state" case-insensitively and treats % and _ literally', async () => {
    const tag = token();
    const byName = await createArena(t.db, { name: `${tag} Lazy E Arena`, city: 'Guthrie', state: 'OK' });
    const byCity = await createArena(t.db, { name: 'Covered Pen', city: `${tag}ville`, state: 'OK' });
    await createArena(t.db, { name: `Other ${randomUUID()}`, city: 'Guthrie', state: 'OK' });

    expect(names((await t.agent().get(`/api/arenas?search=${tag.toUpperCase()}`)).body)).toEqual([byCity.name, byName.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag.toLowerCase()} lazy e`)).body)).toEqual([byName.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag}ville, ok`)).body)).toEqual([byCity.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag}VILLE OK`)).body)).toEqual([byCity.name]);
    expect((await t.agent().get('/api/arenas?search=%25%25%25')).body).toEqual([]);
    expect((await t.agent().get('/api/arenas?search=____')).body).toEqual([]);
  });

  it('matches the state code in search, and filters by state (any case; "all" means every state)', async () => {
    const tag = token();
    const idaho = await createArena(t.db, { name: `${tag} Nampa`, city: 'Nampa', state: 'ID' });
    const utah = await createArena(t.db, { name: `${tag} Ogden`, city: 'Ogden', state: 'UT' });

    expect(names((await t.agent().get(`/api/arenas?search=${tag}&state=id`)).body)).toEqual([idaho.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag}&state=UT`)).body)).toEqual([utah.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag}&state=all`)).body)).toEqual([idaho.name, utah.name]);
    const stateSearch = names((await t.agent().get('/api/arenas?search=ut&limit=200')).body);
    expect(stateSearch).toContain(utah.name);
    expect(stateSearch).not.toContain(idaho.name);
  });

  it('filters by arena type and rejects an unknown type naming the field', async () => {
    const tag = token();
    const indoor = await createArena(t.db, { name: `${tag} Indoor`, arenaType: 'indoor' });
    const covered = await createArena(t.db, { name: `${tag} Covered`, arenaType: 'covered' });
    await createArena(t.db, { name: `${tag} Unknown type` });

    expect(names((await t.agent().get(`/api/arenas?search=${tag}&arenaType=indoor`)).body)).toEqual([indoor.name]);
    expect(names((await t.agent().get(`/api/arenas?search=${tag}&arenaType=covered`)).body)).toEqual([covered.name]);
    expect((await t.agent().get(`/api/arenas?search=${tag}&arenaType=all`)).body).toHaveLength(3);
    const invalid = await t.agent().get('/api/arenas?arenaType=barn');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { path: string }) => error.path)).toContain('arenaType');
  });
});

describe('GET /api/arenas location and sort', () => {
  async function createCityArenas(tag: string) {
    for (const [city, place] of Object.entries(CITIES)) {
      await createArena(t.db, { name: `${tag} ${city}`, city, latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7) });
    }
    await createArena(t.db, { name: `${tag} Nowhere`, latitude: null, longitude: null });
  }
  const near = (tag: string, extra = '') =>
    t.agent().get(`/api/arenas?search=${tag}&latitude=${FORT_WORTH.lat}&longitude=${FORT_WORTH.lng}${extra}`);

  it('keeps arenas within 50 miles by default and returns hand-computed great-circle miles', async () => {
    const tag = token();
    await createCityArenas(tag);
    const response = await near(tag, '&sort=distance');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((arena: { name: string; distance: number }) => [arena.name, arena.distance])).toEqual([
      [`${tag} Weatherford`, CITIES.Weatherford.miles],
      [`${tag} Denton`, CITIES.Denton.miles],
    ]);
    // The hand-computed values agree with the shared haversine helper.
    expect(greatCircleMiles(FORT_WORTH, CITIES.Waco)).toBeCloseTo(CITIES.Waco.miles, 1);
  });

  it('honours radiusMiles exactly at the edges and sorts by distance', async () => {
    const tag = token();
    await createCityArenas(tag);
    const within84 = await near(tag, '&radiusMiles=84.1&sort=distance');
    expect(within84.body.map((arena: { distance: number }) => arena.distance)).toEqual([27.1, 33.7, 62.8, 84.0]);
    const within83 = await near(tag, '&radiusMiles=83.9&sort=distance');
    expect(names(within83.body)).toEqual([`${tag} Weatherford`, `${tag} Denton`, `${tag} Stephenville`]);
    const wide = await near(tag, '&radiusMiles=500&sort=distance');
    expect(names(wide.body)).toEqual(['Weatherford', 'Denton', 'Stephenville', 'Waco', 'OklahomaCity'].map((city) => `${tag} ${city}`));
    expect(wide.body[4].distance).toBe(CITIES.OklahomaCity.miles);
  });

  it('sorts by name when a location is given without sort=distance, and falls back to name without a location', async () => {
    const tag = token();
    await createCityArenas(tag);
    const byName = await near(tag, '&radiusMiles=500');
    expect(names(byName.body)).toEqual(['Denton', 'OklahomaCity', 'Stephenville', 'Waco', 'Weatherford'].map((city) => `${tag} ${city}`));
    const noLocation = await t.agent().get(`/api/arenas?search=${tag}&sort=distance`);
    expect(names(noLocation.body)).toEqual(
      ['Denton', 'Nowhere', 'OklahomaCity', 'Stephenville', 'Waco', 'Weatherford'].map((city) => `${tag} ${city}`),
    );
    expect(noLocation.body.every((arena: { distance: null }) => arena.distance === null)).toBe(true);
  });

  it('rejects half a location or an out-of-range radius', async () => {
    const halfLocation = await t.agent().get('/api/arenas?latitude=32.7');
    expect(halfLocation.status).toBe(400);
    expect(halfLocation.body.errors[0].path).toBe('longitude');
    const radius = await t.agent().get('/api/arenas?latitude=32.7&longitude=-97.3&radiusMiles=900');
    expect(radius.status).toBe(400);
    expect(radius.body.errors[0].path).toBe('radiusMiles');
  });

  it('ranks eight reviews averaging 4.6 above a single 5.0, and still reports the plain average and count', async () => {
    const tag = token();
    const single = await createArena(t.db, { name: `${tag} A Single five` });
    const many = await createArena(t.db, { name: `${tag} B Eight reviews` });
    await addReview(t.db, single.id, 5);
    // 37 / 8 = 4.625, shown as 4.6.
    for (const rating of [5, 5, 5, 5, 5, 4, 4, 4]) await addReview(t.db, many.id, rating);
    const response = await t.agent().get(`/api/arenas?search=${tag}&sort=rating`);
    expect(response.body.map((arena: { name: string; averageRating: number; reviewCount: number }) =>
      [arena.name, arena.averageRating, arena.reviewCount])).toEqual([[many.name, 4.6, 8], [single.name, 5, 1]]);
    // The home page's featured arenas are this list's first page.
    const featured = await t.agent().get(`/api/arenas?search=${tag}&sort=rating&limit=1`);
    expect(featured.body.map((arena: { id: string }) => arena.id)).toEqual([many.id]);
  });

  it('sorts by confidence-weighted rating, highest first, unreviewed arenas last, ties by name', async () => {
    const tag = token();
    const fourAndHalf = await createArena(t.db, { name: `${tag} C Four and a half` });
    const four = await createArena(t.db, { name: `${tag} A Four` });
    const alsoFour = await createArena(t.db, { name: `${tag} B Also four` });
    const five = await createArena(t.db, { name: `${tag} E Five` });
    const unrated = await createArena(t.db, { name: `${tag} 0 Unrated` });
    const low = await createArena(t.db, { name: `${tag} D Low` });
    for (const [arena, ratings] of [[fourAndHalf, [5, 4]], [four, [4]], [alsoFour, [3, 5]], [five, [5, 5, 5]], [low, [1]]] as const) {
      for (const rating of ratings) await addReview(t.db, arena.id, rating);
    }
    const response = await t.agent().get(`/api/arenas?search=${tag}&sort=rating`);
    expect(response.body.map((arena: { name: string; averageRating: number }) => [arena.name, arena.averageRating])).toEqual([
      [five.name, 5], [fourAndHalf.name, 4.5], [four.name, 4], [alsoFour.name, 4], [low.name, 1], [unrated.name, 0],
    ]);
  });

  it('rejects an unknown sort', async () => {
    const response = await t.agent().get('/api/arenas?sort=popularity');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('sort');
  });
});

describe('GET /api/arenas paging and statement count', () => {
  it('pages with limit and offset and reports the total in X-Total-Count', async () => {
    const tag = token();
    for (let index = 0; index < 5; index += 1) await createArena(t.db, { name: `${tag} ${index}` });
    const first = await t.agent().get(`/api/arenas?search=${tag}&limit=2`);
    const last = await t.agent().get(`/api/arenas?search=${tag}&limit=2&offset=4`);
    const beyond = await t.agent().get(`/api/arenas?search=${tag}&limit=2&offset=10`);
    expect(names(first.body)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(names(last.body)).toEqual([`${tag} 4`]);
    expect(beyond.body).toEqual([]);
    for (const response of [first, last, beyond]) expect(response.headers['x-total-count']).toBe('5');
    expect((await t.agent().get('/api/arenas?limit=0')).status).toBe(400);
    expect((await t.agent().get('/api/arenas?limit=201')).body.errors[0].path).toBe('limit');
  });

  it('sends the same number of statements for a page of 1 and a page of 24 rich rows, whatever the sort', async () => {
    const tag = token();
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    for (let index = 0; index < 24; index += 1) {
      const arena = await createArena(t.db, { name: `${tag} ${String(index).padStart(2, '0')}` });
      await addArenaPhoto(t.db, arena.id, `/p${index}.jpg`, index % 2 ? 'parking' : 'gallery', minutesAgo(index));
      await addReview(t.db, arena.id, 1 + (index % 5));
      await createEvent(t.db, { arenaId: arena.id });
      if (index % 3 === 0) await likeArena(t.db, arena.id, viewer.id);
    }
    const location = `&latitude=${FORT_WORTH.lat}&longitude=${FORT_WORTH.lng}`;
    for (const sort of ['name', 'rating', `distance${location}`]) {
      const counter = trackQueries(t.pool);
      try {
        const small = await agent.get(`/api/arenas?search=${tag}&limit=1&sort=${sort}`);
        // The term's share of a sample is asked once, then kept: statements compared without it.
        const unsampled = () => counter.statements.filter((text) => !text.includes('"sample"')).length;
        const smallCount = unsampled();
        counter.reset();
        const large = await agent.get(`/api/arenas?search=${tag}&limit=30&sort=${sort}`);
        expect(small.body).toHaveLength(1);
        expect(large.body).toHaveLength(24);
        // Session lookup and the search term's share of a sample aside, the list is two statements: its page's ids
        // with its count of matches (up to the cap), then those rows; the page of 30 shows the end of the list, which
        // tells the total without it.
        expect(unsampled()).toBe(smallCount);
        expect(counter.statements.filter((text) => text.includes('"arenas"') && !text.includes('"sample"'))).toHaveLength(2);
        expect(small.headers['x-total-count']).toBe('24');
        expect(large.headers['x-total-count']).toBe('24');
      } finally {
        counter.stop();
      }
    }
  });
});

describe('GET /api/arenas/filters and /api/stats', () => {
  it('lists the states and arena types present in the data, sorted and without duplicates', async () => {
    await createArena(t.db, { name: `${token()} Filters`, state: 'WY', arenaType: 'outdoor' });
    await createArena(t.db, { name: `${token()} Filters`, state: 'WY', arenaType: 'covered' });
    const response = await t.agent().get('/api/arenas/filters');
    expect(response.status).toBe(200);
    const rows = await t.db.select({ state: arenas.state, arenaType: arenas.arenaType }).from(arenas);
    expect(response.body.states).toEqual([...new Set(rows.map((row) => row.state))].sort());
    expect(response.body.arenaTypes).toEqual(
      [...new Set(rows.map((row) => row.arenaType).filter((type) => type !== null))].sort(),
    );
    expect(response.body.states).toContain('WY');
  });

  it('reports real counts and the average of every arena review', async () => {
    const arena = await createArena(t.db, { name: `${token()} Stats` });
    await addReview(t.db, arena.id, 2);
    await createEvent(t.db, { arenaId: arena.id, date: new Date(Date.now() - 24 * 60 * 60 * 1000 * 2) });
    await createHotel(t.db);

    const response = await t.agent().get('/api/stats');
    expect(response.status).toBe(200);
    const ratings = (await t.db.select({ rating: reviews.rating }).from(reviews)).map((row) => row.rating);
    const eventDates = (await t.db.select({ date: events.date }).from(events)).map((row) => row.date);
    const startOfToday = new Date();
    startOfToday.setUTCHours(0, 0, 0, 0);
    expect(response.body).toEqual({
      arenaCount: (await t.db.select().from(arenas)).length,
      upcomingEventCount: eventDates.filter((date) => date >= startOfToday).length,
      averageArenaRating: Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10,
      reviewCount: ratings.length,
      horseHotelCount: (await t.db.select().from(horseHotels)).length,
    });
    expect(response.body.upcomingEventCount).toBeLessThan(eventDates.length);
  });

  it('leaves hidden reviews out of the review count and the average, and puts a restored one back', async () => {
    const arena = await createArena(t.db, { name: `${token()} Hidden stats` });
    const before = (await t.agent().get('/api/stats').set('Cache-Control', 'no-cache')).body;
    const spam = await addReview(t.db, arena.id, 1);
    const added = (await t.agent().get('/api/stats').set('Cache-Control', 'no-cache')).body;
    expect(added.reviewCount).toBe(before.reviewCount + 1);
    await t.db.insert(hiddenContent).values({ targetType: 'arena_review', targetId: spam.id });
    expect((await t.agent().get('/api/stats').set('Cache-Control', 'no-cache')).body)
      .toMatchObject({ reviewCount: before.reviewCount, averageArenaRating: before.averageArenaRating });
    await t.db.delete(hiddenContent).where(eq(hiddenContent.targetId, spam.id));
    expect((await t.agent().get('/api/stats').set('Cache-Control', 'no-cache')).body).toMatchObject(added);
  });
});
