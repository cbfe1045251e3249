import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas } from '@shared/schema';
import { arenaListQuery } from '@shared/validation/arenas';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan, splitInitPlans } from '../../test/query-plan';
import { listArenas } from './arenas.repo';

/**
 * "Highest rated first" within a radius reads arenas_cell_rating_idx alone: the page as one short rating-ordered
 * read per map cell the circle reaches, the count from the same cells, no arena row but the page's. Enough rows for
 * the planner to choose its plan as it would on a real database.
 */
let t: TestDatabase;
const ARENAS = 3_000;
const NEAR_FORT_WORTH = 60;
const center = { lat: 32.7555, lng: -97.3308 }; // Fort Worth

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = Array.from({ length: ARENAS }, (_, index) => {
    const place = index < NEAR_FORT_WORTH
      // A cluster around Fort Worth, some of it beyond 50 miles.
      ? { lat: center.lat + (index % 10 - 5) * 0.16, lng: center.lng + (Math.floor(index / 10) - 3) * 0.3 }
      // A grid over the rest of the country.
      : { lat: 26 + (index % 40) * 0.55, lng: -122 + Math.floor(index / 40) * 0.7 };
    // Ratings spread out, some arenas without reviews.
    const reviewCount = index % 7 === 0 ? 0 : 1 + (index % 11);
    return {
      name: `Plan Arena ${index}`, city: 'Somewhere', state: 'TX', latitude: place.lat.toFixed(7), longitude: place.lng.toFixed(7),
      reviewCount, ratingSum: reviewCount * (1 + (index % 5)),
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(arenas).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze arenas`);
});
afterAll(async () => { await t.close(); });

describe('the arenas list within a radius, highest rated first', () => {
  it('reads its page and its count off arenas_cell_rating_idx alone, cell by cell', async () => {
    const query = arenaListQuery.parse({
      latitude: String(center.lat), longitude: String(center.lng), radiusMiles: '50', sort: 'rating', limit: '5', offset: '5',
    });
    const { result, statements } = await withStatements(t.pool, () => listArenas(t.db, query));
    // The second five of every arena in the circle, best rated first, measured the plain way.
    const { rows: expected } = await t.db.execute<{ id: string }>(sql`select id from ${arenas}
      where 2 * 3959 * asin(least(1, sqrt(power(sin(radians(latitude::float8 - ${center.lat}) / 2), 2)
        + cos(radians(${center.lat}::float8)) * cos(radians(latitude::float8))
        * power(sin(radians(longitude::float8 - ${center.lng}) / 2), 2)))) <= 50
      order by weighted_rating desc nulls last, lower(name), id`);
    expect(expected.length).toBeGreaterThan(10);
    expect(result.rows.map((row) => row.id)).toEqual(expected.slice(5, 10).map((row) => row.id));
    expect(result.total).toBe(expected.length);

    // One statement: the count of matches is an InitPlan (beside the data version's), run once.
    expect(statements).toHaveLength(1);
    const { main: pagePlan, initPlans } = splitInitPlans(await queryPlan(t.pool, statements[0]));
    const countPlan = initPlans.find((plan) => plan.includes('Aggregate'))!;
    for (const plan of [pagePlan, countPlan]) {
      expect(plan).toContain('Index Only Scan using arenas_cell_rating_idx');
      expect(plan).not.toMatch(/Seq Scan on arenas|Bitmap Heap Scan on arenas|arenas_point_idx|arenas_by_rating_idx/);
      // Each arena's hidden test reads the flag the index carries (migration 0055), not hidden_content once per row.
      expect(plan).not.toContain('hidden_content');
    }
    expect(pagePlan).toMatch(/Function Scan on unnest[\s\S]*Limit[\s\S]*Index Only Scan using arenas_cell_rating_idx/);
    // Each cell's read keeps to its own cell, without the circle's list of cells repeated beside it.
    expect(pagePlan).toContain('Index Cond: (geo_cell = cell.id)');
    expect(pagePlan).not.toContain('geo_cell = ANY');
    // The box and distance tests read the position in double precision: a numeric's cast to float8 goes by its text.
    for (const plan of [pagePlan, countPlan]) {
      expect(plan).toContain('latitude_float8');
      expect(plan).not.toMatch(/\((latitude|longitude)\)::double precision/);
    }
  });
});
