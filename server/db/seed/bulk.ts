import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';

/**
 * Column-wise bulk insert: each column travels as ONE array parameter and `unnest` turns the arrays back into
 * rows, so a statement carries tens of thousands of rows without touching the 65,535-parameter limit.
 */
export interface BulkColumn {
  name: string;
  /** PostgreSQL type of one value: 'uuid', 'text', 'integer', 'boolean', 'numeric', 'timestamptz', 'text[]', an enum name. */
  type: string;
  values: unknown[];
}

const ROWS_PER_STATEMENT = 20_000;

/** A text[] value as an array literal; arrays of arrays cannot pass through unnest, literals can. */
export const textArrayLiteral = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: BulkColumn[],
  options: { onConflictDoNothing?: boolean } = {},
): Promise<number> {
  const rowCount = columns[0]?.values.length ?? 0;
  for (const column of columns) {
    if (column.values.length !== rowCount) throw new Error(`${table}.${column.name}: ${column.values.length} values for ${rowCount} rows`);
  }
  const names = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  // An array column arrives as text literals and is cast per row.
  const selected = sql.raw(columns.map((column, index) => (column.type.endsWith('[]') ? `c${index}::${column.type}` : `c${index}`)).join(', '));
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  for (let start = 0; start < rowCount; start += ROWS_PER_STATEMENT) {
    const arrays: SQL[] = columns.map((column) => {
      const elementType = column.type.endsWith('[]') ? 'text' : column.type;
      return sql`${sql.param(column.values.slice(start, start + ROWS_PER_STATEMENT))}::${sql.raw(elementType)}[]`;
    });
    await db.execute(sql`insert into ${sql.identifier(table)} (${names})
      select ${selected} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(aliases)})${conflict}`);
  }
  return rowCount;
}
