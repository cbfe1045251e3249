import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenContent, horseHotelReviews } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createHotel, createUser, signIn } from '../../test/factories';
import { countRows, createHotelReview, errorPaths, UNKNOWN_ID } from './hotels.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const reviewRow = async (id: string) => (await t.db.select().from(horseHotelReviews).where(eq(horseHotelReviews.id, id)))[0];

describe('POST /api/horse-hotels/:id/reviews', () => {
  it('posts a review by the session user and returns it with the display name', async () => {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    const user = await signIn(agent, t.db, { firstName: 'Jo', lastName: 'Rider' });
    const other = await createUser(t.db);
    const response = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`)
      .send({ rating: 4, reviewText: '  Great stalls.  ', userId: other.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      horseHotelId: hotel.id, userId: user.id, rating: 4, reviewText: 'Great stalls.', userName: 'Jo Rider', helpfulCount: 0,
    });
    const list = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`);
    expect(list.body[0]).toEqual(response.body);
    const detail = await t.agent().get(`/api/horse-hotels/${hotel.id}`);
    expect(detail.body).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('defaults the rating to 5', async () => {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    await signIn(agent, t.db);
    const response = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ reviewText: 'Fine.' });
    expect(response.body.rating).toBe(5);
  });

  it("answers a second review by the same rider with 409, a clear message and the stored review, storing nothing", async () => {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    await signIn(agent, t.db);
    const first = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 3, reviewText: 'Okay.' });
    // The very same review again (a double submit) and a different one are both refused.
    for (const body of [{ rating: 3, reviewText: 'Okay.' }, { rating: 5, reviewText: 'Changed my mind.' }]) {
      const again = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send(body);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already reviewed this horse hotel. You can edit your review instead.');
      expect(again.body.review).toEqual(first.body);
    }
    const rows = await t.db.select().from(horseHotelReviews).where(eq(horseHotelReviews.horseHotelId, hotel.id));
    expect(rows).toHaveLength(1);
    // Another rider may still review it, and the same rider may review another hotel.
    const other = t.agent();
    await signIn(other, t.db);
    expect((await other.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ reviewText: 'Fine.' })).status).toBe(201);
    const otherHotel = await createHotel(t.db);
    expect((await agent.post(`/api/horse-hotels/${otherHotel.id}/reviews`).send({ reviewText: 'Fine.' })).status).toBe(201);
  });

  it('stores one review when the same rider posts twice at the same moment', async () => {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    await signIn(agent, t.db);
    const send = () => agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 4, reviewText: 'Twice.' });
    const statuses = (await Promise.all([send(), send(), send()])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await t.db.select().from(horseHotelReviews).where(eq(horseHotelReviews.horseHotelId, hotel.id))).toHaveLength(1);
  });

  it('refuses blank text, a bad rating, a signed-out visitor and an unknown hotel, storing nothing', async () => {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await countRows(t.db, horseHotelReviews);

    const blank = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 5, reviewText: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please write a review before submitting.');
    expect(errorPaths(blank.body)).toEqual(['reviewText']);
    const missing = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 5 });
    expect(missing.body.message).toBe('Please write a review before submitting.');
    for (const rating of [0, 6, 2.5, 'five']) {
      const bad = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating, reviewText: 'Ok' });
      expect(bad.status, String(rating)).toBe(400);
      expect(errorPaths(bad.body)).toEqual(['rating']);
    }
    const signedOut = await t.agent().post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 5, reviewText: 'Hi' });
    expect(signedOut.status).toBe(401);
    for (const id of [UNKNOWN_ID, 'nope']) {
      const unknown = await agent.post(`/api/horse-hotels/${id}/reviews`).send({ rating: 5, reviewText: 'Hi' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Horse Hotel Not Found');
    }
    expect(await countRows(t.db, horseHotelReviews)).toBe(before);
  });
});

