import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaPhotos, reviewPhotos, reviews, uploads } from '@shared/schema';
import { uploadUrl } from '@shared/uploads';
import { createArena, createUpload, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';
import { withStatements } from '../../test/query-counter';
import { addReview } from './arenas.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}
const count = async (table: typeof reviews | typeof arenaPhotos | typeof reviewPhotos) =>
  (await t.db.select({ count: sql<number>`count(*)::int` }).from(table))[0].count;

describe('POST /api/arenas/:id/photos', () => {
  it("adds the rider's upload to the gallery; a parking photo becomes the card's parking picture", async () => {
    const { agent, user } = await rider();
    const arena = await createArena(t.db);
    const stalls = await createUpload(t.db, user.id);
    const parking = await createUpload(t.db, user.id);
    const added = await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: stalls.id, photoType: 'stalls' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ url: uploadUrl(stalls.id), photoType: 'stalls', uploadId: stalls.id, uploadedBy: user.id });
    expect((await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: parking.id, photoType: 'parking' })).status).toBe(201);

    const detail = await agent.get(`/api/arenas/${arena.id}`);
    expect(detail.body.parkingPhotoUrl).toBe(uploadUrl(parking.id));
    expect(detail.body.photos).toEqual([uploadUrl(stalls.id)]);
    expect(detail.body.gallery.map((photo: { uploadId: string }) => photo.uploadId)).toEqual([parking.id, stalls.id]);
    const card = (await agent.get('/api/arenas').query({ search: arena.name })).body[0];
    expect(card.parkingPhotoUrl).toBe(uploadUrl(parking.id));
  });

  it("refuses a bad photo type, someone else's upload and an upload already used; 404 unknown arena; 401 signed out", async () => {
    const { agent, user } = await rider();
    const arena = await createArena(t.db);
    const mine = await createUpload(t.db, user.id);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const before = await count(arenaPhotos);
    const badType = await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: mine.id, photoType: 'selfie' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].path).toBe('photoType');
    const notMine = await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: theirs.id, photoType: 'arena' });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors[0].path).toBe('uploadId');
    expect(await count(arenaPhotos)).toBe(before);
    expect((await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: mine.id, photoType: 'arena' })).status).toBe(201);
    expect((await agent.post(`/api/arenas/${arena.id}/photos`).send({ uploadId: mine.id, photoType: 'arena' })).status).toBe(400);
    expect((await agent.post(`/api/arenas/${crypto.randomUUID()}/photos`).send({ uploadId: mine.id, photoType: 'arena' })).status).toBe(404);
    expect((await t.agent().post(`/api/arenas/${arena.id}/photos`).send({ uploadId: mine.id, photoType: 'arena' })).status).toBe(401);
  });
});

