import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HorseHotelView } from '@shared/contracts/hotels';
import { hiddenContent, horseHotels } from '@shared/schema';
import { hotelListQuery } from '@shared/validation/hotels';
import { distanceMilesSql } from '../../db/geo-sql';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { parsedRows } from '../../test/shared-list-views';
import { listHotels } from './hotels.repo';

// The hotels nearest a place are read off the GiST index on their position, as far as the page can reach, instead
// of every hotel within the radius being sorted by distance. The pages must be exactly those of that sort.
const CENTER = { lat: 32.7555, lng: -97.3308 };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  // A fixed scatter up to about 150 miles out in every direction (north and south stretch degrees differently from
  // east and west), three hotels on one spot (ordered by name, then id), and hidden ones among them.
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const scattered = Array.from({ length: 120 }, (_, index) => ({
    name: `Scatter ${String(index % 40).padStart(2, '0')}`, city: 'Somewhere', state: 'TX',
    latitude: (CENTER.lat + (next() - 0.5) * 4.4).toFixed(7), longitude: (CENTER.lng + (next() - 0.5) * 5.2).toFixed(7),
  }));
  const sameSpot = ['Same Spot C', 'Same Spot A', 'Same Spot B'].map((name) => ({
    name, city: 'Aledo', state: 'TX', latitude: '32.9000000', longitude: '-97.5000000',
  }));
  const inserted = await t.db.insert(horseHotels).values([...scattered, ...sameSpot, { name: 'No Position', city: 'Nowhere', state: 'TX' }])
    .returning({ id: horseHotels.id });
  await t.db.insert(hiddenContent).values(inserted.slice(0, 60).filter((_, index) => index % 9 === 0)
    .map(({ id }) => ({ targetType: 'horse_hotel' as const, targetId: id })));
  await t.db.execute(sql`analyze horse_hotels`);
});
afterAll(async () => { await t.close(); });

/** Every visible hotel within the radius, in the list's order, sorted here. */
async function sortedWithin(radiusMiles: number): Promise<string[]> {
  const distance = distanceMilesSql(horseHotels.latitude, horseHotels.longitude, CENTER);
  const { rows } = await t.db.execute<{ id: string }>(sql`select ${horseHotels.id} as id from ${horseHotels}
    where ${distance} <= ${radiusMiles}
      and not exists (select 1 from ${hiddenContent} where target_type = 'horse_hotel' and target_id = ${horseHotels.id})
    order by ${distance}, ${horseHotels.name}, ${horseHotels.id}`);
  return rows.map((row) => row.id);
}

const near = (radiusMiles: number, limit: number, offset: number) => hotelListQuery.parse({
  latitude: String(CENTER.lat), longitude: String(CENTER.lng), radiusMiles: String(radiusMiles), limit: String(limit), offset: String(offset),
});

describe('the horse hotels nearest a place', () => {
  it('come page by page exactly as every hotel within the radius sorted by distance, name and id', async () => {
    for (const radiusMiles of [25, 100, 150]) {
      const expected = await sortedWithin(radiusMiles);
      expect(expected.length).toBeGreaterThan(radiusMiles === 25 ? 2 : 40);
      for (const limit of [1, 5, 24]) {
        const listed: string[] = [];
        for (let offset = 0; offset < expected.length + limit; offset += limit) {
          const page = await listHotels(t.db, near(radiusMiles, limit, offset));
          listed.push(...parsedRows<HorseHotelView>(page.rows).map((row) => row.id));
          expect(page.total).toBe(Math.min(expected.length, 100));
        }
        expect([radiusMiles, limit, listed]).toEqual([radiusMiles, limit, expected]);
      }
    }
  });

  it('read the index in order of distance instead of sorting every hotel within the radius', async () => {
    const { statements } = await withStatements(t.pool, () => listHotels(t.db, near(150, 5, 0)));
    const plan = await queryPlan(t.pool, statements[0]);
    // The nearest matches as far as the page reaches, in order off the index, then those within that reach.
    // Read index-only, the index's own expression is named in one more pair of parentheses.
    expect(plan).toMatch(/Order By: \(\(?point\(\(longitude\)::double precision, \(latitude\)::double precision\)\)? <-> '\(-97\.3308,32\.7555\)'::point\)/);
    expect(plan).toMatch(/Index Cond: \(\(point[^\n]*<@ '[^\n]*'::box\) AND \(point[^\n]*<@ box\(point\([^\n]*max\(/);
    // How far the page reaches, from the index alone (the position and the id it carries, migration 0053).
    expect(plan).toMatch(/Index Only Scan using horse_hotels_point_idx on horse_hotels \w+[^\n]*\n\s*Index Cond: [^\n]*<@ '[^\n]*'::box\)\n(\s*Filter: [^\n]*\n)?\s*Order By: /);
    // Each hotel's hidden test reads the flag the index carries too (migration 0055), not hidden_content per hotel.
    expect(plan).not.toContain('hidden_content');
  });

  it('send the earth radius written into the statement, not as a value with every execution', async () => {
    const { statements } = await withStatements(t.pool, () => listHotels(t.db, near(150, 5, 0)));
    const values = (statements[0].values ?? []).map(String);
    expect(values).toContain(String(CENTER.lat));
    expect(values.filter((value) => value === '3959')).toEqual([]);
    expect(statements[0].text).toMatch(/2 \* 3959 \* asin/);
  });
});
