import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent } from '../../test/factories';

/** What a search matches, kept on each event by the triggers of migration 0040 as its name and its arena change. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const searchTextOf = async (eventId: string) =>
  (await t.db.select({ searchText: events.searchText }).from(events).where(eq(events.id, eventId)))[0].searchText;

/** The events GET /api/events finds for `term`, by name. */
async function found(term: string): Promise<string[]> {
  const response = await t.agent().get('/api/events').query({ search: term, limit: 50 }).set('Cache-Control', 'no-cache').expect(200);
  return response.body.map((event: { name: string }) => event.name).sort();
}

describe("an event's search text", () => {
  it("is the event's name and its arena's name and place, whatever a writer sends", async () => {
    const arena = await createArena(t.db, { name: 'Lone Oak Arena', city: 'Stephenville', state: 'TX' });
    const event = await createEvent(t.db, { arenaId: arena.id, name: 'Spring Fling', searchText: 'something else' });
    expect(await searchTextOf(event.id)).toBe('Spring Fling\nLone Oak Arena\nStephenville, TX\nStephenville TX');
    await t.db.update(events).set({ searchText: 'tampered' }).where(eq(events.id, event.id));
    expect(await searchTextOf(event.id)).toBe('Spring Fling\nLone Oak Arena\nStephenville, TX\nStephenville TX');
  });

  it('follows the event renamed or moved to another arena', async () => {
    const [first, second] = [
      await createArena(t.db, { name: 'Red River Pens', city: 'Gainesville', state: 'TX' }),
      await createArena(t.db, { name: 'Prairie Wind Arena', city: 'Guthrie', state: 'OK' }),
    ];
    const event = await createEvent(t.db, { arenaId: first.id, name: 'Pumpkin Run' });
    await t.db.update(events).set({ name: 'Harvest Run' }).where(eq(events.id, event.id));
    expect(await found('harvest run')).toEqual(['Harvest Run']);
    expect(await found('pumpkin run')).toEqual([]);
    await t.db.update(events).set({ arenaId: second.id }).where(eq(events.id, event.id));
    expect(await searchTextOf(event.id)).toBe('Harvest Run\nPrairie Wind Arena\nGuthrie, OK\nGuthrie OK');
    expect(await found('Guthrie, OK')).toEqual(['Harvest Run']);
    expect(await found('Red River Pens')).toEqual([]);
  });

  it("follows its arena renamed or moved to another town, and no other arena's events", async () => {
    const arena = await createArena(t.db, { name: 'Cedar Hollow', city: 'Ada', state: 'OK' });
    const other = await createArena(t.db, { name: 'Cedar Hollow West', city: 'Ada', state: 'OK' });
    const [mine, theirs] = [
      await createEvent(t.db, { arenaId: arena.id, name: 'Cedar Classic' }),
      await createEvent(t.db, { arenaId: other.id, name: 'West Classic' }),
    ];
    const before = await searchTextOf(theirs.id);
    await t.db.update(arenas).set({ name: 'Bluestem Arena', city: 'Shawnee' }).where(eq(arenas.id, arena.id));
    expect(await searchTextOf(mine.id)).toBe('Cedar Classic\nBluestem Arena\nShawnee, OK\nShawnee OK');
    expect(await searchTextOf(theirs.id)).toBe(before);
    expect(await found('bluestem')).toEqual(['Cedar Classic']);
    expect(await found('Shawnee OK')).toEqual(['Cedar Classic']);
    await t.db.update(arenas).set({ state: 'KS' }).where(eq(arenas.id, arena.id));
    expect(await found('Shawnee, KS')).toEqual(['Cedar Classic']);
  });

  it('matches a term only within one of its parts', async () => {
    const arena = await createArena(t.db, { name: 'Split Rail Ranch', city: 'Weatherford', state: 'TX' });
    await createEvent(t.db, { arenaId: arena.id, name: 'Fall Futurity' });
    expect(await found('Futurity')).toEqual(['Fall Futurity']);
    // The event's name ends and its arena's name begins: a term across the two is no match.
    expect(await found('Futurity Split')).toEqual([]);
    const { rows } = await t.db.execute<{ wrong: number }>(sql`select count(*)::int as wrong from events e join arenas a on a.id = e.arena_id
      where e.search_text is distinct from event_search_text(e.name, a.name, a.city, a.state)`);
    expect(rows[0].wrong).toBe(0);
  });
});
