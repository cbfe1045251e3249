import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../server/db/seed/demo';
import { createTestApp, type TestApp } from '../../server/test/app';
import { furnishRider, listFixtures, registerRider } from './fixtures';
import { EQUAL_PAGE_SIZE, riderListScenarios } from './scenarios';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db);
});
afterAll(async () => { await t.close(); });

describe('the rider\'s list scenarios (issue 23: every list endpoint)', () => {
  it('each fill a page of the base set for a furnished rider, signed in and built afresh', async () => {
    const rider = await registerRider(t.url);
    await furnishRider(t.url, t.pool, rider);
    const scenarios = riderListScenarios(rider, await listFixtures(t.pool));
    expect(scenarios).toHaveLength(10);
    for (const scenario of scenarios) {
      const [{ path, headers }] = scenario.requests;
      const response = await fetch(`${t.url}${typeof path === 'string' ? path : path()}`, { headers });
      expect([scenario.name, response.status]).toEqual([scenario.name, 200]);
      // A full page, so the large set's answers hold as many rows and their growth compares equal work; the busiest
      // demo hotel has 4 reviews, all of its list on both sets (the large set adds no hotel reviews).
      const rows = ((await response.json()) as unknown[]).length;
      expect([scenario.name, rows]).toEqual([scenario.name, scenario.name.startsWith('hotel reviews') ? 4 : EQUAL_PAGE_SIZE]);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    }
  });
});
