import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaHorseHotels, users } from '@shared/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createHotel, createUser } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import { coordinates, createHotelReview, MILES, PLACES, token } from './hotels.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const HOTEL_COLUMNS = [
  'id', 'name', 'address', 'city', 'state', 'zipCode', 'latitude', 'longitude', 'phone', 'email', 'website',
  'description', 'stallCount', 'dailyRate', 'weeklyRate', 'amenities', 'stallType', 'turnoutAvailable',
  'feedIncluded', 'coverImage', 'ownerId', 'createdAt',
];

describe('GET /api/horse-hotels', () => {
  it('lists hotels by name with their columns, review aggregates, no distance, and the total in a header', async () => {
    const tag = token();
    const bravo = await createHotel(t.db, { name: `${tag} Bravo Stalls`, dailyRate: '45.00', amenities: ['Water'] });
    const alpha = await createHotel(t.db, { name: `${tag} Alpha Barn` });
    for (const rating of [5, 4, 4]) await createHotelReview(t.db, { horseHotelId: bravo.id, rating });

    const response = await t.agent().get('/api/horse-hotels').query({ search: tag });
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((hotel: { id: string }) => hotel.id)).toEqual([alpha.id, bravo.id]);
    const [first, second] = response.body;
    expect(Object.keys(first).sort()).toEqual([...HOTEL_COLUMNS, 'averageRating', 'reviewCount', 'distance'].sort());
    expect(first).toMatchObject({ averageRating: 0, reviewCount: 0, distance: null, latitude: '32.7593000' });
    expect(second).toMatchObject({ averageRating: 4.3, reviewCount: 3, dailyRate: '45.00', amenities: ['Water'] });
    expect(typeof second.createdAt).toBe('string');
  });

  it('pages with limit and offset', async () => {
    const tag = token();
    for (const letter of ['A', 'B', 'C']) await createHotel(t.db, { name: `${tag} ${letter}` });
    const response = await t.agent().get('/api/horse-hotels').query({ search: tag, limit: 1, offset: 1 });
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((hotel: { name: string }) => hotel.name)).toEqual([`${tag} B`]);
  });

  it('searches name, city or state case-insensitively, and filters by state', async () => {
    const tag = token();
    const byName = await createHotel(t.db, { name: `${tag} Barn`, city: 'Ardmore', state: 'OK' });
    const byCity = await createHotel(t.db, { name: 'City Match', city: `${tag}ville`, state: 'NM' });
    const names = async (query: Record<string, string>) =>
      (await t.agent().get('/api/horse-hotels').query(query)).body.map((hotel: { id: string }) => hotel.id).sort();

    expect(await names({ search: tag.toUpperCase() })).toEqual([byName.id, byCity.id].sort());
    expect(await names({ search: tag, state: 'ok' })).toEqual([byName.id]);
    expect(await names({ search: tag, state: 'all' })).toEqual([byName.id, byCity.id].sort());
    const wyoming = await createHotel(t.db, { name: `${tag} Cody`, city: 'Cody', state: 'WY' });
    expect(await names({ search: 'wy' })).toContain(wyoming.id);
    // Pattern characters are searched for literally.
    expect(await names({ search: `${tag}%` })).toEqual([]);
  });

  it('returns great-circle distances from a location, nearest first, and keeps only hotels within radiusMiles', async () => {
    const tag = token();
    const stephenville = await createHotel(t.db, { name: `${tag} A Stephenville`, ...coordinates(PLACES.stephenville) });
    const weatherford = await createHotel(t.db, { name: `${tag} B Weatherford`, ...coordinates(PLACES.weatherford) });
    const guthrie = await createHotel(t.db, { name: `${tag} C Guthrie`, ...coordinates(PLACES.guthrie) });
    const nowhere = await createHotel(t.db, { name: `${tag} D No Coordinates`, latitude: null, longitude: null });
    const center = { latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng };

    const all = await t.agent().get('/api/horse-hotels').query({ search: tag, ...center });
    expect(all.body.map((hotel: { id: string }) => hotel.id)).toEqual([weatherford.id, stephenville.id, guthrie.id, nowhere.id]);
    expect(all.body.map((hotel: { distance: number | null }) => hotel.distance)).toEqual([
      Math.round(MILES.fortWorthToWeatherford * 10) / 10,
      Math.round(MILES.fortWorthToStephenville * 10) / 10,
      Math.round(MILES.fortWorthToGuthrie * 10) / 10,
      null,
    ]);
    expect(all.body[0].distance).toBe(27.1);

    const within50 = await t.agent().get('/api/horse-hotels').query({ search: tag, ...center, radiusMiles: 50 });
    expect(within50.body.map((hotel: { id: string }) => hotel.id)).toEqual([weatherford.id]);
    expect(within50.headers['x-total-count']).toBe('1');
    const within100 = await t.agent().get('/api/horse-hotels').query({ search: tag, ...center, radiusMiles: 100 });
    expect(within100.body.map((hotel: { id: string }) => hotel.id)).toEqual([weatherford.id, stephenville.id]);

    const byName = await t.agent().get('/api/horse-hotels').query({ search: tag, ...center, sort: 'name' });
    expect(byName.body.map((hotel: { id: string }) => hotel.id)).toEqual([stephenville.id, weatherford.id, guthrie.id, nowhere.id]);
    expect(byName.body[0].distance).toBe(62.8);
  });

  it('refuses invalid list queries with 400 naming the parameter', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ limit: 500 }, 'limit'],
      [{ offset: -1 }, 'offset'],
      [{ latitude: 32 }, 'longitude'],
      [{ latitude: 120, longitude: 0 }, 'latitude'],
      [{ sort: 'price' }, 'sort'],
      [{ state: 'Texas' }, 'state'],
    ];
    for (const [query, path] of cases) {
      const response = await t.agent().get('/api/horse-hotels').query(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });

  it('sends the same number of SQL statements for a page of 1 and a page of 25', async () => {
    const tag = token();
    const owner = await createUser(t.db);
    for (let index = 0; index < 25; index += 1) {
      const hotel = await createHotel(t.db, { name: `${tag} ${String(index).padStart(2, '0')}`, ownerId: owner.id });
      await createHotelReview(t.db, { horseHotelId: hotel.id, userId: owner.id, rating: 1 + (index % 5) });
    }
    const fortWorth = { latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng };
    for (const extra of [{}, fortWorth, { ...fortWorth, radiusMiles: 100 }, { sort: 'rating' }]) {
      const counter = trackQueries(t.pool);
      try {
        const one = await t.agent().get('/api/horse-hotels').query({ search: tag, limit: 1, ...extra });
        // The term's share of a sample is asked once, then kept: statements compared without it.
        const unsampled = () => counter.statements.filter((text) => !text.includes('"sample"')).length;
        const oneCount = unsampled();
        counter.reset();
        const many = await t.agent().get('/api/horse-hotels').query({ search: tag, limit: 25, ...extra });
        expect(one.body).toHaveLength(1);
        expect(many.body).toHaveLength(25);
        expect(unsampled()).toBe(oneCount);
        // The search term's share of a sample aside, one statement: the page with its aggregates and (for a full
        // page) the total counted up to the cap.
        expect(counter.statements.filter((text) => text.includes('"horse_hotels"') && !text.includes('"sample"'))).toHaveLength(1);
        expect(many.headers['x-total-count']).toBe('25');
      } finally {
        counter.stop();
      }
    }
  });
});