describe('PUT /api/horse-hotels/:id/reviews/:reviewId', () => {
  async function reviewedHotel() {
    const hotel = await createHotel(t.db);
    const agent = t.agent();
    const author = await signIn(agent, t.db, { firstName: 'Edie', lastName: 'Author' });
    const posted = await agent.post(`/api/horse-hotels/${hotel.id}/reviews`).send({ rating: 2, reviewText: 'Dusty barn.' });
    expect(posted.status).toBe(201);
    return { hotel, agent, author, review: posted.body as { id: string; createdAt: string } };
  }

  it("lets the author change the rating and text; the review keeps its date and the hotel's average and count follow", async () => {
    const { hotel, agent, author, review } = await reviewedHotel();
    await createHotelReview(t.db, { horseHotelId: hotel.id, rating: 5 });
    expect((await t.agent().get(`/api/horse-hotels/${hotel.id}`)).body).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    const edited = await agent.put(`/api/horse-hotels/${hotel.id}/reviews/${review.id}`)
      .send({ rating: 4, reviewText: '  Swept and bedded this time.  ', userId: UNKNOWN_ID });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: review.id, horseHotelId: hotel.id, userId: author.id, rating: 4, reviewText: 'Swept and bedded this time.',
      userName: 'Edie Author', createdAt: review.createdAt,
    });
    expect((await t.agent().get(`/api/horse-hotels/${hotel.id}`)).body).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    const list = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews`);
    expect(list.body.find((item: { id: string }) => item.id === review.id)).toEqual(edited.body);
  });

  it('refuses another rider with 403 and a signed-out visitor with 401, changing nothing', async () => {
    const { hotel, review } = await reviewedHotel();
    const before = await reviewRow(review.id);
    const intruder = t.agent();
    await signIn(intruder, t.db);
    const refused = await intruder.put(`/api/horse-hotels/${hotel.id}/reviews/${review.id}`).send({ rating: 1, reviewText: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only edit your own review');
    const signedOut = await t.agent().put(`/api/horse-hotels/${hotel.id}/reviews/${review.id}`).send({ rating: 1, reviewText: 'X' });
    expect(signedOut.status).toBe(401);
    expect(await reviewRow(review.id)).toEqual(before);
  });

  it('answers 404 for an unknown hotel or review, or a review of another hotel, and 400 for an invalid review', async () => {
    const { hotel, agent, review } = await reviewedHotel();
    const before = await reviewRow(review.id);
    const otherHotel = await createHotel(t.db);
    const body = { rating: 4, reviewText: 'Fine' };
    const put = (hotelId: string, reviewId: string, sent: object = body) =>
      agent.put(`/api/horse-hotels/${hotelId}/reviews/${reviewId}`).send(sent);
    for (const hotelId of [UNKNOWN_ID, 'nope']) {
      const missing = await put(hotelId, review.id);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Horse Hotel Not Found');
    }
    for (const [hotelId, reviewId] of [[hotel.id, UNKNOWN_ID], [hotel.id, 'nope'], [otherHotel.id, review.id]]) {
      const missing = await put(hotelId, reviewId);
      expect(missing.status, `${hotelId} ${reviewId}`).toBe(404);
      expect(missing.body.message).toBe('Review not found');
    }
    const blank = await put(hotel.id, review.id, { rating: 4, reviewText: '  ' });
    expect(blank.status).toBe(400);
    expect(errorPaths(blank.body)).toEqual(['reviewText']);
    const badRating = await put(hotel.id, review.id, { rating: 9, reviewText: 'Fine' });
    expect(errorPaths(badRating.body)).toEqual(['rating']);
    expect(await reviewRow(review.id)).toEqual(before);
  });
});

describe('GET /api/horse-hotels/:id/reviews', () => {
  it('says the total past the end and for a hotel without reviews, and answers 404 for a hidden hotel', async () => {
    const hotel = await createHotel(t.db);
    for (const rating of [3, 4, 5]) await createHotelReview(t.db, { horseHotelId: hotel.id, userId: (await createUser(t.db)).id, rating });
    const first = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews?limit=2`);
    expect([first.body.length, first.headers['x-total-count']]).toEqual([2, '3']);
    const past = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews?limit=2&offset=4`);
    expect([past.status, past.body, past.headers['x-total-count']]).toEqual([200, [], '3']);
    const unreviewed = await t.agent().get(`/api/horse-hotels/${(await createHotel(t.db)).id}/reviews`);
    expect([unreviewed.status, unreviewed.body, unreviewed.headers['x-total-count']]).toEqual([200, [], '0']);

    await t.db.insert(hiddenContent).values({ targetType: 'horse_hotel', targetId: hotel.id });
    for (const query of ['', '?offset=4']) {
      const hidden = await t.agent().get(`/api/horse-hotels/${hotel.id}/reviews${query}`);
      expect([hidden.status, hidden.body]).toEqual([404, { message: 'Horse Hotel Not Found' }]);
    }
  });
});
