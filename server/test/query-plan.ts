import type pg from 'pg';

/**
 * The plan PostgreSQL picks for a statement with these values, as EXPLAIN prints it. `settings` (planner switches
 * such as `enable_seqscan: 'off'`) hold for this one EXPLAIN only.
 */
export async function queryPlan(
  pool: pg.Pool, statement: { text: string; values?: unknown[] }, settings: Record<string, string> = {},
): Promise<string> {
  return explain(pool, { text: `explain ${statement.text}`, values: statement.values }, settings);
}

/**
 * The generic plan of a statement: the one a prepared statement keeps after its first five executions when it
 * costs no more than the plans made for their values, which cannot see any value. (An EXPLAIN given the values, even
 * under plan_cache_mode = force_generic_plan, plans for them.)
 */
export function genericQueryPlan(pool: pg.Pool, statement: { text: string }, settings: Record<string, string> = {}): Promise<string> {
  return explain(pool, { text: `explain (generic_plan) ${statement.text}` }, settings);
}

async function explain(pool: pg.Pool, query: { text: string; values?: unknown[] }, settings: Record<string, string>): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const [name, value] of Object.entries(settings)) {
      await client.query('select set_config($1, $2, true)', [name, value]);
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(query);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/**
 * A plan's InitPlans (uncorrelated subqueries PostgreSQL runs once per statement, such as a page's count of its
 * matches) apart from the rest of it, each as EXPLAIN prints it.
 */
export function splitInitPlans(plan: string): { main: string; initPlans: string[] } {
  const main: string[] = [];
  const initPlans: string[][] = [];
  let initPlanIndent = -1;
  for (const line of plan.split('\n')) {
    const indent = line.search(/\S/);
    if (/^\s*InitPlan \d+/.test(line)) {
      initPlanIndent = indent;
      initPlans.push([]);
    } else if (initPlanIndent >= 0 && indent > initPlanIndent) {
      initPlans[initPlans.length - 1].push(line);
    } else {
      initPlanIndent = -1;
      main.push(line);
    }
  }
  return { main: main.join('\n'), initPlans: initPlans.map((lines) => lines.join('\n')) };
}

/**
 * A list statement's plans: its page's for these values and the generic one a prepared statement may settle on,
 * and its count's (the InitPlan that aggregates; empty when the statement kept its count).
 */
export async function listStatementPlans(pool: pg.Pool, statement: { text: string; values?: unknown[] }) {
  const { main: pagePlan, initPlans } = splitInitPlans(await queryPlan(pool, statement));
  const genericPagePlan = splitInitPlans(await genericQueryPlan(pool, statement)).main;
  return { pagePlan, genericPagePlan, countPlan: initPlans.find((plan) => plan.includes('Aggregate')) ?? '' };
}
