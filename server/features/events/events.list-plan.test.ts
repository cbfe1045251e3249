import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events, hiddenContent } from '@shared/schema';
import { geoCell, greatCircleMiles } from '@shared/geo';
import { eventListQuery } from '@shared/validation/events';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { listStatementPlans, queryPlan, splitInitPlans } from '../../test/query-plan';
import { daysFromNow, PLACES } from './events.test-helpers';
import { listEvents } from './events.repo';

/**
 * A radius list reads its matches from events_cell_date_idx alone (events_cell_pattern_date_idx for one pattern
 * size): the page as a few short date-ordered reads, one per map cell around the circle, and the count from the same
 * cells (in the page's statement); no arena is visited but the page's, and no event row read but the page's. Enough
 * rows for the planner to choose its plan as it would on a real database.
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
  it('of one pattern size reads its page and its count of matches off the map-cell indexes alone (index-only)', async () => {
    const query = eventListQuery.parse({
      latitude: String(center.lat), longitude: String(center.lng), radiusMiles: '50', patternSize: 'large', limit: '5',
    });
    const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
    expect(expectedMatches).toBeGreaterThan(5);
    expect(result.rows).toHaveLength(5);
    expect(result.total).toBe(expectedMatches);
    // The soonest five of every match in the circle, measured to the arenas themselves.
    const { rows: soonest } = await t.db.execute<{ id: string }>(sql`select e.id from ${events} e join ${arenas} a on a.id = e.arena_id
      where e.date >= now() and e.pattern_size = 'large'
        and 2 * 3959 * asin(least(1, sqrt(power(sin(radians(a.latitude::float8 - ${center.lat}) / 2), 2)
          + cos(radians(${center.lat}::float8)) * cos(radians(a.latitude::float8))
          * power(sin(radians(a.longitude::float8 - ${center.lng}) / 2), 2)))) <= 50
      order by e.date, lower(e.name), e.id limit 5`);
    expect(result.rows.map((row) => row.id)).toEqual(soonest.map((row) => row.id));

    // One statement: the count of matches is an InitPlan (beside the data version's), run once.
    expect(statements).toHaveLength(1);
    // The count of one pattern size reads only its own rows, off events_cell_pattern_date_idx: in events_cell_date_idx
    // it stepped over the other sizes' rows (at scale 100, 875 index entries for 101 matches). So does the page, in
    // the plan for its values and in the generic plan a prepared statement settles on (migration 0033: with
    // pattern_size among events_cell_date_idx's columns, the planner took that index for the page's cells).
    const { pagePlan, genericPagePlan, countPlan } = await listStatementPlans(t.pool, statements[0]);
    expect(countPlan).not.toBe('');
    for (const plan of [pagePlan, genericPagePlan, countPlan]) {
      expect(plan).toContain('Index Only Scan using events_cell_pattern_date_idx');
      expect(plan).not.toMatch(/Seq Scan on events|Index Scan using events_cell|events_cell_date_idx|events_arena_date_idx/);
    }
    // The page's cells are read one by one, each stopping at a page of matches (a Limit inside the loop), each read
    // keeping to its own cell without the circle's list of cells: with the list beside it, on the scale-10 set the
    // planner took events_cell_date_idx for both tests and stepped over the other pattern sizes' rows.
    expect(pagePlan).toMatch(/Function Scan on unnest[\s\S]*Limit[\s\S]*Index Only Scan using events_cell_pattern_date_idx/);
    for (const plan of [pagePlan, genericPagePlan]) {
      expect(plan).toMatch(/Index Cond: \(\(geo_cell = cell\.id\) AND \(pattern_size = /);
      expect(plan).not.toContain('geo_cell = ANY');
    }
    // Only the page's five rows visit their arena.
    expect(pagePlan).not.toMatch(/Seq Scan on arenas|Bitmap Heap Scan on arenas|arenas_point_idx/);
    expect(countPlan).not.toContain('arenas');
    // Each row's hidden test reads the flag the index carries (migration 0055), not hidden_content once per row.
    for (const plan of [pagePlan, genericPagePlan, countPlan]) expect(plan).not.toContain('hidden_content');
  });

  it('leaves a hidden event out of its page and its count, from the flag its index carries', async () => {
    const query = eventListQuery.parse({
      latitude: String(center.lat), longitude: String(center.lng), radiusMiles: '50', patternSize: 'large', limit: '5',
    });
    const before = await listEvents(t.db, query);
    const soonest = before.rows[0].id;
    await t.db.insert(hiddenContent).values({ targetType: 'event', targetId: soonest, reason: 'test' });
    try {
      const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
      expect(result.rows.map((row) => row.id)).toEqual([...before.rows.slice(1).map((row) => row.id), expect.any(String)]);
      expect(result.total).toBe(before.total - 1);
      const { pagePlan, countPlan } = await listStatementPlans(t.pool, statements[0]);
      for (const plan of [pagePlan, countPlan]) {
        expect(plan).toContain('Index Only Scan using events_cell_pattern_date_idx');
        expect(plan).not.toContain('hidden_content');
      }
    } finally {
      await t.db.delete(hiddenContent).where(eq(hiddenContent.targetId, soonest));
    }
    expect((await listEvents(t.db, query)).rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
  });

  it('of every pattern size reads events_cell_date_idx, in date order', async () => {
    const query = eventListQuery.parse({ latitude: String(center.lat), longitude: String(center.lng), radiusMiles: '50', limit: '5' });
    const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
    expect(result.rows).toHaveLength(5);
    expect(result.total).toBeGreaterThan(expectedMatches);
    expect(statements).toHaveLength(1);
    const { main: pagePlan, initPlans } = splitInitPlans(await queryPlan(t.pool, statements[0]));
    const countPlan = initPlans.find((plan) => plan.includes('Aggregate'))!;
    for (const plan of [pagePlan, countPlan]) {
      expect(plan).toContain('Index Only Scan using events_cell_date_idx');
      expect(plan).not.toMatch(/Seq Scan on events|events_cell_pattern_date_idx|events_arena_date_idx/);
    }
  });
});

describe('an event\'s copy of its arena\'s position', () => {
  it('is written with the event, whatever the writer sends, and follows the arena when it moves', async () => {
    const [arena] = await t.db.insert(arenas).values({ name: 'Moving Arena', city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7972500' })
      .returning({ id: arenas.id });
    const [event] = await t.db.insert(events).values({ arenaId: arena.id, name: 'Moving Jackpot', time: '7:00 PM', date: daysFromNow(3), patternSize: 'large' })
      .returning({ id: events.id });
    const position = async () => (await t.db.select({ lat: events.arenaLatitude, lng: events.arenaLongitude, cell: events.geoCell })
      .from(events).where(eq(events.id, event.id)))[0];
    expect(await position()).toEqual({ lat: 32.7593, lng: -97.79725, cell: geoCell({ lat: 32.7593, lng: -97.79725 }) });

    await t.db.update(events).set({ arenaLatitude: 10, arenaLongitude: 10 }).where(eq(events.id, event.id));
    expect((await position()).lat).toBe(32.7593);

    await t.db.update(arenas).set({ latitude: '35.4675600', longitude: '-97.5164300' }).where(eq(arenas.id, arena.id));
    expect(await position()).toEqual({ lat: 35.46756, lng: -97.51643, cell: geoCell({ lat: 35.46756, lng: -97.51643 }) });
    const near = (place: { lat: number; lng: number }) => listEvents(t.db, eventListQuery.parse({
      latitude: String(place.lat), longitude: String(place.lng), radiusMiles: '10', search: 'Moving Jackpot',
    }));
    expect((await near({ lat: 35.4676, lng: -97.5164 })).rows.map((row) => row.id)).toEqual([event.id]);
    expect((await near({ lat: 32.7593, lng: -97.7972 })).rows).toEqual([]);

    await t.db.update(arenas).set({ latitude: null, longitude: null }).where(eq(arenas.id, arena.id));
    expect(await position()).toEqual({ lat: null, lng: null, cell: null });
    // An old row's NaN position is off the map: no cell, for the arena as for its events.
    await t.db.execute(sql`update ${arenas} set latitude = 'NaN', longitude = 'NaN' where id = ${arena.id}`);
    expect(await position()).toEqual({ lat: Number.NaN, lng: Number.NaN, cell: null });
    expect((await t.db.select({ cell: arenas.geoCell }).from(arenas).where(eq(arenas.id, arena.id)))[0].cell).toBeNull();
  });
});
