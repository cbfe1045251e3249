import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@shared/schema';
import { createEvent, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/app';
import { trackQueries } from '../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('a signed-in request', () => {
  it('reads its session and its rider in one statement before the route', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const tracker = trackQueries(t.pool);
    try {
      const me = await agent.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: user.id, email: user.email });
      expect(tracker.statements).toHaveLength(1);
      expect(tracker.statements[0]).toMatch(/from "sessions" left join "users"/);
    } finally {
      tracker.stop();
    }
  });

  it('sees the rider as they are now: a suspension made after logging in refuses the next write', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const event = await createEvent(t.db);
    expect((await agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Before' })).status).toBe(201);
    await t.db.update(users).set({ suspendedUntil: new Date(Date.now() + 86_400_000) }).where(eq(users.id, user.id));
    const refused = await agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'After' });
    expect(refused.status).toBe(403);
    expect((await agent.get('/api/auth/user')).body.suspendedUntil).not.toBeNull();
  });

  it('is signed out when its rider was deleted', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
