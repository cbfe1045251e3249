import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@shared/schema';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { expectFirstPageOf } from '../../test/first-page';
import { withStatements } from '../../test/query-counter';
import { queryPlan } from '../../test/query-plan';
import { userDisplayNameSql } from '../users/users.repo';
import { searchRiders } from './moderation.repo';

const RIDERS = 3_000;
const lastNameOf = (index: number) => (index === 7 ? 'Moonlight' : index === 42 ? 'Fuzzy' : `Rider ${index}`);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const rows = Array.from({ length: RIDERS }, (_, index) => ({
    email: `plan.rider${index}@example.test`,
    // Some riders gave no name: they are listed by their email.
    firstName: index % 10 === 9 ? null : 'Plan',
    lastName: lastNameOf(index),
    role: index % 500 === 3 ? 'moderator' as const : 'rider' as const,
  }));
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(users).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze ${users}`);
});
afterAll(async () => { await t.close(); });

/** The riders a search finds, the plain way, staff first and then by name. */
async function plainMatches(term: string) {
  const pattern = `%${term}%`;
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from ${users}
    where ${userDisplayNameSql} ilike ${pattern} or ${users.email} ilike ${pattern}
    order by ${users.role} = 'rider', ${userDisplayNameSql}, ${users.id}`);
  return rows.map((row) => row.id);
}

/** The first page and total for `term`, checked against the plain way, and the plans of the page's statement. */
async function expectPlainMatches(term: string, settings: Record<string, string> = {}) {
  const { result, statements } = await withStatements(t.pool, () => searchRiders(t.db, { search: term, limit: 24, offset: 0 }));
  const expected = await plainMatches(term);
  expectFirstPageOf({ ids: result.rows.map((row) => row.id), total: result.total }, expected);
  const page = statements.find((statement) => statement.text.includes('order by'))!;
  return { expected, totalIsCapped: result.totalIsCapped, plan: await queryPlan(t.pool, page, settings), statements };
}

describe('the moderators\' rider search', () => {
  it('lists every rider staff first, by name, a page at a time off its index, counting up to the cap', async () => {
    const { expected, totalIsCapped, plan } = await expectPlainMatches('');
    expect(expected).toHaveLength(RIDERS);
    expect(totalIsCapped).toBe(true);
    expect(plan).toContain('users_staff_first_by_name_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('reads a term few riders hold off the trigram index, a short one off its pieces', async () => {
    const rare = await expectPlainMatches('moonlight', { enable_seqscan: 'off' });
    expect(rare.expected).toHaveLength(1);
    expect(rare.plan).toContain('users_search_trgm_idx');
    for (const term of ['zz', 'ZZ', 'n F']) {
      const short = await expectPlainMatches(term);
      expect(short.expected).toHaveLength(1);
      expect(short.plan).toContain('users_search_grams_idx');
      expect(short.plan).not.toMatch(/users_search_trgm_idx|Seq Scan on users/);
    }
  });

  it('walks the list for a term many riders hold, by name or by email, reading no search index', async () => {
    for (const term of ['Rider', 'example.test', '7']) {
      const { expected, totalIsCapped, plan } = await expectPlainMatches(term, { enable_seqscan: 'off' });
      expect(expected.length).toBeGreaterThan(100);
      expect(totalIsCapped).toBe(true);
      expect(plan).toContain('users_staff_first_by_name_idx');
      expect(plan).not.toMatch(/_search_(trgm|grams)_idx/);
    }
  });
});
