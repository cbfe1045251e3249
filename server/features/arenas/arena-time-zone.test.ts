import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, signIn } from '../../test/factories';
import { arenaTimeZone, backfillArenaTimeZones } from './arena-time-zone';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('arenaTimeZone', () => {
  it('takes the zone from the coordinates, zone lines included', () => {
    expect(arenaTimeZone({ latitude: '32.0851000', longitude: '-98.3420000', state: 'TX' })).toBe('America/Chicago');
    // El Paso, Texas keeps Mountain time; Tucson never changes its clocks.
    expect(arenaTimeZone({ latitude: 31.7619, longitude: -106.485, state: 'TX' })).toBe('America/Denver');
    expect(arenaTimeZone({ latitude: 32.2226, longitude: -110.9747, state: 'AZ' })).toBe('America/Phoenix');
    expect(arenaTimeZone({ latitude: 36.7378, longitude: -119.7871, state: 'CA' })).toBe('America/Los_Angeles');
  });

  it('falls back to the state without coordinates (or at sea), then to US Central', () => {
    expect(arenaTimeZone({ latitude: null, longitude: null, state: 'CO' })).toBe('America/Denver');
    expect(arenaTimeZone({ state: 'fl' })).toBe('America/New_York');
    expect(arenaTimeZone({ latitude: 27, longitude: -90, state: 'LA' })).toBe('America/Chicago');
    expect(arenaTimeZone({ latitude: 'north', longitude: '-97', state: 'ZZ' })).toBe('America/Chicago');
  });
});

describe('an arena\'s time zone', () => {
  it('is stored when the arena is created, and shown in its read model', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const withPlace = await agent.post('/api/arenas').send({
      name: 'Sun Country Arena', city: 'El Paso', state: 'TX', latitude: '31.7619', longitude: '-106.4850',
    });
    expect(withPlace.status).toBe(201);
    expect(withPlace.body.timeZone).toBe('America/Denver');
    const withoutPlace = await agent.post('/api/arenas').send({ name: 'Valley Arena', city: 'Fresno', state: 'CA' });
    expect(withoutPlace.body.timeZone).toBe('America/Los_Angeles');
    const [stored] = await t.db.select({ timeZone: arenas.timeZone }).from(arenas).where(eq(arenas.id, withPlace.body.id));
    expect(stored.timeZone).toBe('America/Denver');
    expect((await t.agent().get(`/api/arenas/${withoutPlace.body.id}`)).body.timeZone).toBe('America/Los_Angeles');
  });

  it('is filled for arenas written before the column, once, leaving the others alone', async () => {
    const old = await createArena(t.db, { city: 'Tucson', state: 'AZ', latitude: '32.2226000', longitude: '-110.9747000' });
    const oldNoPlace = await createArena(t.db, { city: 'Pueblo', state: 'CO', latitude: null, longitude: null });
    const set = await createArena(t.db, { state: 'TX', timeZone: 'America/Chicago' });
    expect(old.timeZone).toBeNull();
    // Until then its read model says US Central rather than nothing.
    expect((await t.agent().get(`/api/arenas/${old.id}`)).body.timeZone).toBe('America/Chicago');

    expect(await backfillArenaTimeZones(t.db)).toBeGreaterThanOrEqual(2);
    const zoneOf = async (id: string) => (await t.db.select({ zone: arenas.timeZone }).from(arenas).where(eq(arenas.id, id)))[0].zone;
    expect([await zoneOf(old.id), await zoneOf(oldNoPlace.id), await zoneOf(set.id)])
      .toEqual(['America/Phoenix', 'America/Denver', 'America/Chicago']);
    expect(await t.db.select().from(arenas).where(isNull(arenas.timeZone))).toEqual([]);
    expect(await backfillArenaTimeZones(t.db)).toBe(0);
  });
});
