import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../../server/test/db';
import { startFloorServer } from './servers';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

describe('the floor beside the signed-in events list (bench/floor-app.ts)', () => {
  it('sends the events it was given, with their arenas, soonest first, and no other', async () => {
    const [arena] = await t.db.insert(arenas).values({ name: 'Floor Arena', city: 'Weatherford', state: 'TX' }).returning({ id: arenas.id });
    const inserted = await t.db.insert(events).values([5, 2, 9].map((days) => ({
      arenaId: arena.id, name: `Floor Jackpot ${days}`, time: '7:00 PM', date: inDays(days),
    }))).returning({ id: events.id, name: events.name });
    const [inFive, inTwo] = inserted;
    const floor = await startFloorServer(t.connectionString, [inFive.id, inTwo.id]);
    try {
      const rows = await (await fetch(`${floor.baseUrl}/api/floor`)).json() as { id: string; name: string; arena_name: string }[];
      expect(rows.map((row) => row.name)).toEqual(['Floor Jackpot 2', 'Floor Jackpot 5']);
      expect(rows.every((row) => row.arena_name === 'Floor Arena')).toBe(true);
    } finally {
      await floor.stop();
    }
  });
});