describe('GET /api/horse-hotels/filters', () => {
  it('lists each state that has a hotel, once, sorted', async () => {
    await createHotel(t.db, { state: 'MT' });
    await createHotel(t.db, { state: 'MT' });
    await createHotel(t.db, { state: 'AZ' });
    const response = await t.agent().get('/api/horse-hotels/filters');
    expect(response.status).toBe(200);
    const { states } = response.body;
    expect(states).toEqual([...new Set(states)].sort());
    expect(states).toEqual(expect.arrayContaining(['AZ', 'MT']));
  });
});

describe('GET /api/horse-hotels/:id', () => {
  it('returns the read model of one hotel', async () => {
    const hotel = await createHotel(t.db, { amenities: ['Shavings', 'Water'], stallCount: 20 });
    await createHotelReview(t.db, { horseHotelId: hotel.id, rating: 4 });
    await createHotelReview(t.db, { horseHotelId: hotel.id, rating: 5 });
    const response = await t.agent().get(`/api/horse-hotels/${hotel.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: hotel.id, name: hotel.name, stallCount: 20, amenities: ['Shavings', 'Water'], averageRating: 4.5, reviewCount: 2,
      distance: null, turnoutAvailable: false,
    });
    const near = await t.agent().get(`/api/horse-hotels/${hotel.id}`)
      .query({ latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng });
    expect(near.body.distance).toBe(27.1);
  });

  it("answers 404 'Horse Hotel Not Found' for an unknown or malformed id", async () => {
    for (const id of ['0b7c9a52-6f1e-4c36-9d5b-3f3e4a2b1c0d', 'not-a-uuid']) {
      const response = await t.agent().get(`/api/horse-hotels/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Horse Hotel Not Found');
    }
  });
});

