import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaReview } from '@shared/contracts/arenas';
import { hiddenContent, reviewHelpfulVotes } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createUser, signIn } from '../../test/factories';
import { findReviewView } from './arenas.reviews.repo';
import { addReview, addReviewPhoto } from './arenas.test-helpers';

// An arena's reviews list is written by PostgreSQL (listArenaReviewPage); one review is selected through drizzle and
// serialized as Express would (findReviewView). Both must give the same review, field for field.
let t: TestApp;
let rider: ReturnType<TestApp['agent']>;
let riderId: string;
let arenaId: string;
beforeAll(async () => {
  t = await createTestApp();
  rider = t.agent();
  riderId = (await signIn(rider, t.db)).id;
  arenaId = (await createArena(t.db)).id;
  const author = await createUser(t.db, { firstName: 'Kay "KB"', lastName: 'Blandford' });
  const full = await addReview(t.db, arenaId, 4, {
    userId: author.id, reviewText: 'Tabs\tnewlines\n"quotes", back\\slashes, ünïcode and \u0001', footingType: 'sand',
    parkingSurface: 'gravel', editedAt: new Date(), ownerResponse: 'Thanks, come back', ownerRespondedAt: new Date(),
    createdAt: new Date(Date.now() - 60_000),
  });
  await addReviewPhoto(t.db, full.id, 'https://example.com/b.jpg');
  await addReviewPhoto(t.db, full.id, 'https://example.com/a.jpg');
  await t.db.insert(reviewHelpfulVotes).values({ reviewId: full.id, userId: riderId });
  await addReview(t.db, arenaId, 2);
});
afterAll(async () => { await t.close(); });

const reviewsOf = (id: string, query = '') => `/api/arenas/${id}/reviews?limit=5${query}`;

describe('an arena\'s reviews as PostgreSQL writes them', () => {
  for (const who of ['rider', 'visitor'] as const) {
    it(`gives a ${who} each review as it reads alone`, async () => {
      const agent = who === 'rider' ? rider : t.agent();
      const response = await agent.get(reviewsOf(arenaId)).set('Cache-Control', 'no-cache');
      expect(response.status).toBe(200);
      const rows = response.body as ArenaReview[];
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const alone = await findReviewView(t.db, row.id, who === 'rider' ? riderId : null);
        expect(row).toEqual(JSON.parse(JSON.stringify(alone)));
      }
      const [full] = rows.filter((row) => row.rating === 4);
      expect(full.photos).toHaveLength(2);
      expect(full.ownerResponse?.text).toBe('Thanks, come back');
      expect(full.isHelpful).toBe(who === 'rider');
      expect(response.headers['x-total-count']).toBe('2');
    });
  }

  it('counts again after a new review, says the total past the end, and answers 404 for a hidden arena', async () => {
    await addReview(t.db, arenaId, 5);
    expect((await rider.get(reviewsOf(arenaId))).headers['x-total-count']).toBe('3');
    const past = await rider.get(reviewsOf(arenaId, '&offset=10'));
    expect([past.status, past.body, past.headers['x-total-count']]).toEqual([200, [], '3']);
    const empty = await createArena(t.db);
    const none = await rider.get(reviewsOf(empty.id));
    expect([none.status, none.body, none.headers['x-total-count']]).toEqual([200, [], '0']);

    const hidden = await createArena(t.db);
    await addReview(t.db, hidden.id, 3);
    await t.db.insert(hiddenContent).values({ targetType: 'arena', targetId: hidden.id });
    for (const url of [reviewsOf(hidden.id), reviewsOf(hidden.id, '&offset=5')]) {
      const response = await rider.get(url);
      expect([response.status, response.body]).toEqual([404, { message: 'Arena not found' }]);
    }
  });
});
