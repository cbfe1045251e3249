import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, events } from '@shared/schema';
import { eventListQuery } from '@shared/validation/events';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { genericQueryPlan, listStatementPlans, queryPlan } from '../../test/query-plan';
import { daysFromNow } from './events.test-helpers';
import { listEvents } from './events.repo';

/**
 * A filter few events pass (stalls available, full hookups, a high added money, a rare division) walked every
 * upcoming event in date order to fill a page and count its matches: 600-900 ms at scale 100, 8.5 s for a division
 * 15 events run. Migration 0037's and 0038's indexes give the page and the count those events alone, in the plans
 * made for the values and in the generic plan a prepared statement may keep. Enough rows for the planner to choose
 * as it would on a real database.
 */
let t: TestDatabase;
const EVENTS = 12_000;
/** Every 1,000th event passes each rare filter. */
const RARE_EVERY = 1_000;

beforeAll(async () => {
  t = await createTestDatabase();
  const inserted = await t.db.insert(arenas).values(Array.from({ length: 40 }, (_, index) => ({
    name: `Rare Filter Arena ${index}`, city: 'Somewhere', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000',
  }))).returning({ id: arenas.id });
  const rows = Array.from({ length: EVENTS }, (_, index) => {
    const rare = index % RARE_EVERY === 7;
    return {
      arenaId: inserted[index % inserted.length].id,
      name: `Rare Filter Event ${index}`,
      time: '7:00 PM',
      date: daysFromNow(1 + (index % 300)),
      stallStatus: rare ? 'available' as const : index % 2 === 0 ? 'sold_out' as const : null,
      stallsAvailable: rare ? null : false,
      rvHookups: rare ? 'full' as const : index % 3 === 0 ? 'none' as const : null,
      totalAddedMoney: rare ? 5_000 : index % 50,
      // Half run Open 4D (a common division); the rare ones run Derby too.
      divisions: [
        ...(index % 2 === 0 ? [{ name: 'Open 4D', entryFee: 100, addedMoney: null }] : []),
        ...(rare ? [{ name: 'Derby', entryFee: 300, addedMoney: 5_000 }] : []),
      ],
    };
  });
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(events).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze arenas, events`);
});
afterAll(async () => { await t.close(); });

const rareCount = EVENTS / RARE_EVERY;

describe.each([
  { filter: { stallsAvailable: 'true' }, index: 'events_stalls_by_date_idx' },
  { filter: { rvHookups: 'full' }, index: 'events_rv_hookups_date_idx' },
])('the events list filtered by $filter', ({ filter, index }) => {
  it(`reads its page and its count off ${index}, not every upcoming event`, async () => {
    const query = eventListQuery.parse({ ...filter, limit: '5' });
    const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
    expect(result.total).toBe(rareCount);
    const { rows: soonest } = await t.db.execute<{ id: string }>(sql`select id from ${events}
      where date >= now() and total_added_money = 5000 order by date, lower(name), id limit 5`);
    expect(statements[0].name).toBeTruthy();
    expect(result.rows.map((row) => row.id)).toEqual(soonest.map((row) => row.id));

    expect(statements).toHaveLength(1);
    const { pagePlan, genericPagePlan, countPlan } = await listStatementPlans(t.pool, statements[0]);
    expect(countPlan).not.toBe('');
    for (const plan of [pagePlan, genericPagePlan, countPlan]) {
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Seq Scan on events|events_live_by_date_idx|events_date_idx/);
    }
  });
});

describe('the events list filtered by a minimum of added money', () => {
  it('is planned for each amount: a rare one reads events_added_money_date_idx, a common one walks the date order', async () => {
    // A generic plan cannot tell 5,000 (one event in a thousand) from 1 (nearly every event).
    for (const [amount, rare] of [['5000', true], ['1', false], ['5000', true]] as const) {
      const query = eventListQuery.parse({ minAddedMoney: amount, limit: '5' });
      const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
      // The page's ids and count, planned for the amount (unnamed); then its rows by id, on a generic plan (named).
      expect(statements).toHaveLength(2);
      expect(statements[0].name).toBeFalsy();
      expect(statements[1].name).toBeTruthy();
      const { rows: soonest } = await t.db.execute<{ id: string }>(sql`select id from ${events}
        where date >= now() and total_added_money >= ${Number(amount)} order by date, lower(name), id limit 5`);
      expect(result.rows.map((row) => row.id)).toEqual(soonest.map((row) => row.id));
      const { pagePlan, countPlan } = await listStatementPlans(t.pool, statements[0]);
      if (rare) {
        expect(result.total).toBe(rareCount);
        for (const plan of [pagePlan, countPlan]) {
          expect(plan).toContain('events_added_money_date_idx');
          expect(plan).not.toMatch(/Seq Scan on events|events_live_by_date_idx|events_date_idx/);
        }
      } else {
        expect(result.total).toBe(100);
        expect(pagePlan).toMatch(/Index Scan using events_(live_by_)?date_idx/);
      }
    }
  });
});

describe('the events list filtered by division', () => {
  const plans = async (division: string) => {
    const query = eventListQuery.parse({ division, limit: '5' });
    const { result, statements } = await withStatements(t.pool, () => listEvents(t.db, query));
    const page = statements.find((statement) => statement.text.includes('event_division_keys'))!;
    // Whole plans too: a rare division's events are found in an InitPlan.
    const [plan, genericPlan] = [await queryPlan(t.pool, page), await genericQueryPlan(t.pool, page)];
    return { result, plan, genericPlan, ...await listStatementPlans(t.pool, page) };
  };
  const soonest = async (name: string) => (await t.db.execute<{ id: string }>(sql`select id from ${events}
    where date >= now() and status = 'scheduled' and exists (select 1 from jsonb_array_elements(divisions) d where d->>'name' = ${name})
    order by date, lower(name), id limit 5`)).rows.map((row) => row.id);

  it('that few events run reads its page and count off events_division_keys_idx', async () => {
    const { result, plan, genericPlan } = await plans(' derby');
    expect(result.total).toBe(rareCount);
    expect(result.rows.map((row) => row.id)).toEqual(await soonest('Derby'));
    for (const whole of [plan, genericPlan]) {
      // The page's and the count's.
      expect(whole.match(/Bitmap Index Scan on events_division_keys_idx/g)).toHaveLength(2);
      expect(whole).not.toMatch(/Seq Scan on events|events_live_by_date_idx|events_date_idx/);
    }
  });

  it('that most events run walks the date order and stops at a page, never reading every match', async () => {
    const { result, pagePlan, genericPagePlan, countPlan } = await plans('OPEN 4D');
    // A count reads up to the cap of 100 and then some.
    expect(result.total).toBe(100);
    expect(result.rows.map((row) => row.id)).toEqual(await soonest('Open 4D'));
    for (const plan of [pagePlan, genericPagePlan]) {
      expect(plan).toMatch(/Index Scan using events_(live_by_)?date_idx/);
      expect(plan).not.toContain('events_division_keys_idx');
    }
    expect(countPlan).not.toContain('events_division_keys_idx');
  });
});
