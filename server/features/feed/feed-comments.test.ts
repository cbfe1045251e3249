import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, feedPostComments, userBadges } from '@shared/schema';
import { POSTING_TOO_FAST } from '../../http/posting-limit';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createFeedPost, createUser, signIn } from '../../test/factories';
import { statementsPerRun } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const commentCount = async (postId: string) =>
  (await t.db.select({ n: count() }).from(feedPostComments).where(eq(feedPostComments.postId, postId)))[0].n;
const countAll = async () => (await t.db.select({ n: count() }).from(feedPostComments))[0].n;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

async function insertComment(postId: string, userId: string, commentText: string, createdAt = new Date()) {
  await t.db.insert(feedPostComments).values({ postId, userId, commentText, createdAt });
}

describe('POST /api/feed/:postId/comments', () => {
  it('adds the session rider\'s comment (201, trimmed, with name, avatar and badges); ids in the body are ignored', async () => {
    const agent = t.agent();
    const rider = await signIn(agent, t.db, { firstName: 'Kay', lastName: 'Dee', profileImageUrl: 'https://img.example/kay.jpg' });
    await t.db.insert(userBadges).values({ userId: rider.id, badgeType: 'community_helper', badgeLevel: 'gold' });
    const post = await createFeedPost(t.db, { content: "Who's hauling to Lubbock Saturday?" });
    const elsewhere = await createFeedPost(t.db);
    const someoneElse = await createUser(t.db);

    const response = await agent.post(`/api/feed/${post.id}/comments`)
      .send({ commentText: '  Me! Leaving Abilene at 6.  ', userId: someoneElse.id, postId: elsewhere.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String), postId: post.id, userId: rider.id, commentText: 'Me! Leaving Abilene at 6.',
      createdAt: expect.any(String), editedAt: null, userName: 'Kay Dee', userAvatar: 'https://img.example/kay.jpg',
      badges: [expect.objectContaining({ badgeType: 'community_helper', badgeLevel: 'gold', name: 'Community Helper' })],
    });
    expect(await commentCount(post.id)).toBe(1);
    expect(await commentCount(elsewhere.id)).toBe(0);
    expect((await t.agent().get(`/api/feed/${post.id}/comments`)).body).toEqual([response.body]);
  });

  it('is 401 signed out and stores nothing', async () => {
    const post = await createFeedPost(t.db);
    const response = await t.agent().post(`/api/feed/${post.id}/comments`).send({ commentText: 'Hi' });
    expect(response.status).toBe(401);
    expect(await commentCount(post.id)).toBe(0);
  });

  it('is 404 for an unknown or malformed post id, storing nothing', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const before = await countAll();
    for (const postId of [randomUUID(), 'not-a-post']) {
      const response = await agent.post(`/api/feed/${postId}/comments`).send({ commentText: 'Anyone?' });
      expect(response.status, postId).toBe(404);
      expect(response.body).toEqual({ message: 'Post not found' });
    }
    expect(await countAll()).toBe(before);
  });

  it('is 400 naming commentText for a missing, blank or too long comment, storing nothing', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const post = await createFeedPost(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Write a comment first'],
      [{ commentText: '   ' }, 'Write a comment first'],
      [{ commentText: 42 }, 'Write a comment first'],
      [{ commentText: 'x'.repeat(2001) }, 'Keep it under 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await agent.post(`/api/feed/${post.id}/comments`).send(body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ path: 'commentText', message })]);
    }
    expect((await agent.post(`/api/feed/${post.id}/comments`).send({ commentText: 'x'.repeat(2000) })).status).toBe(201);
    expect(await commentCount(post.id)).toBe(1);
  });
});

describe('GET /api/feed/:postId/comments', () => {
  it('lets visitors read a thread oldest first, paged with limit and offset and the total in X-Total-Count', async () => {
    const post = await createFeedPost(t.db);
    const rider = await createUser(t.db, { firstName: 'Ann', lastName: 'Lee' });
    for (const [index, text] of ['first', 'second', 'third', 'fourth', 'fifth'].entries()) {
      await insertComment(post.id, rider.id, text, secondsAgo(100 - index));
    }
    await insertComment((await createFeedPost(t.db)).id, rider.id, 'on another post');

    const all = await t.agent().get(`/api/feed/${post.id}/comments`);
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.body.map((comment: { commentText: string }) => comment.commentText)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    expect(all.body[0]).toMatchObject({ postId: post.id, userId: rider.id, userName: 'Ann Lee', userAvatar: null, badges: [] });

    const page = await t.agent().get(`/api/feed/${post.id}/comments?limit=2&offset=2`);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.map((comment: { commentText: string }) => comment.commentText)).toEqual(['third', 'fourth']);
    const pastTheEnd = await t.agent().get(`/api/feed/${post.id}/comments?limit=2&offset=10`);
    expect([pastTheEnd.body, pastTheEnd.headers['x-total-count']]).toEqual([[], '5']);
  });

  it('answers an empty thread with [] and 0, and 404 for an unknown post', async () => {
    const post = await createFeedPost(t.db);
    const empty = await t.agent().get(`/api/feed/${post.id}/comments`);
    expect([empty.status, empty.body, empty.headers['x-total-count']]).toEqual([200, [], '0']);
    const unknown = await t.agent().get(`/api/feed/${randomUUID()}/comments`);
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Post not found' }]);
    expect((await t.agent().get('/api/feed/nope/comments')).status).toBe(404);
    expect((await t.agent().get(`/api/feed/${post.id}/comments?limit=0`)).body.errors[0].path).toBe('limit');
  });

  it('reads a thread page of 1 or of 25 commenters in one statement: the post\'s existence and the badges with it', async () => {
    const post = await createFeedPost(t.db);
    for (let index = 0; index < 25; index += 1) {
      const rider = await createUser(t.db);
      await t.db.insert(userBadges).values({ userId: rider.id, badgeType: 'event_goer', badgeLevel: 'bronze' });
      await insertComment(post.id, rider.id, `comment ${index}`, secondsAgo(100 - index));
    }
    const page = (limit: number) => t.agent().get(`/api/feed/${post.id}/comments?limit=${limit}`)
      .set('Cache-Control', 'no-cache').then((response) => expect(response.body).toHaveLength(limit));
    const [forOne, forMany] = await statementsPerRun(t.pool, [() => page(1), () => page(25)]);
    expect([forOne, forMany]).toEqual([1, 1]);
    const { body } = await t.agent().get(`/api/feed/${post.id}/comments?limit=1`);
    expect(body[0].badges).toEqual([expect.objectContaining({ badgeType: 'event_goer', badgeLevel: 'bronze', name: 'Event Goer' })]);
  });
});

