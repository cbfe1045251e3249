import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventComments, idempotentRequests, savedEvents, uploads } from '@shared/schema';
import {
  API_VERSION, API_VERSION_HEADER, CLIENT_OUTDATED_MESSAGE, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_UNCONFIRMED_MESSAGE, IDEMPOTENT_REPLAY_HEADER,
} from '@shared/contracts/offline';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createEvent, createUser, signIn, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function rider() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  return { agent, user };
}

const commentCount = async (eventId: string) => (await t.db.select({ n: sql<number>`count(*)::int` })
  .from(eventComments).where(eq(eventComments.eventId, eventId)))[0].n;

describe('writes with an Idempotency-Key', () => {
  it('does a repeated comment once and answers the repeat with the first answer', async () => {
    const { agent } = await rider();
    const event = await createEvent(t.db);
    const key = randomUUID();
    const first = await agent.post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Arena is dry, bring water' });
    expect(first.status).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const repeat = await agent.post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Arena is dry, bring water' });
    expect(repeat.status).toBe(201);
    expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await commentCount(event.id)).toBe(1);
  });

  it('sends two requests with one key at the same moment and keeps one row', async () => {
    const { agent, user } = await rider();
    const event = await createEvent(t.db);
    const key = randomUUID();
    const send = () => agent.post('/api/saved-events').set(IDEMPOTENCY_KEY_HEADER, key).send({ eventId: event.id });
    const answers = await Promise.all([send(), send(), send()]);
    // One did the write; the others were answered with it or told to try again shortly.
    expect(answers.filter((answer) => answer.status === 201 && !answer.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()])).toHaveLength(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('in-progress');
    const retry = await send();
    expect(retry.status).toBe(201);
    const rows = await t.db.select().from(savedEvents).where(and(eq(savedEvents.userId, user.id), eq(savedEvents.eventId, event.id)));
    expect(rows).toHaveLength(1);
  });

  it('keeps a refusal: a comment on an event deleted meanwhile is answered 404 again, not run again', async () => {
    const { agent } = await rider();
    const key = randomUUID();
    const missing = randomUUID();
    const first = await agent.post(`/api/events/${missing}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Still on?' });
    expect(first.status).toBe(404);
    const repeat = await agent.post(`/api/events/${missing}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Still on?' });
    expect(repeat.status).toBe(404);
    expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(repeat.body).toEqual(first.body);
  });

  it('frees the key when the answer is worth retrying (429 too fast), so the retry later is done', async () => {
    const strictConfig = { ...t.config, postingRateLimit: 1 };
    const strict = createApp({ config: strictConfig, db: t.db, pool: t.pool, logger: createLogger('silent') });
    const user = await createUser(t.db);
    const login = await request(strict).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const agent = { post: (url: string) => request(strict).post(url).set('Cookie', cookie) };
    const event = await createEvent(t.db);
    const path = `/api/events/${event.id}/comments`;
    expect((await agent.post(path).send({ commentText: 'First of the window' })).status).toBe(201);
    const key = randomUUID();
    const tooFast = await agent.post(path).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Second' });
    expect(tooFast.status).toBe(429);
    const claims = await t.db.select().from(idempotentRequests).where(and(eq(idempotentRequests.userId, user.id), eq(idempotentRequests.key, key)));
    expect(claims).toHaveLength(0);
    // The same key through a server with room (the window passed): the comment is made, once.
    const later = await request(t.app).post(path).set('Cookie', cookie).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Second' });
    expect(later.status).toBe(201);
    expect(await commentCount(event.id)).toBe(2);
  });

  it('stores no answer worth retrying: a request that fails validation is stored (400), a 401 needs a rider', async () => {
    const { agent, user } = await rider();
    const event = await createEvent(t.db);
    const key = randomUUID();
    const invalid = await agent.post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: '' });
    expect(invalid.status).toBe(400);
    const [row] = await t.db.select().from(idempotentRequests).where(and(eq(idempotentRequests.userId, user.id), eq(idempotentRequests.key, key)));
    expect(row).toMatchObject({ statusCode: 400, method: 'POST', path: `/api/events/${event.id}/comments` });

    const visitor = await t.agent().post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, randomUUID()).send({ commentText: 'Hi' });
    expect(visitor.status).toBe(401);
  });

  it('refuses a key used for a different request (422) and a malformed key (400 naming the header)', async () => {
    const { agent } = await rider();
    const [one, two] = [await createEvent(t.db), await createEvent(t.db)];
    const key = randomUUID();
    expect((await agent.post(`/api/events/${one.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'One' })).status).toBe(201);
    const reused = await agent.post(`/api/events/${two.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Two' });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE, errors: [{ path: IDEMPOTENCY_KEY_HEADER }] });
    expect(await commentCount(two.id)).toBe(0);

    const malformed = await agent.post(`/api/events/${two.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, 'x y').send({ commentText: 'Two' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe(IDEMPOTENCY_KEY_HEADER);
    expect(await commentCount(two.id)).toBe(0);
  });

  it("keeps each rider's keys apart: the same key from another rider is a new write", async () => {
    const event = await createEvent(t.db);
    const key = randomUUID();
    for (const { agent } of [await rider(), await rider()]) {
      const answer = await agent.post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Mine' });
      expect(answer.status).toBe(201);
      expect(answer.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    }
    expect(await commentCount(event.id)).toBe(2);
  });

  it('answers a first attempt cut off long ago as unconfirmed instead of running it again', async () => {
    const { agent, user } = await rider();
    const event = await createEvent(t.db);
    const key = randomUUID();
    const path = `/api/events/${event.id}/comments`;
    await t.db.insert(idempotentRequests).values({ userId: user.id, key, method: 'POST', path, createdAt: new Date(Date.now() - 10 * 60_000) });
    const answer = await agent.post(path).set(IDEMPOTENCY_KEY_HEADER, key).send({ commentText: 'Lost in the crash?' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: IDEMPOTENCY_UNCONFIRMED_MESSAGE, code: 'unconfirmed' });
    expect(await commentCount(event.id)).toBe(0);
  });

  it("forgets a rider's keys after a week", async () => {
    const { agent, user } = await rider();
    const event = await createEvent(t.db);
    const old = randomUUID();
    await t.db.insert(idempotentRequests).values({
      userId: user.id, key: old, method: 'POST', path: '/api/saved-events', statusCode: 201, createdAt: new Date(Date.now() - 8 * 86_400_000),
    });
    expect((await agent.post(`/api/events/${event.id}/comments`).set(IDEMPOTENCY_KEY_HEADER, randomUUID()).send({ commentText: 'New' })).status).toBe(201);
    const left = await t.db.select().from(idempotentRequests).where(and(eq(idempotentRequests.userId, user.id), eq(idempotentRequests.key, old)));
    expect(left).toHaveLength(0);
  });

  it('uploads a photo once per key (multipart), so a ground report resent with its photos stores each once', async () => {
    const { agent, user } = await rider();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8B4513' } }).jpeg().toBuffer();
    const key = `${randomUUID()}:photo:0`;
    const send = () => agent.post('/api/uploads').set(IDEMPOTENCY_KEY_HEADER, key).attach('file', photo, 'ground.jpg');
    const first = await send();
    expect(first.status).toBe(201);
    const repeat = await send();
    expect(repeat.status).toBe(201);
    expect(repeat.body.id).toBe(first.body.id);
    const stored = await t.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(stored).toHaveLength(1);
  });
});

describe('API version of the app', () => {
  it('serves requests of the current version and those naming none, and answers an older app 426', async () => {
    const current = await t.agent().get('/api/health').set(API_VERSION_HEADER, String(API_VERSION));
    expect(current.status).toBe(200);
    expect((await t.agent().get('/api/health')).status).toBe(200);
    const outdated = await t.agent().get('/api/health').set(API_VERSION_HEADER, String(API_VERSION - 1));
    expect(outdated.status).toBe(426);
    expect(outdated.body).toMatchObject({ message: CLIENT_OUTDATED_MESSAGE, code: 'client-outdated', apiVersion: API_VERSION });
    expect((await t.agent().get('/api/health').set(API_VERSION_HEADER, 'latest')).status).toBe(426);
  });
});
