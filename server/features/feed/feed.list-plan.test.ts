import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, feedItems } from '@shared/schema';
import type { FeedItem } from '@shared/contracts/feed';
import { feedQuery } from '@shared/validation/feed';
import { createDb, createPool } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { createArena, createUser } from '../../test/factories';
import { listFeed } from './feed.repo';

/** The page's items as the answer carries them (PostgreSQL writes each as JSON). */
const itemsOf = (rows: { json: string }[]) => rows.map((row) => JSON.parse(row.json) as FeedItem);

/**
 * The feed's first page keeps PostgreSQL's generic plan: with its page size bound, PostgreSQL costed the LIMIT as a
 * tenth of the feed and planned the statement again for every request (at scale 10 the planning took longer than
 * the query). Enough rows for the planner to cost it as on a real database.
 */
let t: TestDatabase;
const ITEMS = 3_000;
const EVENTS = 1_000;

beforeAll(async () => {
  t = await createTestDatabase();
  const riders = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db)));
  const arena = await createArena(t.db);
  // Events for some items to tell of: joined to an empty table, the page's items were hashed against it.
  const eventIds = (await t.db.insert(events).values(Array.from({ length: EVENTS }, (_, index) => ({
    arenaId: arena.id, name: `Feed Event ${index}`, time: '7:00 PM', date: new Date(Date.UTC(2027, 0, 1) + index * 86_400_000),
  }))).returning({ id: events.id })).map((event) => event.id);
  const rows = Array.from({ length: ITEMS }, (_, index) => ({
    userId: riders[index % riders.length].id,
    type: 'post' as const,
    content: `Post ${index}`,
    arenaId: index % 3 === 0 ? arena.id : null,
    eventId: index % 4 === 0 ? eventIds[index % EVENTS] : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  }));
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(feedItems).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze feed_items, events`);
});
afterAll(async () => { await t.close(); });

describe('the feed\'s first page', () => {
  it('is planned once per connection (a generic plan) with its total, and pages stay newest first', async () => {
    // One connection, so its prepared statements and their plan counts are this test's.
    const pool = createPool(t.connectionString, 1);
    const db = createDb(pool);
    try {
      const first = feedQuery.parse({ limit: '10' });
      for (let run = 0; run < 8; run += 1) {
        const { rows, total } = await listFeed(db, first);
        expect(itemsOf(rows).map((row) => row.content)).toEqual(Array.from({ length: 10 }, (_, index) => `Post ${ITEMS - 1 - index}`));
        expect(total).toBe(ITEMS);
      }
      const later = await listFeed(db, feedQuery.parse({ limit: '10', offset: '10' }));
      expect(itemsOf(later.rows).map((row) => row.content)).toEqual(Array.from({ length: 10 }, (_, index) => `Post ${ITEMS - 11 - index}`));

      // The first page's statement is the one run eight times; PostgreSQL plans the first five executions for
      // their values, then keeps the generic plan.
      const { rows: [firstPage] } = await pool.query<{ generic: number; custom: number }>(
        `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
          where name like 'feed_page%' order by generic_plans + custom_plans desc limit 1`);
      expect(firstPage.generic).toBeGreaterThanOrEqual(3);
      expect(firstPage.generic + firstPage.custom).toBe(8); // a later page is a statement of its own

      // The total rides on the page's statement; a page past the end has no row for it and reads it alone.
      const [cursorItem] = itemsOf(later.rows).slice(-1);
      const afterCursor = await listFeed(db, feedQuery.parse({ limit: '10', before: cursorItem.createdAt, beforeId: cursorItem.id }));
      expect(afterCursor.total).toBe(ITEMS - 20);
      expect(itemsOf(afterCursor.rows)[0].content).toBe(`Post ${ITEMS - 21}`);
      expect(await listFeed(db, feedQuery.parse({ limit: '10', offset: String(ITEMS) }))).toEqual({ rows: [], total: ITEMS });
      const { rows: statements } = await pool.query<{ name: string }>('select name from pg_prepared_statements');
      expect(statements.filter((statement) => statement.name.startsWith('feed_total'))).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });

  it('picks its page of items first, so each writer, arena and event is one lookup per item of the page', async () => {
    const { result, statements } = await withStatements(t.pool, () => listFeed(t.db, feedQuery.parse({ limit: '5' })));
    expect(itemsOf(result.rows).map((row) => row.content)).toEqual(Array.from({ length: 5 }, (_, index) => `Post ${ITEMS - 1 - index}`));
    const page = statements.find((statement) => statement.text.includes('order by'))!;
    const plan = await queryPlan(t.pool, page);
    // Joined to the whole ordered feed (a Limit over the joins), PostgreSQL costed the joins for every item and put
    // a Memoize cache in front of the riders and arenas, sized for the 200k riders it expected to meet: setting it
    // up cost 1.5 ms per request at scale 100, seven times the query. Joined to the page, each join is for 5 rows.
    expect(plan.split('\n')[0]).not.toMatch(/^Limit/);
    const joins = plan.split('\n').filter((line) => line.includes('Nested Loop Left Join'));
    expect(joins.length).toBeGreaterThanOrEqual(3);
    for (const join of joins) expect(join).toMatch(/rows=5 /);
  });
});
