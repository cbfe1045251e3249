import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceProviderItem } from '@shared/contracts/services';
import { serviceProviders } from '@shared/schema';
import { SERVICE_TYPES, serviceListQuery } from '@shared/validation/services';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { expectFirstPageOf } from '../../test/first-page';
import { searchWithPlans } from '../../test/search-plans';
import { parsedRows } from '../../test/shared-list-views';
import { listServiceProviders } from './services.repo';

const PROVIDERS = 3_000;
const specialtiesOf = (index: number) => (index === 7 ? 'Moonlight shoeing' : index === 42 ? 'Fuzzy hooves' : `Plan specialty ${index % 50}`);

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  const rows = Array.from({ length: PROVIDERS }, (_, index) => ({
    type: SERVICE_TYPES[index % SERVICE_TYPES.length],
    displayName: `Plan Provider ${index}`,
    specialties: specialtiesOf(index),
  }));
  for (let start = 0; start < rows.length; start += 1_000) await t.db.insert(serviceProviders).values(rows.slice(start, start + 1_000));
  await t.db.execute(sql`vacuum analyze ${serviceProviders}`);
});
afterAll(async () => { await t.close(); });

/** The providers a search finds, the plain way: the name, the specialties or the type's key (or key in words) holds the term. */
async function plainMatches(term: string) {
  const pattern = `%${term}%`;
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from service_providers
    where display_name ilike ${pattern} or specialties ilike ${pattern} or type ilike ${pattern}
      or replace(type, '_', ' ') ilike ${pattern}
    order by type, display_name, id`);
  return rows.map((row) => row.id);
}

/** The list's first page and total for `term`, and its statements' plans (each for the values, then generic). */
async function searched(term: string, settings: Record<string, string> = {}) {
  const { result, plans } = await searchWithPlans(t.pool, () => listServiceProviders(t.db, serviceListQuery.parse({ search: term, limit: '24' })), settings);
  return { ids: parsedRows<ServiceProviderItem>(result.rows).map((row) => row.id), total: result.total, totalIsCapped: result.totalIsCapped, plans };
}

async function expectPlainMatches(term: string, settings: Record<string, string> = {}) {
  const found = await searched(term, settings);
  const expected = await plainMatches(term);
  expectFirstPageOf(found, expected);
  return { ...found, expected };
}

describe('the services list search', () => {
  it('reads a term few providers hold off the trigram index', async () => {
    // A few thousand providers are read faster whole: with sequential scans off, the index answers.
    const { expected, plans } = await expectPlainMatches('moonlight', { enable_seqscan: 'off' });
    expect(expected).toHaveLength(1);
    for (const plan of plans) expect(plan).toContain('service_providers_search_trgm_idx');
  });

  it('reads a term too short for trigrams that few providers hold off its pieces', async () => {
    for (const term of ['zz', 'ZZ', 'y h']) {
      const { expected, plans } = await expectPlainMatches(term);
      expect(expected).toHaveLength(1);
      for (const plan of plans) {
        expect(plan).toContain('Bitmap Index Scan on service_providers_search_grams_idx');
        expect(plan).not.toMatch(/_search_trgm_idx|Seq Scan on service_providers/);
      }
    }
  });

  it('walks the list for a term many providers hold, reading no search index, and counts only up to the cap', async () => {
    for (const term of ['Plan', 'specialty 1', '7']) {
      const { expected, plans, totalIsCapped } = await expectPlainMatches(term, { enable_seqscan: 'off' });
      expect(expected.length).toBeGreaterThan(100);
      expect(totalIsCapped).toBe(true);
      for (const plan of plans) expect(plan).not.toMatch(/_search_(trgm|grams)_idx/);
    }
  });

  it('finds a type by its key, its key in words or its label, whatever the names say', async () => {
    const { expected } = await expectPlainMatches('massage_ther');
    expect(expected.length).toBeGreaterThan(0);
    expectFirstPageOf(await searched('Massage Therapist'), expected);
    expectFirstPageOf(await searched('massage ther'), expected);
  });
});
