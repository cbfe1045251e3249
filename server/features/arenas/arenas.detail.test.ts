import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARENA_PAGE_REVIEWS } from '@shared/contracts/arenas';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import { hiddenContent } from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createHotel, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import {
  addArenaPhoto, addReview, addReviewPhoto, followArena, likeArena, linkHotel, minutesAgo,
} from './arenas.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/arenas/:id', () => {
  it('returns the read model with its newest photos and the reviews newest first with names and photos', async () => {
    const arena = await createArena(t.db, { name: 'Will Rogers Coliseum', recordHolderName: 'Kassie Mowry', recordTime: '13.842' });
    for (let index = 1; index <= 7; index += 1) await addArenaPhoto(t.db, arena.id, `/g${index}.jpg`, 'gallery', minutesAgo(60 - index));
    await addArenaPhoto(t.db, arena.id, '/parking.jpg', 'parking', minutesAgo(5));
    const named = await createUser(t.db, { firstName: 'Kristie', lastName: 'Peterson' });
    const emailOnly = await createUser(t.db, { firstName: null, lastName: null, email: 'lisa@example.com' });
    const anonymous = await createUser(t.db, { firstName: null, lastName: null, email: null });
    const oldest = await addReview(t.db, arena.id, 3, { userId: named.id, createdAt: minutesAgo(30), footingType: 'sand' });
    const middle = await addReview(t.db, arena.id, 4, { userId: emailOnly.id, createdAt: minutesAgo(20) });
    const newest = await addReview(t.db, arena.id, 5, { userId: anonymous.id, createdAt: minutesAgo(10) });
    await addReviewPhoto(t.db, oldest.id, '/review-a.jpg');
    await addReviewPhoto(t.db, oldest.id, '/review-b.jpg');

    const response = await t.agent().get(`/api/arenas/${arena.id}?userId=${named.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: arena.id,
      name: 'Will Rogers Coliseum',
      recordHolderName: 'Kassie Mowry',
      recordTime: '13.842',
      parkingPhotoUrl: '/parking.jpg',
      photos: ['/g7.jpg', '/g6.jpg', '/g5.jpg', '/g4.jpg', '/g3.jpg'],
      photoCount: 8,
      averageRating: 4,
      reviewCount: 3,
      likeCount: 0,
      eventCount: 0,
      isLiked: false,
      isFollowing: false,
      distance: null,
    });
    expect(response.body.reviews.map((review: { id: string; userName: string; photos: string[] }) =>
      [review.id, review.userName, [...review.photos].sort()])).toEqual([
      [newest.id, 'User', []],
      [middle.id, 'lisa@example.com', []],
      [oldest.id, 'Kristie Peterson', ['/review-a.jpg', '/review-b.jpg']],
    ]);
    expect(response.body.reviews[2]).toMatchObject({
      arenaId: arena.id, userId: named.id, rating: 3, reviewText: 'Rated 3', footingType: 'sand', helpfulCount: 0,
      createdAt: oldest.createdAt.toISOString(),
    });
  });

  it('personalises like and follow for the signed-in viewer', async () => {
    const agent = t.agent();
    const viewer = await signIn(agent, t.db);
    const arena = await createArena(t.db);
    const like = await likeArena(t.db, arena.id, viewer.id);
    const follow = await followArena(t.db, arena.id, viewer.id);
    const counter = trackQueries(t.pool);
    const { body } = await agent.get(`/api/arenas/${arena.id}`);
    counter.stop();
    expect(body).toMatchObject({ isLiked: true, arenaLikeId: like.id, isFollowing: true, arenaFollowId: follow.id, likeCount: 1 });
    // Read with the arena's own statement (its photos and counts), not by one of their own.
    const withLikes = counter.statements.filter((text) => text.includes('"arena_likes"'));
    expect(withLikes).toHaveLength(1);
    expect(withLikes[0]).toContain('"arena_photos"');
    const signedOut = await t.agent().get(`/api/arenas/${arena.id}`);
    expect(signedOut.body).toMatchObject({ isLiked: false, arenaLikeId: null, isFollowing: false, arenaFollowId: null });
  });

  it('comes with the newest reviews only, the rest a page at a time, and the rider\'s own wherever it falls', async () => {
    const arena = await createArena(t.db);
    const agent = t.agent();
    const rider = await signIn(agent, t.db);
    const own = await addReview(t.db, arena.id, 2, { userId: rider.id, createdAt: minutesAgo(500) });
    const newer = [];
    for (let index = 0; index < ARENA_PAGE_REVIEWS + 5; index += 1) newer.push(await addReview(t.db, arena.id, 4, { createdAt: minutesAgo(400 - index) }));
    const newestFirst = [...newer].reverse().map((review) => review.id);

    const { body } = await agent.get(`/api/arenas/${arena.id}`);
    expect(body.reviewCount).toBe(ARENA_PAGE_REVIEWS + 6);
    expect(body.reviews.map((review: { id: string }) => review.id)).toEqual(newestFirst.slice(0, ARENA_PAGE_REVIEWS));
    expect(body.ownReview).toMatchObject({ id: own.id, userId: rider.id, rating: 2 });
    const rest = await agent.get(`/api/arenas/${arena.id}/reviews`).query({ offset: ARENA_PAGE_REVIEWS, limit: 10 });
    expect(rest.body.map((review: { id: string }) => review.id)).toEqual([...newestFirst.slice(ARENA_PAGE_REVIEWS), own.id]);
    expect(rest.headers['x-total-count']).toBe(String(ARENA_PAGE_REVIEWS + 6));
    // A visitor, or a rider who has not reviewed it, has none of their own.
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.ownReview).toBeNull();
    const other = t.agent();
    await signIn(other, t.db);
    expect((await other.get(`/api/arenas/${arena.id}`)).body.ownReview).toBeNull();
  });

  it('answers 404 "Arena not found" for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await t.agent().get(`/api/arenas/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Arena not found' });
    }
  });

  it('uses a fixed number of statements however many photos and reviews there are', async () => {
    const small = await createArena(t.db);
    const large = await createArena(t.db);
    for (let index = 0; index < 15; index += 1) {
      const review = await addReview(t.db, large.id, 1 + (index % 5));
      await addReviewPhoto(t.db, review.id, `/r${index}.jpg`);
      await addArenaPhoto(t.db, large.id, `/p${index}.jpg`, 'gallery', minutesAgo(index));
    }
    const counter = trackQueries(t.pool);
    try {
      await t.agent().get(`/api/arenas/${small.id}`);
      const smallCount = counter.count;
      counter.reset();
      const response = await t.agent().get(`/api/arenas/${large.id}`);
      expect(response.body.reviews).toHaveLength(ARENA_PAGE_REVIEWS);
      expect(response.body.gallery).toHaveLength(GALLERY_PAGE_PHOTOS);
      expect(counter.count).toBe(smallCount);
    } finally {
      counter.stop();
    }
  });
});

