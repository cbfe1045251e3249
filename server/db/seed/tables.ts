import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@shared/schema';
import type { Queryable } from '../client';

/** Every table of the data model except the login sessions, alphabetically. */
export const APP_TABLE_NAMES: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'sessions')
  .sort();

/** Empties every app table (sessions stay, so nobody is logged out mid-request by the seed itself). */
export async function truncateAppTables(db: Queryable) {
  const names = sql.join(APP_TABLE_NAMES.map((name) => sql.identifier(name)), sql`, `);
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}

export async function countRows(db: Queryable): Promise<Record<string, number>> {
  const selects = APP_TABLE_NAMES.map((name) => sql`select ${name} as name, count(*)::int as rows from ${sql.identifier(name)}`);
  const result = await db.execute<{ name: string; rows: number }>(sql.join(selects, sql` union all `));
  return Object.fromEntries(APP_TABLE_NAMES.map((name) => [name, result.rows.find((row) => row.name === name)?.rows ?? 0]));
}
