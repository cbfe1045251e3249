import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/factories';
import { changedTables, databaseState } from './database-state';
import { MUTATING_ROUTES, roleFor, sendPrepared, type RouteWorld } from './mutating-routes';

// CSRF: the browser's Origin and Sec-Fetch-Site headers decide (server/http/cross-site.ts). Every mutating route is
// tried with a valid session cookie, as a page on another site would send it. The login route's own cross-site
// test is in server/auth/local.test.ts.

const HOST = 'cloverleaf.test';
const SAME_ORIGIN = `http://${HOST}`;

const CROSS_SITE_HEADERS: [string, Record<string, string>][] = [
  ['Origin of another site', { Origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['both, as a browser sends them', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ['a sibling subdomain (same-site is not same-origin)', { Origin: 'https://forum.cloverleaf.test', 'Sec-Fetch-Site': 'same-site' }],
  ['the same host over another scheme', { Origin: `https://${HOST}` }],
  ['an opaque origin (sandboxed frame, data: page)', { Origin: 'null' }],
];

let t: TestApp;
let world: RouteWorld;
let ownerAgent: ReturnType<TestApp['agent']>;

beforeAll(async () => {
  t = await createTestApp();
  ownerAgent = t.agent();
  const owner = await signIn(ownerAgent, t.db);
  world = { db: t.db, owner, other: owner, secret: t.config.sessionSecret };
});
afterAll(async () => { await t.close(); });

describe.each(Object.entries(MUTATING_ROUTES))('%s', (key, route) => {
  it('refuses a cross-site request carrying a valid session cookie (403), writing nothing; same-origin passes', async () => {
    // Visitor routes (login, register) switch the session's user: give them an agent of their own.
    const ownAgent = route.access === 'visitor' || roleFor(route) !== 'rider';
    const agent = ownAgent ? t.agent() : ownerAgent;
    if (ownAgent) await signIn(agent, t.db, { role: roleFor(route) });
    const prepared = await route.prepare(world);
    const before = await databaseState(t.pool);
    for (const [label, headers] of CROSS_SITE_HEADERS) {
      const response = await sendPrepared(agent, key, prepared, { Host: HOST, ...headers });
      expect(response.status, label).toBe(403);
      expect(response.body, label).toEqual({ message: 'Cross-site request refused' });
    }
    expect(changedTables(before, await databaseState(t.pool))).toEqual([]);

    const sameOrigin = await sendPrepared(agent, key, prepared, { Host: HOST, Origin: SAME_ORIGIN, 'Sec-Fetch-Site': 'same-origin' });
    expect(sameOrigin.status).toBe(prepared.succeeds);
  });
});

describe('what still passes', () => {
  it('a request without Origin or Sec-Fetch-Site (not from a browser page, so it cannot ride on a victim cookie)', async () => {
    const prepared = await MUTATING_ROUTES['POST /api/feed'].prepare(world);
    expect((await sendPrepared(ownerAgent, 'POST /api/feed', prepared)).status).toBe(201);
  });

  it('Sec-Fetch-Site: none (typed in the address bar, a bookmark) with the own origin', async () => {
    const prepared = await MUTATING_ROUTES['POST /api/feed'].prepare(world);
    const response = await sendPrepared(ownerAgent, 'POST /api/feed', prepared, { Host: HOST, 'Sec-Fetch-Site': 'none' });
    expect(response.status).toBe(201);
  });

  it('the public APP_URL origin, when the app sits behind a proxy that rewrites Host', async () => {
    const proxied = await createTestApp({ APP_URL: 'https://cloverleaf.example' });
    try {
      const agent = proxied.agent();
      await signIn(agent, proxied.db);
      const response = await agent.post('/api/feed').set({ Host: 'internal:5000', Origin: 'https://cloverleaf.example' })
        .send({ content: 'From the public address' });
      expect(response.status).toBe(201);
      const forged = await agent.post('/api/feed').set({ Host: 'internal:5000', Origin: 'https://cloverleaf.example.evil.example' })
        .send({ content: 'Lookalike origin' });
      expect(forged.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('reads (GET) are never blocked, so cross-site links and images keep working', async () => {
    const response = await t.agent().get('/api/events').set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(200);
  });
});
