import type pg from 'pg';

/**
 * The plan PostgreSQL picks for a statement with these values, as EXPLAIN prints it. `settings` (planner switches
 * such as `enable_seqscan: 'off'`) hold for this one EXPLAIN only.
 */
export async function queryPlan(
  pool: pg.Pool, statement: { text: string; values?: unknown[] }, settings: Record<string, string> = {},
): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const [name, value] of Object.entries(settings)) {
      await client.query('select set_config($1, $2, true)', [name, value]);
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `explain ${statement.text}`, values: statement.values });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}
