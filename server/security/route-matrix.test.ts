import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, signIn } from '../test/factories';
import { changedTables, databaseState, rowsOwnedBy } from './database-state';
import { MUTATING_ROUTES, sendPrepared, type RouteWorld } from './mutating-routes';
import { compareRouteKeys, isMutating, listApiRoutes, routeKey } from './route-inventory';

let t: TestApp;
let world: RouteWorld;
let ownerAgent: ReturnType<TestApp['agent']>;
let otherAgent: ReturnType<TestApp['agent']>;
let staffAgents: Record<'moderator' | 'admin', ReturnType<TestApp['agent']>>;

beforeAll(async () => {
  t = await createTestApp();
  ownerAgent = t.agent();
  otherAgent = t.agent();
  const owner = await signIn(ownerAgent, t.db);
  const other = await signIn(otherAgent, t.db);
  staffAgents = { moderator: t.agent(), admin: t.agent() };
  await signIn(staffAgents.moderator, t.db, { role: 'moderator' });
  await signIn(staffAgents.admin, t.db, { role: 'admin' });
  world = { db: t.db, owner, other, secret: t.config.sessionSecret };
});
afterAll(async () => { await t.close(); });

const entries = Object.entries(MUTATING_ROUTES);

describe('the route table', () => {
  it('lists exactly the mutating routes the app has (a new route must say who may call it)', () => {
    const appKeys = listApiRoutes(t.app).filter(isMutating).map(routeKey);
    expect(appKeys.length).toBeGreaterThan(30);
    expect(compareRouteKeys(appKeys, Object.keys(MUTATING_ROUTES))).toEqual({ missingFromTable: [], notInApp: [] });
  });
});

describe.each(entries.filter(([, route]) => route.access !== 'visitor'))('%s', (key, route) => {
  it('is 401 when signed out, and writes nothing', async () => {
    const prepared = await route.prepare(world);
    const before = await databaseState(t.pool);
    const response = await sendPrepared(t.agent(), key, prepared);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
  });

  if (route.access === 'owner') {
    it(`is ${route.othersGet} for another rider, writes nothing, and works for the owner`, async () => {
      const prepared = await route.prepare(world);
      const before = await databaseState(t.pool);
      const refused = await sendPrepared(otherAgent, key, prepared);
      expect(refused.status).toBe(route.othersGet);
      expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
      // The same request from the owner succeeds: the refusal was about who asked, not a broken request.
      expect((await sendPrepared(ownerAgent, key, prepared)).status).toBe(prepared.succeeds);
    });
  } else if (route.access === 'moderator' || route.access === 'admin') {
    const staff = route.access;
    it(`is 403 for riders${staff === 'admin' ? ' and moderators' : ''}, writes nothing, and works for ${staff}s`, async () => {
      const prepared = await route.prepare(world);
      const before = await databaseState(t.pool);
      const refused = [otherAgent, ...(staff === 'admin' ? [staffAgents.moderator] : [])];
      for (const agent of refused) expect((await sendPrepared(agent, key, prepared)).status).toBe(403);
      expect(changedTables(before, await databaseState(t.pool))).toEqual([]);
      expect((await sendPrepared(staffAgents[staff], key, prepared)).status).toBe(prepared.succeeds);
    });
  } else {
    it('acts for the session user only: a body naming another rider changes nothing of theirs', async () => {
      const prepared = await route.prepare(world);
      const ownersRows = await rowsOwnedBy(t.pool, world.owner.id);
      const response = await sendPrepared(otherAgent, key, prepared);
      expect(response.status).toBe(prepared.succeeds);
      expect(await rowsOwnedBy(t.pool, world.owner.id)).toEqual(ownersRows);
    });
  }
});

describe.each(entries.filter(([, route]) => route.access === 'visitor'))('%s', (key, route) => {
  it('is open to visitors', async () => {
    const prepared = await route.prepare(world);
    expect((await sendPrepared(t.agent(), key, prepared)).status).toBe(prepared.succeeds);
  });
});

describe('ownership checks cannot be sidestepped', () => {
  it('an unknown id is 404 and a malformed id is 404, never 500, for every owned route', async () => {
    for (const [key, route] of entries.filter(([, entry]) => entry.access === 'owner')) {
      const prepared = await route.prepare(world);
      const ids = prepared.path.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
      const lastId = ids[ids.length - 1];
      for (const replacement of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
        const path = prepared.path.replace(lastId, encodeURIComponent(replacement));
        const response = await sendPrepared(ownerAgent, key, { ...prepared, path });
        expect(response.status, `${key} with ${replacement}`).toBe(404);
      }
    }
  });

  it("a rider's own follow of someone is theirs alone: the followee cannot remove it either", async () => {
    const followee = await createUser(t.db);
    const followeeAgent = t.agent();
    await followeeAgent.post('/api/auth/login').send({ email: followee.email, password: 'correct horse battery' });
    const follow = await ownerAgent.post('/api/user-follows').send({ followeeId: followee.id });
    expect(follow.status).toBe(201);
    expect((await followeeAgent.delete(`/api/user-follows/${follow.body.id}`)).status).toBe(403);
    expect((await ownerAgent.delete(`/api/user-follows/${follow.body.id}`)).status).toBe(204);
  });
});
