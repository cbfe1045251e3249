import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { greatCircleMiles } from '@shared/geo';
import { eventListQuery } from '@shared/validation/events';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { trackQueries } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { daysFromNow, PLACES } from './events.test-helpers';
import { listEvents } from './events.repo';

/**
 * A radius list reads its matches (every upcoming event of every arena in the circle, to order them by date and
 * count them) from events_arena_date_idx alone: one probe per arena, no event row read but the page's. Enough rows
 * for the planner to choose its plan as it would on a real database.
 */
let t: TestDatabase;
const ARENAS = 1_500;
const NEAR_FORT_WORTH = 20;
const EVENTS_PER_ARENA = 6;
const center = PLACES.fortWorth;
let expectedMatches = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const places = Array.from({ length: ARENAS }, (_, index) => index < NEAR_FORT_WORTH
    // A cluster around Fort Worth, some of it beyond 50 miles.
    ? { lat: center.lat + (index % 5 - 2) * 0.25, lng: center.lng + (Math.floor(index / 5) - 2) * 0.3 }
    // A grid over the rest of the country.
    : { lat: 26 + (index % 30) * 0.75, lng: -122 + Math.floor(index / 30) * 0.95 });
  const inserted = await t.db.insert(arenas).values(places.map((place, index) => ({
    name: `Plan Arena ${index}`, city: 'Somewhere', state: 'TX', latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7),
  }))).returning({ id: arenas.id, latitude: arenas.latitude, longitude: arenas.longitude });
  const rows = inserted.flatMap((arena, arenaIndex) => Array.from({ length: EVENTS_PER_ARENA }, (_, index) => ({
    arenaId: arena.id,
    name: `Plan Event ${arenaIndex}-${index}`,
    time: '7:00 PM',
    // One past event per arena; the rest ahead, alternating pattern sizes.
    date: daysFromNow(index === 0 ? -10 : index * 3),
    patternSize: index % 2 === 0 ? 'large' as const : 'standard' as const,
  })));
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(events).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze arenas, events`);
  const inCircle = inserted.filter((arena) =>
    greatCircleMiles(center, { lat: Number(arena.latitude), lng: Number(arena.longitude) }) <= 50).length;
  // Large pattern and upcoming: indexes 2 and 4 of each arena's six.
  expectedMatches = inCircle * 2;
});
afterAll(async () => { await t.close(); });

describe('the events list within a radius', () => {
  it('reads its page and its count of matches off events_arena_date_idx alone (index-only)', async () => {
    const query = eventListQuery.parse({
      latitude: String(center.lat), longitude: String(center.lng), radiusMiles: '50', patternSize: 'large', limit: '5',
    });
    const tracker = trackQueries(t.pool);
    let result: Awaited<ReturnType<typeof listEvents>>;
    try {
      result = await listEvents(t.db, query);
    } finally {
      tracker.stop();
    }
    expect(expectedMatches).toBeGreaterThan(5);
    expect(result.rows).toHaveLength(5);
    expect(result.total).toBe(expectedMatches);

    const statements = tracker.statementsWithValues;
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      const plan = await queryPlan(t.pool, statement);
      expect(plan).toContain('Index Only Scan using events_arena_date_idx');
      expect(plan).not.toMatch(/Seq Scan on events|Index Scan using events_arena_date_idx/);
    }
  });
});