describe('GET /api/horse-hotels/:id/reviews', () => {
  it('lists reviews newest first with the display name of each author, paged', async () => {
    const hotel = await createHotel(t.db);
    const named = await createUser(t.db, { firstName: 'Kelly', lastName: 'Barnes' });
    const emailOnly = await createUser(t.db, { firstName: null, lastName: null, email: 'rider-only@example.com' });
    const anonymous = await createUser(t.db, { firstName: ' ', lastName: null, email: null });
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const oldest = await createHotelReview(t.db, { horseHotelId: hotel.id, userId: named.id, rating: 5, createdAt: day(1) });
    const middle = await createHotelReview(t.db, { horseHotelId: hotel.id, userId: emailOnly.id, rating: 3, createdAt: day(2) });
    const newest = await createHotelReview(t.db, { horseHotelId: hotel.id, userId: anonymous.id, rating: 4, createdAt: day(3) });

    const response = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((review: { id: string }) => review.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(response.body.map((review: { userName: string }) => review.userName))
      .toEqual(['User', 'rider-only@example.com', 'Kelly Barnes']);
    expect(response.body[2]).toMatchObject({
      horseHotelId: hotel.id, userId: named.id, rating: 5, reviewText: oldest.reviewText, helpfulCount: 0,
      createdAt: day(1).toISOString(),
    });

    const page = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`).query({ limit: 1, offset: 1 });
    expect(page.body.map((review: { id: string }) => review.id)).toEqual([middle.id]);
    expect(page.headers['x-total-count']).toBe('3');

    // A deleted author leaves the review with no user.
    await t.db.delete(users).where(eq(users.id, named.id));
    const after = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`);
    expect(after.body[2]).toMatchObject({ userId: null, userName: 'User' });
  });

  it("answers 404 'Horse Hotel Not Found' for an unknown hotel", async () => {
    const response = await t.agent().get('/api/horse-hotels/0b7c9a52-6f1e-4c36-9d5b-3f3e4a2b1c0d/reviews');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Horse Hotel Not Found');
  });

  it('sends the same number of SQL statements for a page of 1 and a page of 25', async () => {
    const hotel = await createHotel(t.db);
    for (let index = 0; index < 25; index += 1) {
      const author = await createUser(t.db);
      await createHotelReview(t.db, { horseHotelId: hotel.id, userId: author.id, rating: 4 });
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`).query({ limit: 1 });
      const oneCount = counter.count;
      counter.reset();
      const many = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`).query({ limit: 25 });
      expect([one.body.length, many.body.length]).toEqual([1, 25]);
      expect(counter.count).toBe(oneCount);
    } finally {
      counter.stop();
    }
  });
});

