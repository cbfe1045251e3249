import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { eventListQuery } from '@shared/validation/events';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { listEvents } from './events.repo';

/**
 * A search reads the events whose name holds the term off events_name_trgm_idx and those at an arena whose name or
 * place holds it off arenas_search_trgm_idx and events_arena_date_idx (migration 0035), instead of testing every
 * upcoming event in date order until a page is found (400-600 ms at scale 10 for a term few events match). A term
 * without trigrams ("TX") still walks the date order. Enough rows for the planner to choose as on a real database.
 */
let t: TestDatabase;
const ARENAS = 3_000;
const EVENTS_PER_ARENA = 3;
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
const CITIES = ['Amarillo', 'Abilene', 'Lubbock', 'Tyler', 'Waco', 'Denton', 'Ardmore', 'Enid'];

beforeAll(async () => {
  t = await createTestDatabase();
  const arenaRows: { id: string }[] = [];
  for (let start = 0; start < ARENAS; start += 1_000) {
    arenaRows.push(...await t.db.insert(arenas).values(Array.from({ length: 1_000 }, (_, offset) => start + offset).map((index) => ({
      name: index === 7 ? 'Cottonwood Creek Ranch' : `Plan Arena ${index}`, city: CITIES[index % CITIES.length],
      state: index % 3 === 0 ? 'OK' : 'TX', latitude: (30 + (index % 20) * 0.4).toFixed(7), longitude: (-101 + Math.floor(index / 20) * 0.1).toFixed(7),
    }))).returning({ id: arenas.id }));
  }
  const eventRows = arenaRows.flatMap((arena, arenaIndex) => Array.from({ length: EVENTS_PER_ARENA }, (_, index) => ({
    arenaId: arena.id, time: '7:00 PM', date: daysFromNow(1 + ((arenaIndex * 7 + index * 13) % 300)),
    name: arenaIndex === 123 && index === 2 ? 'Moonlight Madness' : `Weekly Jackpot ${arenaIndex}-${index}`,
  })));
  for (let start = 0; start < eventRows.length; start += 1_000) await t.db.insert(events).values(eventRows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze`);
});
afterAll(async () => { await t.close(); });

/** The same list measured the plain way: every live upcoming event whose name or arena's name or place holds the term. */
async function plainMatches(term: string): Promise<string[]> {
  const pattern = `%${term}%`;
  const { rows } = await t.db.execute<{ id: string }>(sql`select e.id from ${events} e join ${arenas} a on a.id = e.arena_id
    where e.date >= now() and e.deleted_at is null and e.status = 'scheduled'
      and (e.name ilike ${pattern} or a.name ilike ${pattern} or a.city ilike ${pattern} or a.state ilike ${pattern}
        or a.city || ', ' || a.state ilike ${pattern} or a.city || ' ' || a.state ilike ${pattern})
    order by e.date, lower(e.name), e.id`);
  return rows.map((row) => row.id);
}

async function searched(term: string) {
  const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, eventListQuery.parse({ search: term, limit: '24' })));
  expect(statements).toHaveLength(1);
  return { ids: result.rows.map((row) => row.id), total: result.total, plan: await queryPlan(t.pool, statements[0]) };
}

describe('an events search', () => {
  it("by an event's name or an arena's name reads the matches off the trigram indexes", async () => {
    for (const term of ['moonlight', 'Cottonwood Creek']) {
      const { ids, total, plan } = await searched(term);
      const expected = await plainMatches(term);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids).toEqual(expected.slice(0, 24));
      expect(total).toBe(expected.length);
      expect(plan).toMatch(/BitmapOr[\s\S]*Bitmap Index Scan on events_name_trgm_idx[\s\S]*Bitmap Index Scan on events_arena_date_idx/);
      expect(plan).not.toMatch(/Seq Scan on events|events_live_by_date_idx/);
    }
  });

  it("finds the matching arenas off their trigram index, whose columns are exactly the search's", async () => {
    const { statements } = await withStatements(t.pool, () => listEvents(t.db, eventListQuery.parse({ search: 'Cottonwood', limit: '24' })));
    // A few thousand arenas are read faster whole: with sequential scans off, the index answers every part of the test.
    const plan = await queryPlan(t.pool, statements[0], { enable_seqscan: 'off' });
    // Five parts (name, city, state, "city, ST", "city ST"), in the page and in its count.
    expect(plan.match(/Bitmap Index Scan on arenas_search_trgm_idx/g)).toHaveLength(10);
  });

  it('by a place ("Tyler, TX") finds the events of the arenas there, the soonest first', async () => {
    const { ids, total } = await searched('Tyler, TX');
    const expected = await plainMatches('Tyler, TX');
    expect(expected.length).toBeGreaterThan(24);
    expect(ids).toEqual(expected.slice(0, 24));
    expect(total).toBe(Math.min(expected.length, 100));
  });

  it('by a term without trigrams ("TX") walks the date order, its arena joined', async () => {
    const { ids, plan } = await searched('TX');
    expect(ids).toEqual((await plainMatches('TX')).slice(0, 24));
    expect(plan).toMatch(/Index Scan using events_live_by_date_idx/);
    expect(plan).not.toMatch(/_trgm_idx/);
  });
});
