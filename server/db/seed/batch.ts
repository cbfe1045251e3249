import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';

// PostgreSQL accepts at most 65,535 bind parameters per statement; stay well below it.
const MAX_PARAMETERS = 60_000;

/** Multi-row inserts, as many rows per statement as the parameter limit allows. */
export async function insertRows<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][]) {
  const columnCount = Object.keys(getTableColumns(table)).length;
  const rowsPerStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columnCount));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db.insert(table).values(rows.slice(start, start + rowsPerStatement) as never);
  }
}
