import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horseHotels } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createHotel } from '../../test/factories';
import { coordinates, createHotelReview, PLACES, token } from './hotels.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type ListedHotel = { id: string; name: string; averageRating: number; reviewCount: number; distance: number | null };
const list = (query: Record<string, string | number>) => t.agent().get('/api/horse-hotels').query(query);
const ids = (body: ListedHotel[]) => body.map((hotel) => hotel.id);

async function reviewed(name: string, ratings: number[], place: { lat: number; lng: number } = PLACES.weatherford) {
  const hotel = await createHotel(t.db, { name, ...coordinates(place) });
  for (const rating of ratings) await createHotelReview(t.db, { horseHotelId: hotel.id, rating });
  return hotel;
}

describe('GET /api/horse-hotels?sort=rating', () => {
  it('ranks eight reviews averaging 4.6 above a single 5.0, unreviewed last, and reports the plain average and count', async () => {
    const tag = token();
    const unreviewed = await reviewed(`${tag} A Unreviewed`, []);
    const single = await reviewed(`${tag} B Single five`, [5]);
    // 37 / 8 = 4.625, shown as 4.6.
    const many = await reviewed(`${tag} C Eight reviews`, [5, 5, 5, 5, 5, 4, 4, 4]);
    const low = await reviewed(`${tag} D Low`, [2, 3]);

    const response = await list({ search: tag, sort: 'rating' });
    expect(response.status).toBe(200);
    expect(response.body.map((hotel: ListedHotel) => [hotel.id, hotel.averageRating, hotel.reviewCount])).toEqual([
      [many.id, 4.6, 8], [single.id, 5, 1], [low.id, 2.5, 2], [unreviewed.id, 0, 0],
    ]);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('ranks by rating within a radius of a town, with each distance', async () => {
    const tag = token();
    const near = await reviewed(`${tag} Near`, [3], PLACES.weatherford);
    const nearBest = await reviewed(`${tag} Near best`, [5, 5, 5, 5], PLACES.stephenville);
    await reviewed(`${tag} Far`, [5, 5, 5, 5, 5], PLACES.guthrie);
    const center = { latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng };

    const response = await list({ search: tag, ...center, radiusMiles: 100, sort: 'rating' });
    expect(ids(response.body)).toEqual([nearBest.id, near.id]);
    expect(response.body.map((hotel: ListedHotel) => hotel.distance)).toEqual([62.8, 27.1]);
    const byDistance = await list({ search: tag, ...center, radiusMiles: 100, sort: 'distance' });
    expect(ids(byDistance.body)).toEqual([near.id, nearBest.id]);
    // Distance needs a centre: without one the list is by name.
    const noCenter = await list({ search: tag, sort: 'distance' });
    expect(noCenter.body.map((hotel: ListedHotel) => hotel.name)).toEqual([`${tag} Far`, `${tag} Near`, `${tag} Near best`]);
  });

  it('pages the ranked list and reports the total, also for a page past the end', async () => {
    const tag = token();
    const hotels = [];
    for (const ratings of [[5, 5, 5], [4, 4], [3]]) hotels.push(await reviewed(`${tag} ${ratings.join('')}`, ratings));
    const second = await list({ search: tag, sort: 'rating', limit: 1, offset: 1 });
    expect(ids(second.body)).toEqual([hotels[1].id]);
    expect(second.headers['x-total-count']).toBe('3');
    const beyond = await list({ search: tag, sort: 'rating', limit: 1, offset: 5 });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
    const none = await list({ search: `${tag}-nothing` });
    expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
  });

  it('counts a list again once a hotel is added or removed (the count is kept while the data version holds)', async () => {
    const tag = token();
    for (const ratings of [[5], [4], [3]]) await reviewed(`${tag} ${ratings.join('')}`, ratings);
    const total = async () => (await list({ search: tag, limit: 1 })).headers['x-total-count'];
    expect([await total(), await total()]).toEqual(['3', '3']);
    const added = await reviewed(`${tag} new`, []);
    expect(await total()).toBe('4');
    await t.db.delete(horseHotels).where(eq(horseHotels.id, added.id));
    expect(await total()).toBe('3');
  });

  it('finds hotels by "town, ST" as riders type it', async () => {
    const tag = token();
    const hotel = await createHotel(t.db, { name: `${tag} Barn`, city: `${tag}ville`, state: 'OK' });
    expect(ids((await list({ search: `${tag}ville, ok` })).body)).toEqual([hotel.id]);
  });
});

describe('the horse hotels list as PostgreSQL writes it', () => {
  it('gives each row as the hotel\'s page gives it, distance included', async () => {
    const tag = token();
    const hotel = await createHotel(t.db, {
      name: `${tag} "Quoted" Stalls`, description: 'Tabs\tnewlines\n\\ ünïcode \u0001', amenities: ['Water', 'Shavings'],
      dailyRate: '35.50', weeklyRate: null, website: 'https://stalls.example', ...coordinates(PLACES.weatherford),
    });
    await createHotelReview(t.db, { horseHotelId: hotel.id, rating: 4 });
    await createHotelReview(t.db, { horseHotelId: hotel.id, rating: 5 });
    const near = { latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng };
    for (const query of [{ search: tag }, { search: tag, ...near, radiusMiles: 100 }]) {
      const { body: [row] } = await list(query);
      const { body: { gallery: _gallery, photoCount: _photoCount, ...page } } = await t.agent().get(`/api/horse-hotels/${hotel.id}`)
        .query('latitude' in query ? near : {});
      expect(row).toEqual(page);
      expect(row).toMatchObject({ dailyRate: '35.50', averageRating: 4.5, reviewCount: 2, amenities: ['Water', 'Shavings'] });
      expect(typeof row.createdAt).toBe('string');
    }
  });
});
