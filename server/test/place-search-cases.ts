import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchablePlaceColumns } from '@shared/schema';
import { asIs } from '../db/prepared';
import { placeSearchCondition } from '../db/search-sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db';
import { expectFirstPageOf } from './first-page';
import { withStatements } from './query-counter';
import { genericQueryPlan, queryPlan } from './query-plan';
import { searchWithPlans } from './search-plans';

/** What a place list's search cases need: the table, how to list it (by name), and its indexes' prefix. */
export interface PlaceSearchSubject {
  table: PgTable & SearchablePlaceColumns;
  id: AnyPgColumn;
  /** "arenas", "horse_hotels": the prefix of the table's search indexes. */
  indexPrefix: string;
  /** The list's order by name, in SQL over the table's columns. */
  byName: string;
  list(db: TestDatabase['db'], search: string, near?: { latitude: string; longitude: string }): Promise<{ ids: string[]; total: number }>;
  /** The places offered for choosing one (by name, at most `limit`), where the table has such a picker. */
  choose?(db: TestDatabase['db'], search: string, limit: number): Promise<string[]>;
}

const PLACES = 3_000;
const CITIES = ['Amarillo', 'Abilene', 'Lubbock', 'Tyler', 'Waco', 'Denton', 'Ardmore', 'Enid'];
const placeName = (index: number) => (index === 7 ? 'Moonlight Pens' : index === 42 ? 'Fuzzy Ridge' : `Plan Place ${index}`);
const NEAR = { latitude: '32.7555', longitude: '-97.3308' };

/**
 * A place list's search (server/db/search-sql.ts) at a few thousand places, enough for the planner to choose as on
 * a real database: a term few places hold is read off the trigram index or, too short for trigrams, off the
 * search_grams index, in the plans made for the values and in the generic plan a prepared statement may keep; a
 * term many hold walks the list's order and never reads a search index (a trigram index read for "TX" reads all of
 * it: 365 ms at scale 100, and a generic plan chose it).
 */
export function describePlaceSearch(subject: PlaceSearchSubject) {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const rows = Array.from({ length: PLACES }, (_, index) => ({
      name: placeName(index), city: CITIES[index % CITIES.length], state: index % 3 === 0 ? 'OK' : 'TX',
      latitude: (30 + (index % 20) * 0.4).toFixed(7), longitude: (-101 + Math.floor(index / 20) * 0.1).toFixed(7),
    }));
    for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(subject.table).values(rows.slice(start, start + 1_000) as never);
    await t.db.execute(sql`vacuum analyze ${subject.table}`);
  });
  afterAll(async () => { await t.close(); });

  /** The places holding the term, measured the plain way. */
  const plainMatches = async (term: string) => {
    const pattern = `%${term}%`;
    const { rows } = await t.db.execute<{ id: string }>(sql`select id from ${subject.table}
      where name ilike ${pattern} or city ilike ${pattern} or state ilike ${pattern}
        or city || ', ' || state ilike ${pattern} or city || ' ' || state ilike ${pattern}
      order by ${sql.raw(subject.byName)}`);
    return rows.map((row) => row.id);
  };

  /** The list's answer, and the plans of its statements (its page, its count if apart) for the values and generic. */
  const searched = async (term: string, near?: typeof NEAR, settings: Record<string, string> = {}) => {
    const { result, plans } = await searchWithPlans(t.pool, () => subject.list(t.db, term, near), settings);
    return { ...result, plans };
  };

  const expectPlainMatches = async (term: string, settings: Record<string, string> = {}) => {
    const found = await searched(term, undefined, settings);
    const expected = await plainMatches(term);
    expectFirstPageOf(found, expected);
    return { ...found, expected };
  };

  describe('a search', () => {
    it('for a term few places hold reads them off the trigram index', async () => {
      // A few thousand places are read faster whole: with sequential scans off, the index answers.
      const { expected, plans } = await expectPlainMatches('moonlight', { enable_seqscan: 'off' });
      expect(expected).toHaveLength(1);
      for (const plan of plans) expect(plan).toContain(`${subject.indexPrefix}_search_trgm_idx`);
    });

    it('for a term too short for trigrams that few places hold reads them off its pieces', async () => {
      for (const term of ['zz', 'ZZ', 'y R']) {
        const { expected, plans } = await expectPlainMatches(term);
        expect(expected).toHaveLength(1);
        for (const plan of plans) {
          expect(plan).toContain(`Bitmap Index Scan on ${subject.indexPrefix}_search_grams_idx`);
          expect(plan).not.toMatch(new RegExp(`_search_trgm_idx|Seq Scan on ${subject.indexPrefix}`));
        }
      }
    });

    it('for a term many places hold walks the list, within a radius too, reading no search index', async () => {
      // The walk's condition alone, sequential scans off: the planner would take any index that answers it. None may.
      const walkOnly = t.db.select({ id: subject.id }).from(subject.table)
        .where(placeSearchCondition(subject.table, subject.id, 'TX', 'walk', asIs)).toSQL();
      expect(await genericQueryPlan(t.pool, { text: walkOnly.sql }, { enable_seqscan: 'off' })).not.toMatch(/_search_(trgm|grams)_idx/);
      const noSeqScan = { enable_seqscan: 'off' };
      for (const term of ['TX', 'tx', 'Plan Place', 'Tyler, TX']) {
        const { expected, plans } = await expectPlainMatches(term, noSeqScan);
        expect(expected.length).toBeGreaterThan(100);
        for (const plan of plans) expect(plan).not.toMatch(/_search_(trgm|grams)_idx/);
        const nearby = await searched(term, NEAR, noSeqScan);
        for (const plan of nearby.plans) expect(plan).not.toMatch(/_search_(trgm|grams)_idx/);
      }
    });
  });

  const choose = subject.choose;
  // Only tables with a picker (arenas).
  if (choose) describe('choosing a place as the rider types', () => {
    it('reads a term few places hold off its search index, and a common one walks the names', async () => {
      for (const [term, index] of [['moonlight', 'trgm'], ['zz', 'grams'], ['y R', 'grams']] as const) {
        const { result, statements } = await withStatements(t.pool, () => choose(t.db, term, 8));
        expect(result).toEqual((await plainMatches(term)).slice(0, 8));
        const [picked] = statements.filter((statement) => !statement.text.includes('"sample"'));
        // Planned for its values at every request: a rare term's index read, where walking the names read them all
        // (a few thousand places are read faster whole: with sequential scans off, the index answers).
        expect(await queryPlan(t.pool, picked, { enable_seqscan: 'off' })).toContain(`${subject.indexPrefix}_search_${index}_idx`);
      }
      for (const term of ['TX', 'Plan Place']) {
        const { result, statements } = await withStatements(t.pool, () => choose(t.db, term, 8));
        expect(result).toEqual((await plainMatches(term)).slice(0, 8));
        const [picked] = statements.filter((statement) => !statement.text.includes('"sample"'));
        expect(await queryPlan(t.pool, picked, { enable_seqscan: 'off' })).not.toMatch(/_search_(trgm|grams)_idx/);
      }
    });
  });
}
