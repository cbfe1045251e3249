import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, savedEvents, type User } from '@shared/schema';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { notifyRiders, oneRider } from './notifications.repo';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const inbox = async (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}

describe('what makes a notification', () => {
  it('tells a rider who followed them, once, and never the follower', async () => {
    const follower = await rider();
    const followee = await rider();
    expect((await follower.agent.post('/api/user-follows').send({ followeeId: followee.user.id })).status).toBe(201);
    expect((await follower.agent.post('/api/user-follows').send({ followeeId: followee.user.id })).status).toBe(200);
    const received = await inbox(followee.user.id);
    expect(received).toEqual([expect.objectContaining({
      kind: 'new_follower', actorId: follower.user.id, title: 'Test Rider started following you', linkPath: '/profile', readAt: null,
    })]);
    expect(await inbox(follower.user.id)).toEqual([]);
  });

  it('tells the event\'s creator and earlier commenters of a comment, not its writer nor anyone else', async () => {
    const creator = await rider();
    const earlier = await rider();
    const writer = await rider();
    const bystander = await rider();
    const event = await createEvent(t.db, { createdBy: creator.user.id, name: 'Comment Classic' });
    await earlier.agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Stalls left?' });
    await writer.agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Yes, ten left on the south barn.' });
    const [toCreator] = (await inbox(creator.user.id)).filter((n) => n.actorId === writer.user.id);
    expect(toCreator).toMatchObject({
      kind: 'event_comment', title: 'Test Rider commented on Comment Classic', body: 'Yes, ten left on the south barn.',
      linkPath: `/event/${event.id}`,
    });
    expect((await inbox(earlier.user.id)).map((n) => n.actorId)).toEqual([writer.user.id]);
    expect((await inbox(writer.user.id)).map((n) => n.actorId)).toEqual([]);
    expect(await inbox(bystander.user.id)).toEqual([]);
  });

  it('tells the riders who saved an event or are going that it was cancelled, with the reason', async () => {
    const creator = await rider();
    const saver = await rider();
    const goer = await rider();
    const other = await rider();
    const arena = await createArena(t.db, { timeZone: 'America/Chicago' });
    const event = await createEvent(t.db, { arenaId: arena.id, createdBy: creator.user.id, name: 'Rainy Day Race' });
    await t.db.insert(savedEvents).values({ userId: saver.user.id, eventId: event.id });
    await goer.agent.post(`/api/events/${event.id}/attendance`).send({ status: 'going' });
    await creator.agent.patch(`/api/events/${event.id}`).send({ status: 'cancelled', statusReason: 'Arena flooded' });
    for (const told of [saver, goer]) {
      expect(await inbox(told.user.id)).toEqual([expect.objectContaining({
        kind: 'event_changed', title: 'Rainy Day Race is cancelled', body: 'Arena flooded', actorId: creator.user.id,
      })]);
    }
    expect(await inbox(other.user.id)).toEqual([]);
    expect(await inbox(creator.user.id)).toEqual([]);
    // A new start names the day and time on the arena's clocks.
    await creator.agent.patch(`/api/events/${event.id}`).send({ status: 'scheduled', time: '6:00 PM' });
    expect((await inbox(saver.user.id)).map((n) => n.title)).toContainEqual(expect.stringMatching(/^Rainy Day Race moved to \w{3}, \w{3} \d+, 6:00 PM C[SD]T$/));
  });

  it('makes one notification per rider per cause, however often the cause is told', async () => {
    const { user } = await rider();
    const cause = { kind: 'new_follower' as const, causeKey: 'test:once', actorId: null, title: 'Once', linkPath: '/' };
    expect(await Promise.all([1, 2, 3].map(() => notifyRiders(t.db, oneRider(user.id), cause)))).toEqual(expect.arrayContaining([1, 0, 0]));
    expect(await inbox(user.id)).toHaveLength(1);
  });
});

