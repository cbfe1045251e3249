import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { eventListQuery } from '@shared/validation/events';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { expectFirstPageOf } from '../../test/first-page';
import { withStatements } from '../../test/query-counter';
import { genericQueryPlan, queryPlan, splitInitPlans } from '../../test/query-plan';
import { listEvents } from './events.repo';
import { asIs } from '../../db/prepared';
import { eventSearchCondition, eventSearchKind } from './events.search';

/**
 * An events search reads one column of events, the event's name and its arena's name and place (migration 0040). A
 * term few events hold has its matches read off an index first, by its trigrams or, too short for trigrams ("zz",
 * "ñ"), by its pieces of one and two characters, instead of testing every upcoming event in date order until a page
 * is found (a two-letter term: 4.5 s at scale 100); a term many events hold walks the date order, which finds a
 * page after a few rows. Enough rows for the planner to choose as on a real database.
 */
let t: TestDatabase;
const ARENAS = 3_000;
const EVENTS_PER_ARENA = 3;
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);
const CITIES = ['Amarillo', 'Abilene', 'Lubbock', 'Tyler', 'Waco', 'Denton', 'Ardmore', 'Enid'];
const arenaName = (index: number) => (index === 7 ? 'Cottonwood Creek Ranch' : index === 42 ? 'Fuzzy Ridge' : `Plan Arena ${index}`);
const eventName = (arenaIndex: number, index: number) => {
  if (arenaIndex === 123 && index === 2) return 'Moonlight Madness';
  if (arenaIndex === 321 && index === 0) return 'Piñata Pole Bending';
  return `Weekly Jackpot ${arenaIndex}-${index}`;
};