describe('the feed with comment counts', () => {
  it('carries each post\'s comment count, and a visitor sees a new comment at once (the cache is refreshed)', async () => {
    const quiet = await createFeedPost(t.db, { content: 'quiet', createdAt: secondsAgo(20) });
    const busy = await createFeedPost(t.db, { content: 'busy', createdAt: secondsAgo(10) });
    const rider = await createUser(t.db);
    for (const text of ['a', 'b', 'c']) await insertComment(busy.id, rider.id, text);
    const counts = async () => {
      const feed = (await t.agent().get('/api/feed?limit=200')).body as { id: string; commentCount: number }[];
      return [quiet.id, busy.id].map((id) => feed.find((item) => item.id === id)?.commentCount);
    };
    expect(await counts()).toEqual([0, 3]);

    const agent = t.agent();
    await signIn(agent, t.db);
    expect((await agent.post(`/api/feed/${quiet.id}/comments`).send({ commentText: 'Count me in' })).status).toBe(201);
    expect(await counts()).toEqual([1, 3]);
    const thread = await t.agent().get(`/api/feed/${quiet.id}/comments`);
    expect(thread.body.map((comment: { commentText: string }) => comment.commentText)).toEqual(['Count me in']);
  });

  it('counts comments in the feed\'s own statement: as many statements for 1 post as for 25 with comments', async () => {
    await t.db.delete(feedItems);
    const commenter = await createUser(t.db);
    for (let index = 0; index < 25; index += 1) {
      const post = await createFeedPost(t.db, { createdAt: secondsAgo(index) });
      await insertComment(post.id, commenter.id, `on ${index}`);
    }
    const agent = t.agent();
    await signIn(agent, t.db);
    const page = (limit: number) => agent.get(`/api/feed?limit=${limit}`).then((response) => {
      expect(response.body).toHaveLength(limit);
      expect(response.body.every((item: { commentCount: number }) => item.commentCount === 1)).toBe(true);
    });
    const [forOne, forMany] = await statementsPerRun(t.pool, [() => page(1), () => page(25)]);
    expect(forMany).toBe(forOne);
  });

  it('drops a post\'s thread with the post', async () => {
    const post = await createFeedPost(t.db);
    await insertComment(post.id, (await createUser(t.db)).id, 'gone soon');
    await t.db.delete(feedItems).where(eq(feedItems.id, post.id));
    expect(await commentCount(post.id)).toBe(0);
  });
});

describe('the per-rider posting limit', () => {
  let limited: TestApp;
  beforeAll(async () => { limited = await createTestApp({ POSTING_RATE_LIMIT: '3' }); });
  afterAll(async () => { await limited.close(); });

  it('refuses a rider\'s fourth comment in 15 minutes with 429 and Retry-After; refused posts do not count; others still post', async () => {
    const post = await createFeedPost(limited.db);
    const agent = limited.agent();
    await signIn(agent, limited.db);
    const comment = (commentText: string) => agent.post(`/api/feed/${post.id}/comments`).send({ commentText });
    expect((await comment('   ')).status).toBe(400);
    expect((await agent.post(`/api/feed/${randomUUID()}/comments`).send({ commentText: 'lost' })).status).toBe(404);
    for (const text of ['one', 'two', 'three']) expect((await comment(text)).status).toBe(201);
    const refused = await comment('four');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: POSTING_TOO_FAST });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await limited.db.select({ n: count() }).from(feedPostComments)
      .where(eq(feedPostComments.postId, post.id)))[0].n).toBe(3);

    const neighbour = limited.agent();
    await signIn(neighbour, limited.db);
    expect((await neighbour.post(`/api/feed/${post.id}/comments`).send({ commentText: 'me too' })).status).toBe(201);
  });

  it('also limits feed posts and event comments per rider', async () => {
    const agent = limited.agent();
    await signIn(agent, limited.db);
    const event = await createEvent(limited.db);
    for (let index = 0; index < 3; index += 1) {
      expect((await agent.post('/api/feed').send({ content: `post ${index}` })).status).toBe(201);
      expect((await agent.post(`/api/events/${event.id}/comments`).send({ commentText: `comment ${index}` })).status).toBe(201);
    }
    expect((await agent.post('/api/feed').send({ content: 'one too many' })).status).toBe(429);
    expect((await agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'one too many' })).status).toBe(429);
  });
});
