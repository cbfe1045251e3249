import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events, hiddenContent } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { listUpcomingEventStates } from '../events/events.repo';
import { listArenaFilterOptions, readSiteStats } from './arenas.repo';

/**
 * The figures rebuilt for every visitor after any change read every arena (and, for the events' states, every
 * upcoming event): at scale 100 the site figures took 121 ms, the arenas' filter options 98 ms and the events' 41
 * ms (950 ms once the states came from an index walk and the planner joined every event). Now the states are
 * stepped through along arenas_state_city_idx, each probed for an event ahead apart; the arena types and the review
 * sums come off their own indexes (migration 0039). Enough rows for the planner to choose as it would on a real
 * database.
 */
let t: TestDatabase;
const ARENAS = 6_000;
const STATES = ['AZ', 'CO', 'KS', 'NM', 'OK', 'TX', 'WY'];
/** Wyoming's arenas have past events only; Arizona's none. */
const STATES_WITH_EVENTS_AHEAD = ['CO', 'KS', 'NM', 'OK', 'TX'];

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = Array.from({ length: ARENAS }, (_, index) => ({
    name: `Figures Arena ${index}`, city: `Town ${index % 97}`, state: STATES[index % STATES.length],
    latitude: '32.7555000', longitude: '-97.3308000',
    arenaType: index % 3 === 0 ? 'indoor' as const : index % 3 === 1 ? 'outdoor' as const : null,
    reviewCount: index % 4, ratingSum: (index % 4) * 4,
  }));
  const inserted: { id: string; state: string }[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    inserted.push(...await t.db.insert(arenas).values(rows.slice(start, start + 1_000)).returning({ id: arenas.id, state: arenas.state }));
  }
  const eventRows = inserted.filter((arena) => arena.state !== 'AZ').flatMap((arena, index) => [-20, 3, 40].map((days) => ({
    arenaId: arena.id, name: `Figures Event ${index} ${days}`, time: '7:00 PM',
    date: new Date(Date.now() + (arena.state === 'WY' ? -days - 30 : days) * 24 * 60 * 60 * 1000),
  })));
  for (let start = 0; start < eventRows.length; start += 1_000) await t.db.insert(events).values(eventRows.slice(start, start + 1_000));
  await t.db.insert(hiddenContent).values(inserted.slice(0, 3).map((arena) => ({ targetType: 'arena' as const, targetId: arena.id, reason: 'test' })));
  await t.db.execute(sql`vacuum analyze arenas, events, hidden_content`);
});
afterAll(async () => { await t.close(); });

const planOf = async (run: () => Promise<unknown>) => {
  const { statements } = await withStatements(t.pool, run);
  return Promise.all(statements.map((statement) => queryPlan(t.pool, statement)));
};

describe('the figures every visitor is sent', () => {
  it('the site figures count visible arenas and sum their reviews off arenas_review_figures_idx', async () => {
    const stats = await readSiteStats(t.db);
    expect(stats.arenaCount).toBe(ARENAS - 3);
    expect(stats.reviewCount).toBe(Array.from({ length: ARENAS }, (_, index) => index % 4).reduce((sum, count) => sum + count, 0));
    expect(stats.averageArenaRating).toBe(4);
    const [plan] = await planOf(() => readSiteStats(t.db));
    expect(plan).toContain('Index Only Scan using arenas_review_figures_idx');
    expect(plan).not.toMatch(/Seq Scan on arenas|Seq Scan on events/);
  });

  it("the arenas' filter options step through the states and look up each arena type", async () => {
    const options = await listArenaFilterOptions(t.db);
    expect(options).toEqual({ states: STATES, arenaTypes: ['indoor', 'outdoor'] });
    const plans = (await planOf(() => listArenaFilterOptions(t.db))).join('\n');
    expect(plans).toContain('arenas_state_city_idx');
    expect(plans).toContain('arenas_type_idx');
    expect(plans).not.toMatch(/Seq Scan on arenas|HashAggregate|GroupAggregate/);
  });

  it("the events' states probe each state for an event ahead, never joining every event", async () => {
    expect(await listUpcomingEventStates(t.db)).toEqual(STATES_WITH_EVENTS_AHEAD);
    const [plan] = await planOf(() => listUpcomingEventStates(t.db));
    expect(plan).toContain('events_arena_date_idx');
    // A state at a time, stopping at its first event ahead (a Limit inside the loop over the states).
    expect(plan).toMatch(/CTE Scan on place[\s\S]*Limit[\s\S]*events_arena_date_idx/);
    expect(plan).not.toMatch(/Seq Scan on events|Hash Join|HashAggregate|Hash Semi Join/);
  });
});
