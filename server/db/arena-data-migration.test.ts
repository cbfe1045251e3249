import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas } from '@shared/schema';
import { streetLine } from '@shared/address';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createArena } from '../test/factories';
import { MIGRATIONS_FOLDER } from './migrate';

/** The hand-written data statements of the migration that made large_rigs_friendly nullable (found by its name). */
function dataStatements(): string[] {
  const file = fs.readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_arena_large_rigs_unanswered.sql'));
  if (!file) throw new Error('migration arena_large_rigs_unanswered not found');
  return fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint')
    .map((statement) => statement.trim()).filter((statement) => /^(--.*\n)*UPDATE/i.test(statement));
}

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const stored = async (id: string) => (await t.db.select().from(arenas).where(eq(arenas.id, id)))[0];

describe('migration arena_large_rigs_unanswered, on rows stored before it', () => {
  it('makes "Limited" unanswered where the creator said nothing about parking, and keeps real answers', async () => {
    const quick = await createArena(t.db, { largeRigsFriendly: false });
    const limited = await createArena(t.db, { largeRigsFriendly: false, parkingSurface: 'Gravel' });
    const roomy = await createArena(t.db, { largeRigsFriendly: true });
    for (const statement of dataStatements()) await t.pool.query(statement);
    expect((await stored(quick.id)).largeRigsFriendly).toBeNull();
    expect((await stored(limited.id)).largeRigsFriendly).toBe(false);
    expect((await stored(roomy.id)).largeRigsFriendly).toBe(true);
  });

  it('keeps only the street of an address that repeats the city and state, exactly as streetLine does', async () => {
    const cases = [
      { address: 'Dublin, TX, USA', city: 'Dublin', state: 'TX' },
      { address: 'Dublin, TX 76446, USA', city: 'Dublin', state: 'TX' },
      { address: '1200 Ranch Rd, Dublin, TX 76446, USA', city: 'Dublin', state: 'TX' },
      { address: '4 St. Jo Rd, St. Jo, TX', city: 'St. Jo', state: 'TX' },
      { address: '1 Main St,dublin ,tx, usa', city: 'Dublin', state: 'TX' },
      { address: '500 Hwy 6, Stephenville, TX', city: 'Dublin', state: 'TX' },
      { address: '12 North Dublin, TX', city: 'Dublin', state: 'TX' },
      { address: '4 Stx Jo Rd', city: 'St. Jo', state: 'TX' },
      { address: "O'Neal's (Barn) Rd, Mc+Kinney, TX", city: 'Mc+Kinney', state: 'TX' },
    ];
    const rows = await Promise.all(cases.map((place) => createArena(t.db, place)));
    for (const statement of dataStatements()) await t.pool.query(statement);
    const after = await Promise.all(rows.map((row) => stored(row.id)));
    expect(after.map((row) => row.address)).toEqual(cases.map((place) => streetLine(place.address, place.city, place.state)));
    expect(after.map((row) => row.address)).toEqual([
      null, null, '1200 Ranch Rd', '4 St. Jo Rd', '1 Main St', '500 Hwy 6, Stephenville, TX', '12 North Dublin, TX',
      '4 Stx Jo Rd', "O'Neal's (Barn) Rd",
    ]);
  });
});
