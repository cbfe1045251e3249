import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HorseHotelView } from '@shared/contracts/hotels';
import { TOTAL_COUNT_CAP } from '@shared/contracts/paging';
import { horseHotels } from '@shared/schema';
import { hotelListQuery } from '@shared/validation/hotels';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan, splitInitPlans } from '../../test/query-plan';
import { parsedRows } from '../../test/shared-list-views';
import { listHotels } from './hotels.repo';

/**
 * "Highest rated first" over every hotel reads a page off horse_hotels_by_rating_idx, the kept weighted rating
 * (migration 0034), instead of rating every hotel's reviews to sort them. Enough rows for the planner to choose its
 * plan as it would on a real database.
 */
let t: TestDatabase;
const HOTELS = 3_000;

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = Array.from({ length: HOTELS }, (_, index) => {
    // Ratings spread out, some hotels without reviews.
    const reviewCount = index % 7 === 0 ? 0 : 1 + (index % 11);
    return {
      name: `Plan Hotel ${index}`, city: 'Somewhere', state: 'TX', latitude: (26 + (index % 40) * 0.55).toFixed(7),
      longitude: (-122 + Math.floor(index / 40) * 0.7).toFixed(7), reviewCount, ratingSum: reviewCount * (1 + (index % 5)),
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(horseHotels).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze horse_hotels`);
});
afterAll(async () => { await t.close(); });

describe('the horse hotels list, highest rated first', () => {
  it('reads its page off horse_hotels_by_rating_idx, in the weighted rating order', async () => {
    const query = hotelListQuery.parse({ sort: 'rating', limit: '5', offset: '5' });
    const { result, statements } = await withStatements(t.pool, () => listHotels(t.db, query));
    const { rows: expected } = await t.db.execute<{ id: string }>(sql`select id from ${horseHotels}
      order by weighted_rating desc nulls last, name, id`);
    expect(parsedRows<HorseHotelView>(result.rows).map((row) => row.id)).toEqual(expected.slice(5, 10).map((row) => row.id));
    // Counted up to the cap.
    expect(result.total).toBe(TOTAL_COUNT_CAP);

    // The page's five ids come off the index in order (only those five rows are read and put back in order).
    const { main: pagePlan, initPlans } = splitInitPlans(await queryPlan(t.pool, statements[0]));
    expect(pagePlan).toMatch(/Limit[\s\S]*Index Only Scan using horse_hotels_by_rating_idx/);
    // No table is read per row: the one subplan writes the row's JSON.
    expect(pagePlan).not.toMatch(/Seq Scan on horse_hotels|SubPlan \d+\n\s+-> {2}(?!Result)/);
    // The count of matches (an InitPlan) stops at the cap: the first rows of whichever read is cheapest, and each
    // hotel's hidden test is its own flag (migration 0055), not a lookup in hidden_content.
    const countPlan = initPlans.find((plan) => plan.includes('Aggregate'))!;
    expect(countPlan).toMatch(new RegExp(`Aggregate[\\s\\S]*Limit [^\\n]*rows=${TOTAL_COUNT_CAP + 1} `));
    expect(countPlan).not.toContain('hidden_content');
  });
});
