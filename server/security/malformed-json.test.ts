import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signIn } from '../test/factories';
import { changedTables, databaseState } from './database-state';
import { fieldConfusions, malformedBodies } from './json-arbitraries';
import { MUTATING_ROUTES, roleFor } from './mutating-routes';
import { listApiRoutes, routeKey } from './route-inventory';

// Property tests: whatever JSON a signed-in rider sends to a write route, the answer is 2xx or 4xx, and a 4xx
// leaves every table exactly as it was. FUZZ_RUNS raises the number of cases per route (FUZZ_SEED replays a run).
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const JSON_ROUTES = Object.entries(MUTATING_ROUTES)
  .filter(([key, route]) => !key.startsWith('DELETE ') && !route.multipart);

let t: TestApp;
let prototypeKeys: string[];

beforeAll(async () => {
  t = await createTestApp();
  prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
});
afterAll(async () => { await t.close(); });

it('covers every POST, PUT and PATCH route that takes JSON', () => {
  const appKeys = listApiRoutes(t.app).filter((route) => route.method !== 'GET' && route.method !== 'DELETE').map(routeKey);
  const multipart = Object.entries(MUTATING_ROUTES).filter(([, route]) => route.multipart).map(([key]) => key);
  expect(JSON_ROUTES.map(([key]) => key).sort()).toEqual(appKeys.filter((key) => !multipart.includes(key)).sort());
});

describe.each(JSON_ROUTES)('%s', (key, route) => {
  it(`answers confused fields and ${RUNS} random malformed bodies with 2xx/4xx only; a 4xx writes nothing`, async () => {
    const agent = t.agent();
    const owner = await signIn(agent, t.db, { role: roleFor(route) });
    const prepared = await route.prepare({ db: t.db, owner, other: owner, secret: t.config.sessionSecret });
    const method = key.split(' ')[0].toLowerCase() as 'post' | 'put' | 'patch';
    let before = await databaseState(t.pool);

    await fc.assert(
      fc.asyncProperty(malformedBodies(prepared.body ?? {}), async (body) => {
        const response = await agent[method](prepared.path).set('Content-Type', body.contentType).send(body.text);
        const after = await databaseState(t.pool);
        const changed = changedTables(before, after);
        before = after;
        expect(response.status, response.text).toBeLessThan(500);
        if (response.status >= 400) expect(changed, `${response.status} ${response.text}`).toEqual([]);
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        examples: fieldConfusions(prepared.body ?? {}).map((body) => [body] as [typeof body]),
        interruptAfterTimeLimit: 60_000,
      },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
