import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { CountsAtDataVersion, recordingBind } from './counts-at-version';
import { StatementValues } from './prepared';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const arenaRow = (name: string, state: string) => ({ name, city: 'Countville', state });

/** Arenas added without the data version moving: as if a write had slipped past the triggers. */
async function insertUnversioned(name: string, state: string) {
  await t.db.transaction(async (tx) => {
    // The bump runs once per transaction (migrations/0002): marked as done, it is skipped.
    await tx.execute(sql`select set_config('cloverleaf.data_version_bumped', 'yes', true)`);
    await tx.insert(arenas).values(arenaRow(name, state));
  });
}

describe('counts kept at a data version', () => {
  const counts = new CountsAtDataVersion();

  /** The arenas of `state`, counted as a page's statement counts its matches, and what the statement read. */
  async function countArenas(state: string) {
    const statement = new StatementValues();
    const filters = recordingBind(statement.bind);
    const condition = eq(arenas.state, filters.bind(state));
    const counted = counts.counted(t.db, `arenas|${filters.values()}`, statement.bind);
    const columns = counted.columns(sql<number>`(select count(*)::int from ${arenas} where ${condition})`);
    const [row] = await t.db.select(columns).from(sql`(select 1) as one`).prepare('count_arenas').execute(statement.values);
    return { count: counted.countOf(row), countedNow: row.matchCount !== null };
  }

  it('count again only once the data version moved, and each list apart', async () => {
    await t.db.insert(arenas).values([arenaRow('One', 'ZA'), arenaRow('Two', 'ZA'), arenaRow('Three', 'ZB')]);
    expect(await countArenas('ZA')).toEqual({ count: 2, countedNow: true });
    expect(await countArenas('ZB')).toEqual({ count: 1, countedNow: true });

    // Unchanged data: the kept count stands, and PostgreSQL did not count (a row the triggers missed shows it).
    await insertUnversioned('Unseen', 'ZA');
    expect(await countArenas('ZA')).toEqual({ count: 2, countedNow: false });

    // Any committed change to a versioned table counts afresh, in the statement's own snapshot.
    await t.db.insert(arenas).values(arenaRow('Four', 'ZA'));
    expect(await countArenas('ZA')).toEqual({ count: 4, countedNow: true });
    expect(await countArenas('ZB')).toEqual({ count: 1, countedNow: true });
    expect(await countArenas('ZB')).toEqual({ count: 1, countedNow: false });
  });

  it('count every time while the data version has no row', async () => {
    await t.db.insert(arenas).values(arenaRow('Five', 'ZC'));
    await t.pool.query('delete from data_version');
    try {
      expect(await countArenas('ZC')).toEqual({ count: 1, countedNow: true });
      await insertUnversioned('Six', 'ZC');
      expect(await countArenas('ZC')).toEqual({ count: 2, countedNow: true });
    } finally {
      await t.pool.query('insert into data_version (id, version) values (1, 1000)');
    }
  });
});
