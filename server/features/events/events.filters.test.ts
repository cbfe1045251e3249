import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

describe("GET /api/events/filters' states", () => {
  it('are the states with an upcoming event, not those with past events or none', async () => {
    const wyoming = await createArena(t.db, { state: 'WY' });
    const montana = await createArena(t.db, { state: 'MT' });
    await createArena(t.db, { state: 'ND' });
    await createEvent(t.db, { arenaId: wyoming.id, date: daysFromNow(-3) });
    await createEvent(t.db, { arenaId: montana.id, date: daysFromNow(-3) });
    const states = async () => (await t.agent().get('/api/events/filters').set('Cache-Control', 'no-cache').expect(200)).body.states;
    expect(await states()).toEqual([]);

    await createEvent(t.db, { arenaId: montana.id, date: daysFromNow(5) });
    const texas = [await createArena(t.db, { state: 'TX' }), await createArena(t.db, { state: 'TX' })];
    await createEvent(t.db, { arenaId: texas[1].id, date: daysFromNow(1) });
    expect(await states()).toEqual(['MT', 'TX']);
  });
});