describe('GET /api/horse-hotels/:id/arenas', () => {
  const shape = (arena: Record<string, unknown>) => Object.keys(arena).sort();

  it('lists the linked arenas with their stored distance, nearest first', async () => {
    const hotel = await createHotel(t.db, coordinates(PLACES.weatherford));
    const far = await createArena(t.db, { name: 'Stephenville Arena', ...coordinates(PLACES.stephenville), coverImage: 'https://example.com/a.jpg' });
    const near = await createArena(t.db, { name: 'Fort Worth Arena', footingCondition: 'good' });
    await t.db.insert(arenaHorseHotels).values([
      { arenaId: far.id, horseHotelId: hotel.id, distance: MILES.weatherfordToStephenville.toFixed(2) },
      { arenaId: near.id, horseHotelId: hotel.id, distance: MILES.fortWorthToWeatherford.toFixed(2) },
    ]);
    const response = await t.agent().get(`/api/horse-hotels/${hotel.id}/arenas`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).toEqual([
      { id: near.id, name: 'Fort Worth Arena', city: 'Fort Worth', state: 'TX', footingCondition: 'good', coverImage: null, distance: 27.1 },
      { id: far.id, name: 'Stephenville Arena', city: 'Fort Worth', state: 'TX', footingCondition: null, coverImage: 'https://example.com/a.jpg', distance: 44.1 },
    ]);
    expect(shape(response.body[0])).toEqual(['city', 'coverImage', 'distance', 'footingCondition', 'id', 'name', 'state']);
  });

  it('without links, computes the arenas within 50 miles by great-circle distance', async () => {
    // Far from every other test's rows: around Guthrie, OK.
    const hotel = await createHotel(t.db, { ...coordinates(PLACES.guthrie), state: 'OK' });
    await t.db.delete(arenaHorseHotels).where(eq(arenaHorseHotels.horseHotelId, hotel.id));
    const oklahomaCity = await createArena(t.db, { name: 'OKC Arena', latitude: '35.4676000', longitude: '-97.5164000' });
    await createArena(t.db, { name: 'Wichita Arena', latitude: '37.6872000', longitude: '-97.3301000' });
    const response = await t.agent().get(`/api/horse-hotels/${hotel.id}/arenas`);
    // Guthrie to Oklahoma City by haversine (3959 mi): 28.88 miles; Wichita is 125 miles away.
    expect(response.body).toEqual([expect.objectContaining({ id: oklahomaCity.id, distance: 28.9 })]);
  });

  it('is empty for a hotel with neither links nor coordinates, and 404 for an unknown hotel', async () => {
    const hotel = await createHotel(t.db, { latitude: null, longitude: null });
    const response = await t.agent().get(`/api/horse-hotels/${hotel.id}/arenas`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    const missing = await t.agent().get('/api/horse-hotels/nope/arenas');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Horse Hotel Not Found');
  });

  it('sends the same number of SQL statements for a page of 1 and a page of 25', async () => {
    const hotel = await createHotel(t.db, coordinates(PLACES.weatherford));
    for (let index = 0; index < 25; index += 1) {
      const arena = await createArena(t.db);
      await t.db.insert(arenaHorseHotels).values({ arenaId: arena.id, horseHotelId: hotel.id, distance: `${index}.50` });
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await t.agent().get(`/api/horse-hotels/${hotel.id}/arenas`).query({ limit: 1 });
      const oneCount = counter.count;
      counter.reset();
      const many = await t.agent().get(`/api/horse-hotels/${hotel.id}/arenas`).query({ limit: 25 });
      expect([one.body.length, many.body.length]).toEqual([1, 25]);
      expect(many.body[0].distance).toBe(0.5);
      expect(counter.count).toBe(oneCount);
    } finally {
      counter.stop();
    }
  });
});
