import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@shared/schema';
import { TOTAL_CAPPED_HEADER, TOTAL_COUNT_CAP } from '@shared/contracts/paging';
import { createTestApp, type TestApp } from '../test/app';
import { createArena } from '../test/factories';
import { boundedTotal } from './paging';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('bounded totals', () => {
  it('need no count when the page shows the end of the list', async () => {
    const neverCounted = () => { throw new Error('counted'); };
    expect(await boundedTotal(7, { limit: 24, offset: 0 }, neverCounted)).toEqual({ total: 7, totalIsCapped: false });
    expect(await boundedTotal(3, { limit: 24, offset: 48 }, neverCounted)).toEqual({ total: 51, totalIsCapped: false });
    expect(await boundedTotal(0, { limit: 24, offset: 0 }, neverCounted)).toEqual({ total: 0, totalIsCapped: false });
    expect(await boundedTotal(24, { limit: 24, offset: 0 }, async () => [{ count: 30 }])).toEqual({ total: 30, totalIsCapped: false });
    expect(await boundedTotal(0, { limit: 24, offset: 96 }, async () => [{ count: 30 }])).toEqual({ total: 30, totalIsCapped: false });
    expect(await boundedTotal(24, { limit: 24, offset: 0 }, async () => [{ count: TOTAL_COUNT_CAP + 1 }]))
      .toEqual({ total: TOTAL_COUNT_CAP, totalIsCapped: true });
  });

  it('say "at least" for a list longer than the cap, and exact figures below it', async () => {
    const arena = await createArena(t.db, { city: 'Casper', state: 'WY' });
    const start = Date.now() + 24 * 60 * 60 * 1000;
    const rows = Array.from({ length: TOTAL_COUNT_CAP + 5 }, (_, index) => ({
      arenaId: arena.id, name: `Wyoming jackpot ${index}`, time: '7:00 PM', date: new Date(start + index * 60_000),
    }));
    await t.db.insert(events).values(rows);

    const capped = await t.agent().get('/api/events').query({ state: 'WY', limit: 24 });
    expect(capped.status).toBe(200);
    expect(capped.body).toHaveLength(24);
    expect(capped.headers['x-total-count']).toBe(String(TOTAL_COUNT_CAP));
    expect(capped.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBe('true');

    // Past the cap the pages go on, and the last one tells the exact total.
    const last = await t.agent().get('/api/events').query({ state: 'WY', limit: 24, offset: TOTAL_COUNT_CAP });
    expect(last.body).toHaveLength(5);
    expect(last.headers['x-total-count']).toBe(String(TOTAL_COUNT_CAP + 5));
    expect(last.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBeUndefined();

    // 'jackpot 9' matches 9 and 90 to 99.
    const exact = await t.agent().get('/api/events').query({ state: 'WY', search: 'jackpot 9', limit: 5 });
    expect(exact.headers['x-total-count']).toBe('11');
    expect(exact.headers[TOTAL_CAPPED_HEADER.toLowerCase()]).toBeUndefined();
  });
});
