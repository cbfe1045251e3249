import type pg from 'pg';
import { expect } from 'vitest';
import { withStatements } from './query-counter';
import { genericQueryPlan, queryPlan } from './query-plan';

/**
 * A searched list's answer, and the plans of its statements after the term's sample (server/db/search-sql.ts): its
 * page and its count if apart, each for the values and then generic.
 */
export async function searchWithPlans<Result>(pool: pg.Pool, search: () => PromiseLike<Result>, settings: Record<string, string> = {}) {
  const { result, statements } = await withStatements(pool, search);
  // The term's share of a sample comes first, unless the term's kind is still kept from an earlier search.
  const listed = statements.filter((statement) => !statement.text.includes('"sample"'));
  expect(statements.length - listed.length).toBeLessThanOrEqual(1);
  if (listed.length < statements.length) expect(statements[0].text).toContain('"sample"');
  // A page chosen apart has its rows read by id after (`*_page_rows`): no search of its own to plan.
  const searching = listed.filter((statement) => !statement.name?.includes('_page_rows'));
  const plans: string[] = [];
  for (const statement of searching) plans.push(await queryPlan(pool, statement, settings), await genericQueryPlan(pool, statement, settings));
  return { result, plans };
}
