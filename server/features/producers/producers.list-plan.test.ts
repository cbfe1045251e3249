import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, eventProducers, events } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { listProducers } from './producers.repo';

/**
 * The producers list counted every producer's upcoming events over all events before taking a page (674 ms at scale
 * 100) and sorted every producer by name. Now the page comes off event_producers_by_name_idx (migration 0037) and
 * only its producers' events are counted, each off events_producer_idx.
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
    expect(result.rows.map((row) => row.name)).toEqual(Array.from({ length: 24 }, (_, index) => `Producer ${String(index + 1).padStart(4, '0')}`));
    expect(result.rows.every((row) => row.eventCount === 3)).toBe(true);

    const page = statements.find((statement) => statement.text.includes('"events"'))!;
    const plan = await queryPlan(t.pool, page);
    expect(plan).toContain('event_producers_by_name_idx');
    expect(plan).toContain('events_producer_idx');
    expect(plan).not.toMatch(/Seq Scan on events|Seq Scan on event_producers|HashAggregate|GroupAggregate/);
  });
});
