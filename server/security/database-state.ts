import type pg from 'pg';

/** Sessions change on every signed-in request (rolling expiry); they are not data a refused request could damage. */
const IGNORED_TABLES = new Set(['sessions']);

let tableNames: Promise<string[]> | undefined;

async function dataTables(pool: pg.Pool): Promise<string[]> {
  tableNames ??= pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  ).then(({ rows }) => rows.map((row) => row.name).filter((name) => !IGNORED_TABLES.has(name)));
  return tableNames;
}

export type DatabaseState = Record<string, { rows: number; digest: string }>;

/**
 * Row count and a digest of every row of every data table, in one statement: two equal states mean no row was
 * added, removed or changed in between (a refused request wrote nothing, not even part of a change).
 */
export async function databaseState(pool: pg.Pool): Promise<DatabaseState> {
  const tables = await dataTables(pool);
  const parts = tables.map((name) => `select '${name}' as name, count(*)::int as rows,
    coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`);
  const { rows } = await pool.query<{ name: string; rows: number; digest: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, digest: row.digest }]));
}

/** The tables whose rows differ between two states, for a readable failure message. */
export function changedTables(before: DatabaseState, after: DatabaseState): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name]?.digest !== after[name]?.digest || before[name]?.rows !== after[name]?.rows)
    .sort();
}

// Columns that say whose a row is.
const OWNER_COLUMNS = ['user_id', 'owner_id', 'created_by', 'follower_id', 'added_by_user_id', 'uploaded_by'];

let ownerColumns: Promise<{ table: string; column: string }[]> | undefined;

/**
 * A digest of every row attributed to `userId` (by user_id, owner_id, created_by, ...): equal before and after a
 * request by someone else means that request neither changed this user's rows nor created rows in their name.
 */
export async function rowsOwnedBy(pool: pg.Pool, userId: string): Promise<Record<string, string>> {
  ownerColumns ??= pool.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and column_name = any($1) order by table_name, column_name`,
    [OWNER_COLUMNS],
  ).then(({ rows }) => rows.filter((row) => !IGNORED_TABLES.has(row.table)));
  const columns = await ownerColumns;
  const parts = columns.map(({ table, column }, index) => `select '${table}.${column}' as name,
    coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table}" t where "${column}" = $${index + 1}`);
  const { rows } = await pool.query<{ name: string; digest: string }>(parts.join(' union all '), columns.map(() => userId));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}
