import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventComments, moderationActions, notifications, reports, reviews } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, signedInRider } from '../../test/factories';

// Two distinct riders' reports hide an item here (REPORT_HIDE_THRESHOLD; 3 by default).
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ REPORT_HIDE_THRESHOLD: '2' }); });
afterAll(async () => { await t.close(); });

const signedIn = (role: 'rider' | 'moderator' | 'admin' = 'rider') => signedInRider(t, { role });

const report = (agent: ReturnType<TestApp['agent']>, targetType: string, targetId: string, reason = 'Spam') =>
  agent.post('/api/reports').send({ targetType, targetId, reason });

async function eventComment() {
  const author = await signedIn();
  const event = await createEvent(t.db);
  const comment = (await author.agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Buy cheap saddles at spam.example' })).body;
  return { author, event, comment };
}

describe('reporting', () => {
  it('a rider reports an item once, never their own; bad input names the field', async () => {
    const { author, comment } = await eventComment();
    const { agent } = await signedIn();
    const first = await report(agent, 'event_comment', comment.id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), hidden: false });
    expect((await report(agent, 'event_comment', comment.id)).status).toBe(409);
    const own = await report(author.agent, 'event_comment', comment.id);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot report your own post');
    expect((await report(agent, 'event_comment', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await agent.post('/api/reports').send({ targetType: 'weather', targetId: 'x', reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['reason', 'targetId', 'targetType']);
    expect((await t.agent().post('/api/reports').send({ targetType: 'event_comment', targetId: comment.id, reason: 'x' })).status).toBe(401);
  });

  it('enough distinct reports hide a comment from its thread and its count until a moderator restores it', async () => {
    const { event, comment } = await eventComment();
    const reporters = [await signedIn(), await signedIn()];
    expect((await report(reporters[0].agent, 'event_comment', comment.id)).body.hidden).toBe(false);
    expect((await report(reporters[1].agent, 'event_comment', comment.id, 'Advertising')).body.hidden).toBe(true);
    const thread = await t.agent().get(`/api/events/${event.id}/comments`);
    expect(thread.body).toEqual([]);
    expect(thread.headers['x-total-count']).toBe('0');

    const { agent: moderator, user: moderatorUser } = await signedIn('moderator');
    const queue = (await moderator.get('/api/admin/reports')).body;
    expect(queue).toContainEqual({
      targetType: 'event_comment', targetId: comment.id, reportCount: 2, reasons: ['Spam', 'Advertising'], firstReportedAt: expect.any(String),
      hidden: true, text: 'Buy cheap saddles at spam.example', author: { id: comment.userId, name: 'Test Rider' }, link: `/event/${event.id}`,
    });
    const restored = await moderator.post(`/api/admin/content/event_comment/${comment.id}/restore`).send({ reason: 'Not spam: a sponsor' });
    expect(restored.status).toBe(200);
    expect((await t.agent().get(`/api/events/${event.id}/comments`)).body.map((shown: { id: string }) => shown.id)).toEqual([comment.id]);
    expect((await moderator.get('/api/admin/reports')).body.map((item: { targetId: string }) => item.targetId)).not.toContain(comment.id);
    // The decided reports do not count again: one new report does not hide it.
    expect((await report((await signedIn()).agent, 'event_comment', comment.id)).body.hidden).toBe(false);
    const [logged] = await t.db.select().from(moderationActions).where(eq(moderationActions.targetId, comment.id));
    expect(logged).toMatchObject({ moderatorId: moderatorUser.id, action: 'restore_content', reason: 'Not spam: a sponsor' });
  });

  it('takes back the notifications a hidden comment caused', async () => {
    const creator = await signedIn();
    const event = await createEvent(t.db, { createdBy: creator.user.id });
    const author = await signedIn();
    const comment = (await author.agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Visit spam.example' })).body;
    const told = () => t.db.select().from(notifications).where(eq(notifications.causeKey, `event-comment:${comment.id}`));
    expect(await told()).toHaveLength(1);
    await report((await signedIn()).agent, 'event_comment', comment.id);
    await report((await signedIn()).agent, 'event_comment', comment.id);
    expect(await told()).toEqual([]);
  });

  it('a hidden review no longer moves the arena\'s rating or count', async () => {
    const arena = await createArena(t.db);
    const fair = await signedIn();
    const troll = await signedIn();
    await fair.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'Great ground all weekend' });
    const bad = (await troll.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 1, reviewText: 'Worst place ever lol' })).body;
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body).toMatchObject({ averageRating: 3, reviewCount: 2 });
    const { agent: moderator } = await signedIn('moderator');
    expect((await moderator.post(`/api/admin/content/arena_review/${bad.id}/hide`).send({ reason: 'Abuse' })).status).toBe(200);
    const after = (await t.agent().get(`/api/arenas/${arena.id}`)).body;
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(after.reviews.map((review: { id: string }) => review.id)).not.toContain(bad.id);
    expect((await t.agent().get(`/api/arenas/${arena.id}/reviews`)).body).toHaveLength(1);
  });

  it('a hidden post leaves the community feed and its total', async () => {
    const author = await signedIn();
    const post = (await author.agent.post('/api/feed').send({ content: 'Selling followers, DM me' })).body;
    const before = await t.agent().get('/api/feed');
    const { agent: moderator } = await signedIn('moderator');
    await moderator.post(`/api/admin/content/post/${post.id}/hide`).send({});
    const after = await t.agent().get('/api/feed');
    expect(after.body.map((item: { id: string }) => item.id)).not.toContain(post.id);
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) - 1);
  });

  it('a moderator deletes an item; riders cannot reach the queue or the decisions', async () => {
    const { comment } = await eventComment();
    const { agent: rider } = await signedIn();
    expect((await rider.get('/api/admin/reports')).status).toBe(403);
    expect((await rider.post(`/api/admin/content/event_comment/${comment.id}/delete`).send({})).status).toBe(403);
    const { agent: moderator } = await signedIn('moderator');
    await report(rider, 'event_comment', comment.id);
    expect((await moderator.post(`/api/admin/content/event_comment/${comment.id}/delete`).send({ reason: 'Spam' })).status).toBe(200);
    expect(await t.db.select().from(eventComments).where(eq(eventComments.id, comment.id))).toEqual([]);
    const [open] = await t.db.select().from(reports).where(eq(reports.targetId, comment.id));
    expect(open.resolvedAt).not.toBeNull();
    expect((await moderator.post(`/api/admin/content/gossip/${comment.id}/hide`).send({})).status).toBe(404);
    expect((await moderator.post('/api/admin/content/arena_review/00000000-0000-4000-8000-000000000000/hide').send({})).status).toBe(404);
    expect(await t.db.select().from(reviews).where(eq(reviews.id, comment.id))).toEqual([]);
  });
});