describe('GET /api/arenas/:id/photos', () => {
  it('comes with the newest photos and the gallery\'s count; the rest are read a page at a time, hidden ones left out', async () => {
    const arena = await createArena(t.db);
    const added = [];
    for (let index = 0; index < 30; index += 1) {
      added.push(await addArenaPhoto(t.db, arena.id, `/a${index}.jpg`, index % 7 === 0 ? 'parking' : 'gallery', minutesAgo(index)));
    }
    const hidden = added[3];
    await t.db.insert(hiddenContent).values({ targetType: 'arena_photo', targetId: hidden.id });
    const newestFirst = added.filter((photo) => photo !== hidden).map((photo) => photo.photoUrl);

    const detail = await t.agent().get(`/api/arenas/${arena.id}`);
    expect(detail.body.gallery.map((photo: { url: string }) => photo.url)).toEqual(newestFirst.slice(0, GALLERY_PAGE_PHOTOS));
    expect(detail.body.photoCount).toBe(29);
    const page = async (query: Record<string, number>) => {
      const response = await t.agent().get(`/api/arenas/${arena.id}/photos`).query(query);
      expect(response.status).toBe(200);
      return { urls: response.body.map((photo: { url: string }) => photo.url), total: response.headers['x-total-count'] };
    };
    expect(await page({ offset: GALLERY_PAGE_PHOTOS })).toEqual({
      urls: newestFirst.slice(GALLERY_PAGE_PHOTOS, 2 * GALLERY_PAGE_PHOTOS), total: '29',
    });
    expect(await page({ offset: 24, limit: 10 })).toEqual({ urls: newestFirst.slice(24), total: '29' });
    expect((await page({ offset: 0, limit: 2 })).urls).toEqual(newestFirst.slice(0, 2));
    expect(await page({ offset: 40 })).toEqual({ urls: [], total: '29' });
  });

  it('refuses a bad page with the field named, and answers 404 for an unknown or hidden arena', async () => {
    const arena = await createArena(t.db);
    for (const query of [{ limit: 0 }, { limit: 61 }, { limit: 'ten' }, { offset: -1 }]) {
      const response = await t.agent().get(`/api/arenas/${arena.id}/photos`).query(query);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe(Object.keys(query)[0]);
    }
    const hiddenArena = await createArena(t.db);
    await t.db.insert(hiddenContent).values({ targetType: 'arena', targetId: hiddenArena.id });
    for (const id of [crypto.randomUUID(), 'not-a-uuid', hiddenArena.id]) {
      const response = await t.agent().get(`/api/arenas/${id}/photos`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Arena not found' });
    }
  });
});

describe('GET /api/arenas/:id/horse-hotels', () => {
  // Ocala, Florida (far from every other test's rows) and hotels in real towns around it.
  const OCALA = { lat: 29.1872, lng: -82.1401 };
  const GAINESVILLE = { lat: 29.6516, lng: -82.3248 };
  const BELLEVIEW = { lat: 29.0550, lng: -82.0623 };
  const ORLANDO = { lat: 28.5384, lng: -81.3789 };

  it('lists linked hotels with their stored distance, nearest first', async () => {
    const arena = await createArena(t.db, { latitude: '32.2207000', longitude: '-98.2023000' });
    const far = await createHotel(t.db, { name: 'Far Barn' });
    const close = await createHotel(t.db, { name: 'Close Barn' });
    await createHotel(t.db, { name: 'Unlinked Barn next door', latitude: '32.2207000', longitude: '-98.2023000' });
    await linkHotel(t.db, arena.id, far.id, '41.25');
    await linkHotel(t.db, arena.id, close.id, '3.04');

    const response = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels`);
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((hotel: { name: string; distance: number }) => [hotel.name, hotel.distance]))
      .toEqual([['Close Barn', 3], ['Far Barn', 41.3]]);
    expect(response.body[0]).toMatchObject({
      id: close.id, city: 'Weatherford', state: 'TX', latitude: '32.7593000', turnoutAvailable: false,
    });
  });

  it('falls back to hotels within 50 great-circle miles when none are linked', async () => {
    const place = (point: { lat: number; lng: number }) => ({ latitude: point.lat.toFixed(7), longitude: point.lng.toFixed(7) });
    const arena = await createArena(t.db, { name: 'Florida Horse Park', city: 'Ocala', state: 'FL', ...place(OCALA) });
    const gainesville = await createHotel(t.db, { name: 'Gainesville Stalls', ...place(GAINESVILLE) });
    const belleview = await createHotel(t.db, { name: 'Belleview Stalls', ...place(BELLEVIEW) });
    await createHotel(t.db, { name: 'Orlando Stalls', ...place(ORLANDO) });
    await createHotel(t.db, { name: 'No coordinates', latitude: null, longitude: null });

    const response = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels`);
    // Hand-computed haversine (R = 3959 mi): Belleview 10.3 mi, Gainesville 34.0 mi, Orlando 64.3 mi (too far).
    expect(response.body.map((hotel: { id: string; distance: number }) => [hotel.id, hotel.distance]))
      .toEqual([[belleview.id, 10.3], [gainesville.id, 34.0]]);
    expect(greatCircleMiles(OCALA, ORLANDO)).toBeCloseTo(64.28, 1);
    expect(response.headers['x-total-count']).toBe('2');
    const paged = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels?limit=1&offset=1`);
    expect(paged.body.map((hotel: { id: string }) => hotel.id)).toEqual([gainesville.id]);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it('returns an empty list for an arena without links or coordinates, and 404 for an unknown arena', async () => {
    const arena = await createArena(t.db, { latitude: null, longitude: null });
    const empty = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await t.agent().get(`/api/arenas/${id}/horse-hotels`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Arena not found');
    }
  });

  it('sends the same number of statements for 1 and 25 linked hotels', async () => {
    const arena = await createArena(t.db);
    for (let index = 0; index < 25; index += 1) {
      await linkHotel(t.db, arena.id, (await createHotel(t.db)).id, `${index + 1}.00`);
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels?limit=1`);
      const oneCount = counter.count;
      counter.reset();
      const all = await t.agent().get(`/api/arenas/${arena.id}/horse-hotels?limit=50`);
      expect(one.body).toHaveLength(1);
      expect(all.body).toHaveLength(25);
      expect(counter.count).toBe(oneCount);
    } finally {
      counter.stop();
    }
  });
});
