import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db';
import { trackQueries } from './query-counter';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

it('counts statements sent through drizzle, including inside transactions', async () => {
  const tracker = trackQueries(t.pool);
  await t.db.execute(sql`select 1`);
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select 2`);
  });
  // select 1, then begin / select 2 / commit
  expect(tracker.count).toBe(4);
  tracker.stop();
});
