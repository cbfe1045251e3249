import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import { hiddenContent, horseHotelPhotos, horseHotelReviews } from '@shared/schema';
import { uploadUrl } from '@shared/uploads';
import { createHotel, createUpload, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}
const reviewCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(horseHotelReviews))[0].n;

describe('horse hotel photos from uploads', () => {
  it('takes an uploaded cover on create and on edit (by the owner only)', async () => {
    const { agent, user } = await rider();
    const cover = await createUpload(t.db, user.id);
    const created = await agent.post('/api/horse-hotels').send({ name: `Cover Stables ${crypto.randomUUID().slice(0, 5)}`, city: 'Aledo', state: 'TX', coverUploadId: cover.id });
    expect(created.status).toBe(201);
    expect(created.body.coverImage).toBe(uploadUrl(cover.id));
    const next = await createUpload(t.db, user.id);
    const edited = await agent.patch(`/api/horse-hotels/${created.body.id}`).send({ coverUploadId: next.id });
    expect(edited.status).toBe(200);
    expect(edited.body.coverImage).toBe(uploadUrl(next.id));
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const refused = await agent.patch(`/api/horse-hotels/${created.body.id}`).send({ coverUploadId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('coverUploadId');
  });

  it("adds a rider's upload to the gallery, listed on the hotel; refuses another rider's upload; 404 and 401", async () => {
    const { agent, user } = await rider();
    const hotel = await createHotel(t.db);
    const photo = await createUpload(t.db, user.id);
    const added = await agent.post(`/api/horse-hotels/${hotel.id}/photos`).send({ uploadId: photo.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ url: uploadUrl(photo.id), uploadId: photo.id, uploadedBy: user.id });
    expect((await agent.get(`/api/horse-hotels/${hotel.id}`)).body.gallery.map((item: { uploadId: string }) => item.uploadId)).toEqual([photo.id]);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    expect((await agent.post(`/api/horse-hotels/${hotel.id}/photos`).send({ uploadId: theirs.id })).status).toBe(400);
    expect((await agent.post(`/api/horse-hotels/${crypto.randomUUID()}/photos`).send({ uploadId: photo.id })).status).toBe(404);
    expect((await t.agent().post(`/api/horse-hotels/${hotel.id}/photos`).send({ uploadId: photo.id })).status).toBe(401);
  });

  it('stores review photos on create and edit, and no review at all when a photo is not the rider\'s', async () => {
    const { agent, user } = await rider();
    const hotel = await createHotel(t.db);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const before = await reviewCount();
    const refused = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 4, reviewText: 'Clean stalls', photoUploadIds: [theirs.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('photoUploadIds');
    expect(await reviewCount()).toBe(before);

    const first = await createUpload(t.db, user.id);
    const posted = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 4, reviewText: 'Clean stalls', photoUploadIds: [first.id] });
    expect(posted.status).toBe(201);
    expect(posted.body.photos).toEqual([uploadUrl(first.id)]);
    const second = await createUpload(t.db, user.id);
    const edited = await agent.put(`/api/horse-hotels/${hotel.id}/reviews/${posted.body.id}`).send({ rating: 5, reviewText: 'Even better', photoUploadIds: [second.id] });
    expect(edited.status).toBe(200);
    expect([...edited.body.photos].sort()).toEqual([uploadUrl(first.id), uploadUrl(second.id)].sort());
    const badEdit = await agent.put(`/api/horse-hotels/${hotel.id}/reviews/${posted.body.id}`).send({ rating: 1, reviewText: 'Changed', photoUploadIds: [theirs.id] });
    expect(badEdit.status).toBe(400);
    const list = await agent.get(`/api/horse-hotels/${hotel.id}/reviews`);
    expect(list.body[0]).toMatchObject({ rating: 5, reviewText: 'Even better' });
  });

  it('comes with the newest photos and the gallery\'s count; the rest are read a page at a time, hidden ones left out', async () => {
    const hotel = await createHotel(t.db);
    const added = await t.db.insert(horseHotelPhotos).values(Array.from({ length: 20 }, (_, index) => ({
      horseHotelId: hotel.id, photoUrl: `/h${index}.jpg`, createdAt: new Date(Date.UTC(2026, 0, 20 - index)),
    }))).returning();
    await t.db.insert(hiddenContent).values({ targetType: 'hotel_photo', targetId: added[5].id });
    const newestFirst = added.filter((_, index) => index !== 5).map((photo) => photo.photoUrl);

    const detail = await t.agent().get(`/api/horse-hotels/${hotel.id}`);
    expect(detail.body.gallery.map((photo: { url: string }) => photo.url)).toEqual(newestFirst.slice(0, GALLERY_PAGE_PHOTOS));
    expect(detail.body.photoCount).toBe(19);
    const rest = await t.agent().get(`/api/horse-hotels/${hotel.id}/photos`).query({ offset: GALLERY_PAGE_PHOTOS });
    expect(rest.status).toBe(200);
    expect(rest.body.map((photo: { url: string }) => photo.url)).toEqual(newestFirst.slice(GALLERY_PAGE_PHOTOS));
    expect(rest.headers['x-total-count']).toBe('19');

    const badLimit = await t.agent().get(`/api/horse-hotels/${hotel.id}/photos`).query({ limit: 0 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors[0].path).toBe('limit');
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await t.agent().get(`/api/horse-hotels/${id}/photos`)).status).toBe(404);
    }
  });
});