beforeAll(async () => {
  t = await createTestDatabase();
  const arenaRows: { id: string }[] = [];
  for (let start = 0; start < ARENAS; start += 1_000) {
    arenaRows.push(...await t.db.insert(arenas).values(Array.from({ length: 1_000 }, (_, offset) => start + offset).map((index) => ({
      name: arenaName(index), city: CITIES[index % CITIES.length],
      state: index % 3 === 0 ? 'OK' : 'TX', latitude: (30 + (index % 20) * 0.4).toFixed(7), longitude: (-101 + Math.floor(index / 20) * 0.1).toFixed(7),
    }))).returning({ id: arenas.id }));
  }
  const eventRows = arenaRows.flatMap((arena, arenaIndex) => Array.from({ length: EVENTS_PER_ARENA }, (_, index) => ({
    arenaId: arena.id, time: '7:00 PM', date: daysFromNow(1 + ((arenaIndex * 7 + index * 13) % 300)), name: eventName(arenaIndex, index),
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

/**
 * The list's statement that finds the page and counts the matches (the term's share is asked first, the page's rows
 * read by id after), its answer and its plans.
 */
async function searched(term: string) {
  const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, eventListQuery.parse({ search: term, limit: '24' })));
  const listStatements = statements.filter((statement) => !statement.text.includes('"sample"'));
  expect(statements.length - listStatements.length).toBe(1);
  expect(listStatements.length).toBeLessThanOrEqual(2);
  const [statement, rows] = listStatements;
  if (rows) expect(rows.text).toMatch(/from unnest\(\$\d+::uuid\[\]\) as page_ids/);
  // Whole plans: a rare term's matches are found in an InitPlan.
  const [plan, genericPlan] = [await queryPlan(t.pool, statement), await genericQueryPlan(t.pool, statement)];
  return { ids: result.rows.map((row) => row.id), total: result.total, plan, genericPlan, pagePlan: splitInitPlans(plan).main };
}

async function expectMatches(term: string) {
  const found = await searched(term);
  const expected = await plainMatches(term);
  expectFirstPageOf(found, expected);
  return { ...found, expected };
}

describe('an events search', () => {
  it("by a term few events hold (an event's or an arena's name) reads them off the trigram index, in every plan", async () => {
    for (const term of ['moonlight', 'Cottonwood Creek']) {
      const { expected, plan, genericPlan } = await expectMatches(term);
      expect(expected.length).toBeGreaterThan(0);
      for (const whole of [plan, genericPlan]) {
        // The page's and the count's matches.
        expect(whole.match(/Bitmap Index Scan on events_search_trgm_idx/g)).toHaveLength(2);
        expect(whole).not.toMatch(/Seq Scan on events|events_live_by_date_idx|arenas_search/);
      }
    }
    expect(await eventSearchKind(t.db, 'moonlight', new Date())).toBe('trigrams');
  });

  it('by a term too short for trigrams that few events hold reads them off its pieces, in every plan', async () => {
    // "zz" is in one arena's name; "ñ" in one event's.
    for (const [term, count] of [['zz', EVENTS_PER_ARENA], ['ñ', 1], ['Ñ', 1]] as const) {
      const { expected, plan, genericPlan } = await expectMatches(term);
      expect(expected).toHaveLength(count);
      for (const whole of [plan, genericPlan]) {
        expect(whole.match(/Bitmap Index Scan on events_search_grams_idx/g)).toHaveLength(2);
        expect(whole).not.toMatch(/Seq Scan on events|events_live_by_date_idx|_trgm_idx/);
      }
    }
    expect(await eventSearchKind(t.db, 'zz', new Date())).toBe('grams');
  });

  it('by a term many events hold ("TX", "jackpot", a place) walks the date order and stops at a page', async () => {
    // The walk's condition alone, sequential scans off: the planner would take any index that answers it. None may.
    const walkOnly = t.db.select({ id: events.id }).from(events).where(eventSearchCondition('TX', 'walk', asIs)).toSQL();
    expect(await genericQueryPlan(t.pool, { text: walkOnly.sql }, { enable_seqscan: 'off' })).not.toMatch(/_trgm_idx|_grams_idx/);
    for (const term of ['TX', 'jackpot', 'Tyler, TX', 'a']) {
      const { expected, plan, pagePlan, genericPlan } = await expectMatches(term);
      expect(expected.length).toBeGreaterThan(100);
      expect(pagePlan).toMatch(/Index Scan using events_(live_by_)?date_idx/);
      for (const whole of [plan, genericPlan]) expect(whole).not.toMatch(/_trgm_idx|_grams_idx|arenas_search/);
      expect(await eventSearchKind(t.db, term, new Date())).toBe('walk');
    }
  });

  it("tells a rare term from a common one by its share of the soonest upcoming events", async () => {
    // "Plan Arena 25" is held by the events of 111 arenas of 3,000 (25, 250-259, 2500-2599): 3.7%, walked;
    // "Plan Arena 299" by those of 11 (299, 2990-2999): 0.4%, read off the index.
    expect(await eventSearchKind(t.db, 'Plan Arena 25', new Date())).toBe('walk');
    expect(await eventSearchKind(t.db, 'Plan Arena 299', new Date())).toBe('trigrams');
    for (const term of ['Plan Arena 25', 'Plan Arena 299']) await expectMatches(term);
  });

  it('samples a term once, not at every page of it, nor when another rider searches it', async () => {
    const sampled = async (query: Record<string, string>) => {
      const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, eventListQuery.parse({ ...query, limit: '24' })));
      return { ids: result.rows.map((row) => row.id), samples: statements.filter((statement) => statement.text.includes('"sample"')).length };
    };
    const first = await sampled({ search: 'Cottonwood' });
    expect(first.samples).toBe(1);
    const again = await sampled({ search: 'Cottonwood' });
    expect(again).toEqual({ ids: first.ids, samples: 0 });
    expect((await sampled({ search: 'Cottonwood', offset: '24' })).samples).toBe(0);
    expect((await sampled({ search: 'Cottonwoods' })).samples).toBe(1);
  });
});
