import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createHotel, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const feedItemOf = async (reviewText: string) =>
  ((await t.agent().get('/api/feed?limit=100')).body as { content: string; editedAt: string | null }[]).find((item) => item.content === reviewText);

describe('an arena review', () => {
  it('its writer edits it (marked edited; the average and the feed item follow) and deletes it (gone from the arena and the feed)', async () => {
    const arena = await createArena(t.db);
    const writer = await signedInRider(t);
    const other = await signedInRider(t);
    await other.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Perfect ground' }).expect(201);
    const review = (await writer.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 1, reviewText: 'Hard as rock' })).body;
    expect(review.editedAt).toBeNull();
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await feedItemOf('Hard as rock')).toMatchObject({ editedAt: null });

    const edited = await writer.agent.put(`/api/reviews/${review.id}`).send({ rating: 3, reviewText: 'Dragged since: fair' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: review.id, rating: 3, reviewText: 'Dragged since: fair', editedAt: expect.any(String) });
    const page = (await t.agent().get(`/api/arenas/${arena.id}`)).body;
    expect(page).toMatchObject({ averageRating: 4, reviewCount: 2 });
    expect(page.reviews.find((item: { id: string }) => item.id === review.id)).toMatchObject({ editedAt: edited.body.editedAt });
    expect(await feedItemOf('Hard as rock')).toBeUndefined();
    expect(await feedItemOf('Dragged since: fair')).toMatchObject({ editedAt: expect.any(String) });

    expect((await other.agent.put(`/api/reviews/${review.id}`).send({ rating: 1, reviewText: 'Hijacked' })).status).toBe(403);
    expect((await other.agent.delete(`/api/reviews/${review.id}`)).status).toBe(403);
    const bad = await writer.agent.put(`/api/reviews/${review.id}`).send({ rating: 9, reviewText: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toContain('rating');

    expect((await writer.agent.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    const after = (await t.agent().get(`/api/arenas/${arena.id}`)).body;
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(after.reviews.map((item: { id: string }) => item.id)).not.toContain(review.id);
    expect(await feedItemOf('Dragged since: fair')).toBeUndefined();
    expect((await writer.agent.delete(`/api/reviews/${review.id}`)).status).toBe(404);
    // Deleted, the rider may review the arena again.
    expect((await writer.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 4, reviewText: 'Second visit' })).status).toBe(201);
  });

  it('hidden by a moderator, it leaves the community feed too', async () => {
    const arena = await createArena(t.db);
    const writer = await signedInRider(t);
    const moderator = await signedInRider(t, { role: 'moderator' });
    const review = (await writer.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 1, reviewText: 'Spam spam spam' })).body;
    expect(await feedItemOf('Spam spam spam')).toBeDefined();
    await moderator.agent.post(`/api/admin/content/arena_review/${review.id}/hide`).send({ reason: 'Spam' }).expect(200);
    expect(await feedItemOf('Spam spam spam')).toBeUndefined();
  });
});

describe('a horse hotel review', () => {
  it('an edit marks it edited; its writer deletes it and the hotel average follows; nobody else can', async () => {
    const hotel = await createHotel(t.db);
    const writer = await signedInRider(t);
    const other = await signedInRider(t);
    const base = `/api/horse-hotels/${hotel.id}/reviews`;
    const review = (await writer.agent.post(base).send({ rating: 2, reviewText: 'Muddy pens' })).body;
    await other.agent.post(base).send({ rating: 4, reviewText: 'Fine stay' }).expect(201);
    const edited = (await writer.agent.put(`${base}/${review.id}`).send({ rating: 3, reviewText: 'Muddy pens, kind owner' })).body;
    expect(edited).toMatchObject({ editedAt: expect.any(String), rating: 3 });
    expect((await t.agent().get(`/api/horse-hotels/${hotel.id}`)).body).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    expect((await other.agent.delete(`${base}/${review.id}`)).status).toBe(403);
    const elsewhere = await createHotel(t.db);
    expect((await writer.agent.delete(`/api/horse-hotels/${elsewhere.id}/reviews/${review.id}`)).status).toBe(404);
    expect((await writer.agent.delete(`${base}/${review.id}`)).status).toBe(204);
    expect((await t.agent().get(`/api/horse-hotels/${hotel.id}`)).body).toMatchObject({ averageRating: 4, reviewCount: 1 });
    expect((await t.agent().get(base)).body.map((item: { id: string }) => item.id)).not.toContain(review.id);
  });
});

describe('a community post', () => {
  it('its writer edits it (marked edited) and deletes it with its thread; nobody else can', async () => {
    const writer = await signedInRider(t);
    const other = await signedInRider(t);
    const post = (await writer.agent.post('/api/feed').send({ content: 'Anyone hauling to Lubbock?' })).body;
    await other.agent.post(`/api/feed/${post.id}/comments`).send({ commentText: 'Me!' }).expect(201);

    const edited = await writer.agent.patch(`/api/feed/${post.id}`).send({ content: 'Anyone hauling to Lubbock Friday?' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: post.id, content: 'Anyone hauling to Lubbock Friday?', editedAt: expect.any(String), commentCount: 1 });
    expect((await other.agent.patch(`/api/feed/${post.id}`).send({ content: 'Hijacked' })).status).toBe(403);
    expect((await other.agent.delete(`/api/feed/${post.id}`)).status).toBe(403);
    const blank = await writer.agent.patch(`/api/feed/${post.id}`).send({ content: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('content');

    expect((await writer.agent.delete(`/api/feed/${post.id}`)).status).toBe(204);
    expect(await feedItemOf('Anyone hauling to Lubbock Friday?')).toBeUndefined();
    expect((await t.agent().get(`/api/feed/${post.id}/comments`)).status).toBe(404);
    expect((await writer.agent.patch(`/api/feed/${post.id}`).send({ content: 'Back?' })).status).toBe(404);
  });

  it("a review's feed item is edited with its review, not on its own", async () => {
    const writer = await signedInRider(t);
    const arena = await createArena(t.db);
    await writer.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 4, reviewText: 'Nice warm-up pen' }).expect(201);
    const item = ((await t.agent().get('/api/feed?limit=100')).body as { id: string; content: string }[]).find((feed) => feed.content === 'Nice warm-up pen')!;
    const refused = await writer.agent.patch(`/api/feed/${item.id}`).send({ content: 'Changed here' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Edit the review on its arena page instead');
  });
});
