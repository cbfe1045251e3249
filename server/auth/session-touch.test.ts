import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/factories';
import { trackQueries } from '../test/query-counter';

const ONE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function storedExpiry(userId: string): Promise<Date> {
  const { rows } = await t.pool.query<{ expire: Date }>(
    `select expire from sessions where sess -> 'passport' ->> 'user' = $1`, [userId]);
  expect(rows).toHaveLength(1);
  return rows[0].expire;
}

/** A signed-in request, and the statements it sent that write to the sessions table. */
async function signedInRequest(agent: ReturnType<TestApp['agent']>) {
  const tracker = trackQueries(t.pool);
  try {
    const response = await agent.get('/api/auth/user');
    return { status: response.status, sessionWrites: tracker.statements.filter((text) => /update\s+"?sessions/i.test(text)) };
  } finally {
    tracker.stop();
  }
}

describe('rolling session expiry', () => {
  it('writes nothing for a signed-in request while the stored expiry is less than an hour behind', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const before = await storedExpiry(user.id);
    const request = await signedInRequest(agent);
    expect(request.status).toBe(200);
    expect(request.sessionWrites).toEqual([]);
    expect((await storedExpiry(user.id)).getTime()).toBe(before.getTime());
  });

  it('moves the stored expiry a week ahead once it lags more than an hour behind', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    await t.pool.query(`update sessions set expire = now() + interval '2 days' where sess -> 'passport' ->> 'user' = $1`, [user.id]);
    const request = await signedInRequest(agent);
    expect(request.status).toBe(200);
    expect(request.sessionWrites).toHaveLength(1);
    const extended = (await storedExpiry(user.id)).getTime();
    expect(Math.abs(extended - (Date.now() + ONE_WEEK_MS))).toBeLessThan(60_000);
  });

  it('treats an expired session as signed out', async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    await t.pool.query(`update sessions set expire = now() - interval '1 minute' where sess -> 'passport' ->> 'user' = $1`, [user.id]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
