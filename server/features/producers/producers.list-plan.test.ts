import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, eventProducers, events, users } from '@shared/schema';
import { createDb, createPool } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import type { ProducerRecord } from '@shared/contracts/producers';
import { listProducers } from './producers.repo';

/**
 * The producers list counted every producer's upcoming events over all events before taking a page (674 ms at scale
 * 100) and sorted every producer by name. Now the page comes off event_producers_by_name_idx (migration 0037) and
 * only its producers' events are counted, each off events_producer_date_idx alone (migration 0047: off an index of
 * producer_id only, a page of 50 producers read every one of their events' rows, 41 ms at scale 10). The page is a
 * statement prepared once, which PostgreSQL keeps one plan of; it counts every producer only when the data version
 * moved (server/db/counts-at-version.ts).
 */
let t: TestDatabase;
const PRODUCERS = 3_000;

beforeAll(async () => {
  t = await createTestDatabase();
  const [arena] = await t.db.insert(arenas).values({
    name: 'Producer Plan Arena', city: 'Somewhere', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000',
  }).returning({ id: arenas.id });
  const producers = await t.db.insert(eventProducers).values(Array.from({ length: PRODUCERS }, (_, index) => ({
    name: `Producer ${String(PRODUCERS - index).padStart(4, '0')}`,
  }))).returning({ id: eventProducers.id, name: eventProducers.name });
  const rows = producers.flatMap((producer, index) => Array.from({ length: 4 }, (_, n) => ({
    arenaId: arena.id, producerId: producer.id, name: `${producer.name} Jackpot ${n}`, time: '7:00 PM',
    // One past event each, the rest ahead.
    date: new Date(Date.now() + (n === 0 ? -5 : n + (index % 30)) * 24 * 60 * 60 * 1000),
  })));
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(events).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze event_producers, events`);
});
afterAll(async () => { await t.close(); });

describe('the producers list', () => {
  it('reads a page by name off its index and counts only that page\'s producers\' upcoming events', async () => {
    const { result, statements } = await withStatements(t.pool, () => listProducers(t.db, { limit: 24, offset: 0 }, null));
    expect(result.total).toBe(PRODUCERS);
    const rows = result.rows.map((row) => JSON.parse(row.json) as ProducerRecord);
    expect(rows.map((row) => row.name)).toEqual(Array.from({ length: 24 }, (_, index) => `Producer ${String(index + 1).padStart(4, '0')}`));
    expect(rows.every((row) => row.eventCount === 3)).toBe(true);

    const page = statements.find((statement) => statement.text.includes('"events"'))!;
    const plan = await queryPlan(t.pool, page);
    expect(plan).toContain('event_producers_by_name_idx');
    expect(plan).toContain('Index Only Scan using events_producer_date_idx');
    // Every producer is counted by an InitPlan of its own, which runs only when the data version moved.
    const wholeCount = /InitPlan \d+\n\s+-> {2}Aggregate[^\n]*\n\s+-> {2}Seq Scan on event_producers event_producers_1[^\n]*\n/;
    expect(plan).toMatch(wholeCount);
    expect(plan.replace(wholeCount, '')).not.toMatch(/Seq Scan on events|Seq Scan on event_producers|HashAggregate|GroupAggregate/);
  });

  it('keeps one plan of the first page per connection, signed in or not', async () => {
    const [rider] = await t.db.insert(users).values({ email: 'producer-plan@example.com' }).returning({ id: users.id });
    for (const viewerId of [null, rider.id]) {
      const pool = createPool(t.connectionString, 1);
      try {
        const db = createDb(pool);
        for (let run = 0; run < 8; run += 1) {
          const rows = (await listProducers(db, { limit: 24, offset: 0 }, viewerId)).rows.map((row) => JSON.parse(row.json) as ProducerRecord);
          expect(rows.map((row) => row.name)).toEqual(Array.from({ length: 24 }, (_, index) => `Producer ${String(index + 1).padStart(4, '0')}`));
          expect(rows.every((row) => row.eventCount === 3 && row.isFollowing === false)).toBe(true);
        }
        const { rows: [plans] } = await pool.query<{ generic: number }>(
          "select generic_plans::int as generic from pg_prepared_statements where name like 'producer_page%'");
        expect(plans.generic).toBeGreaterThanOrEqual(3);
      } finally {
        await pool.end();
      }
    }
  });
});