describe('arena covers and review photos from uploads', () => {
  it('makes an uploaded cover the arena cover; a link and an upload at once is a 400', async () => {
    const { agent, user } = await rider();
    const cover = await createUpload(t.db, user.id);
    const base = { name: `Cover Arena ${crypto.randomUUID().slice(0, 6)}`, city: 'Stephenville', state: 'TX' };
    const both = await agent.post('/api/arenas').send({ ...base, coverUploadId: cover.id, coverImage: 'https://example.com/a.jpg' });
    expect(both.status).toBe(400);
    expect(both.body.errors[0].path).toBe('coverUploadId');
    const created = await agent.post('/api/arenas').send({ ...base, coverUploadId: cover.id });
    expect(created.status).toBe(201);
    expect(created.body.coverImage).toBe(uploadUrl(cover.id));
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const refused = await agent.post('/api/arenas').send({ ...base, name: `${base.name} 2`, coverUploadId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('coverUploadId');
  });

  it('stores up to 6 review photos from the rider\'s uploads, and stores no review when one is not theirs', async () => {
    const { agent, user } = await rider();
    const arena = await createArena(t.db);
    const photos = await Promise.all([createUpload(t.db, user.id), createUpload(t.db, user.id)]);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const reviewsBefore = await count(reviews);
    const refused = await agent.post(`/api/arenas/${arena.id}/reviews`)
      .send({ rating: 4, reviewText: 'Good ground', photoUploadIds: [photos[0].id, theirs.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('photoUploadIds');
    expect(await count(reviews)).toBe(reviewsBefore);
    const [stillFree] = await t.db.select({ attachedAt: uploads.attachedAt }).from(uploads).where(eq(uploads.id, photos[0].id));
    expect(stillFree.attachedAt).toBeNull();

    const tooMany = await agent.post(`/api/arenas/${arena.id}/reviews`)
      .send({ rating: 4, reviewText: 'Good ground', photoUploadIds: Array.from({ length: 7 }, () => crypto.randomUUID()) });
    expect(tooMany.status).toBe(400);

    const posted = await agent.post(`/api/arenas/${arena.id}/reviews`)
      .send({ rating: 4, reviewText: 'Good ground', photoUploadIds: photos.map((photo) => photo.id) });
    expect(posted.status).toBe(201);
    expect([...posted.body.photos].sort()).toEqual(photos.map((photo) => uploadUrl(photo.id)).sort());
    expect(posted.body.isHelpful).toBe(false);
  });
});

describe('Helpful and review order', () => {
  it('counts one Helpful per rider, toggles it off, and refuses the author and unknown reviews', async () => {
    const author = await rider();
    const arena = await createArena(t.db);
    const review = (await author.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Best pen in Texas' })).body;
    const reader = await rider();
    expect((await reader.agent.post(`/api/reviews/${review.id}/helpful`)).body).toEqual({ helpfulCount: 1, isHelpful: true });
    expect((await reader.agent.post(`/api/reviews/${review.id}/helpful`)).body).toEqual({ helpfulCount: 1, isHelpful: true });
    const second = await rider();
    expect((await second.agent.post(`/api/reviews/${review.id}/helpful`)).body).toEqual({ helpfulCount: 2, isHelpful: true });
    const seen = await reader.agent.get(`/api/arenas/${arena.id}`);
    expect(seen.body.reviews[0]).toMatchObject({ helpfulCount: 2, isHelpful: true });
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.reviews[0].isHelpful).toBe(false);

    expect((await reader.agent.delete(`/api/reviews/${review.id}/helpful`)).body).toEqual({ helpfulCount: 1, isHelpful: false });
    expect((await reader.agent.delete(`/api/reviews/${review.id}/helpful`)).body).toEqual({ helpfulCount: 1, isHelpful: false });
    expect((await author.agent.post(`/api/reviews/${review.id}/helpful`)).status).toBe(403);
    expect((await reader.agent.post(`/api/reviews/${crypto.randomUUID()}/helpful`)).status).toBe(404);
    expect((await t.agent().post(`/api/reviews/${review.id}/helpful`)).status).toBe(401);
  });

  it('sorts reviews by most recent and by highest rating, and filters those with photos, a page at a time', async () => {
    const arena = await createArena(t.db);
    const ratings = [3, 5, 1, 4];
    const ids: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const author = await rider();
      const photoUploadIds = index % 2 === 0 ? [(await createUpload(t.db, author.user.id)).id] : [];
      const response = await author.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating, reviewText: `Review ${index}`, photoUploadIds });
      ids.push(response.body.id);
      await t.db.update(reviews).set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }).where(eq(reviews.id, response.body.id));
    }
    const order = async (query: Record<string, string | number>) => {
      const response = await t.agent().get(`/api/arenas/${arena.id}/reviews`).query(query);
      expect(response.status).toBe(200);
      return { texts: response.body.map((review: { reviewText: string }) => review.reviewText), total: response.headers['x-total-count'] };
    };
    expect(await order({ sort: 'recent' })).toEqual({ texts: ['Review 3', 'Review 2', 'Review 1', 'Review 0'], total: '4' });
    expect(await order({ sort: 'rating' })).toEqual({ texts: ['Review 1', 'Review 3', 'Review 0', 'Review 2'], total: '4' });
    expect(await order({ sort: 'photos' })).toEqual({ texts: ['Review 2', 'Review 0'], total: '2' });
    expect(await order({ sort: 'rating', limit: 2, offset: 2 })).toEqual({ texts: ['Review 0', 'Review 2'], total: '4' });
    expect((await t.agent().get(`/api/arenas/${arena.id}/reviews`).query({ sort: 'funniest' })).status).toBe(400);
    expect((await t.agent().get(`/api/arenas/${crypto.randomUUID()}/reviews`)).status).toBe(404);
  });

  it('reads names, photos and Helpful for the page\'s reviews only, however many the arena has', async () => {
    const arena = await createArena(t.db);
    for (let index = 0; index < 12; index += 1) await addReview(t.db, arena.id, 1 + (index % 5));
    const { result, statements } = await withStatements(t.pool, () => t.agent().get(`/api/arenas/${arena.id}/reviews`).query({ sort: 'rating', limit: 3 }));
    expect(result.body).toHaveLength(3);
    expect(result.headers['x-total-count']).toBe('12');
    const read = statements.find((statement) => statement.text.includes('"review_photos"'))!;
    const { rows } = await t.pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, costs off, timing off, summary off) ${read.text}`, values: read.values,
    });
    const photoReads = rows.map((row) => row['QUERY PLAN']).filter((line) => / on review_photos\b/.test(line));
    expect(photoReads.length).toBeGreaterThan(0);
    for (const line of photoReads) expect(line).toMatch(/loops=3\)/);
  });
});