describe('the notifications API', () => {
  let me: Awaited<ReturnType<typeof rider>>;
  let ids: string[];
  beforeAll(async () => {
    me = await rider();
    for (const [index, kind] of (['new_follower', 'event_comment', 'event_changed'] as const).entries()) {
      await notifyRiders(t.db, oneRider(me.user.id), { kind, causeKey: `api:${index}`, actorId: null, title: `Number ${index}`, linkPath: '/' });
    }
    const listed = await me.agent.get('/api/notifications');
    ids = listed.body.map((n: { id: string }) => n.id);
  });

  it('lists the rider\'s own, newest first, paged and by kind', async () => {
    const page = await me.agent.get('/api/notifications?limit=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((n: { title: string }) => n.title)).toEqual(['Number 2', 'Number 1']);
    const comments = await me.agent.get('/api/notifications?kind=event_comment');
    expect(comments.body.map((n: { kind: string }) => n.kind)).toEqual(['event_comment']);
    expect((await me.agent.get('/api/notifications?kind=gossip')).status).toBe(400);
  });

  it('counts unread, marks some read, then all, and never another rider\'s', async () => {
    const stranger = await rider();
    expect((await me.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });
    expect((await stranger.agent.post('/api/notifications/read').send({ ids })).body).toEqual({ count: 0 });
    expect((await me.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 3 });
    expect((await me.agent.post('/api/notifications/read').send({ ids: [ids[0]] })).body).toEqual({ count: 2 });
    expect((await me.agent.post('/api/notifications/read').send({})).body).toEqual({ count: 0 });
    expect((await me.agent.post('/api/notifications/read').send({ ids: ['nope'] })).status).toBe(400);
  });

  it('is 401 for a visitor', async () => {
    for (const path of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/stream']) {
      expect((await t.agent().get(path)).status).toBe(401);
    }
    expect((await t.agent().post('/api/notifications/read').send({})).status).toBe(401);
  });
});

describe('the live stream', () => {
  /** Reads server-sent events from `port` with the rider's session cookie until `until` is seen. */
  function readStream(port: number, cookie: string) {
    const seen: string[] = [];
    const req = http.get({ port, path: '/api/notifications/stream', headers: { cookie, accept: 'text/event-stream' } });
    const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
      req.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => seen.push(chunk));
        resolve(response);
      });
      req.on('error', reject);
    });
    return { seen, opened, close: () => req.destroy() };
  }

  it('tells a rider on one app server of a notification caused through another', async () => {
    const logger = createLogger('silent');
    const serverB = http.createServer(createApp({ config: t.config, db: t.db, pool: t.pool, logger }));
    await new Promise<void>((resolve) => serverB.listen(0, '127.0.0.1', resolve));
    const user: User = await createUser(t.db);
    const login = await request(t.app).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    const stream = readStream((serverB.address() as AddressInfo).port, cookie);
    try {
      const response = await stream.opened;
      expect(response.headers['content-type']).toBe('text/event-stream');
      await expect.poll(() => stream.seen.join('')).toContain('event: unread\ndata: {"count":0}');
      // Server A (t.app) writes the follow; server B's stream hears of it.
      const follower = await rider();
      const started = Date.now();
      await follower.agent.post('/api/user-follows').send({ followeeId: user.id });
      await expect.poll(() => stream.seen.join(''), { timeout: 2000 }).toContain('event: unread\ndata: {"count":1}');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
      await new Promise((resolve) => serverB.close(resolve));
    }
  });
});

describe('draw and results', () => {
  it('tell the riders of an event when the draw and then the results are posted, once per link', async () => {
    const creator = await rider();
    const goer = await rider();
    const event = await createEvent(t.db, { createdBy: creator.user.id, name: 'Draw Day Derby' });
    await goer.agent.post(`/api/events/${event.id}/attendance`).send({ status: 'interested' });
    await creator.agent.patch(`/api/events/${event.id}`).send({ drawUrl: 'https://example.com/draw' });
    await creator.agent.patch(`/api/events/${event.id}`).send({ drawUrl: 'https://example.com/draw', description: 'Same draw' });
    await creator.agent.patch(`/api/events/${event.id}`).send({ resultsUrl: 'https://example.com/results' });
    expect((await inbox(goer.user.id)).map((n) => [n.kind, n.title]).sort()).toEqual([
      ['draw_posted', 'The draw is posted: Draw Day Derby'],
      ['results_posted', 'Results are posted: Draw Day Derby'],
    ]);
  });
});

describe('preferences', () => {
  it('starts every kind in the app, saves a choice, and sends nothing of a kind turned off', async () => {
    const me = await rider();
    const initial = await me.agent.get('/api/notification-preferences');
    expect(initial.body.emailAvailable).toBe(false);
    expect(initial.body.preferences).toContainEqual({ kind: 'new_follower', channel: 'in_app' });
    const saved = await me.agent.put('/api/notification-preferences').send({ preferences: [{ kind: 'new_follower', channel: 'off' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toContainEqual({ kind: 'new_follower', channel: 'off' });
    expect(saved.body.preferences).toContainEqual({ kind: 'event_comment', channel: 'in_app' });
    const follower = await rider();
    await follower.agent.post('/api/user-follows').send({ followeeId: me.user.id });
    expect(await inbox(me.user.id)).toEqual([]);
  });

  it('refuses email while no mail server is configured, and unknown kinds or channels, naming the field', async () => {
    const me = await rider();
    const email = await me.agent.put('/api/notification-preferences').send({ preferences: [{ kind: 'event_changed', channel: 'email_instant' }] });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual([{ path: 'preferences.0.channel', message: 'Email is off: no mail server is configured' }]);
    const bad = await me.agent.put('/api/notification-preferences').send({ preferences: [{ kind: 'gossip', channel: 'pigeon' }] });
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['preferences.0.channel', 'preferences.0.kind']);
    expect((await me.agent.get('/api/notification-preferences')).body.preferences).toContainEqual({ kind: 'event_changed', channel: 'in_app' });
    expect((await t.agent().get('/api/notification-preferences')).status).toBe(401);
  });
});
