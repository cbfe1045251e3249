import { desc, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_CAP } from '@shared/contracts/paging';
import type { Queryable } from './client';
import { asIs, type Bind, type PreparedByShape, StatementValues } from './prepared';

/**
 * A page whose rows carry `count(*) over ()` knows the list's total; only a page past the end (no rows to carry
 * it) needs a separate count.
 */
export async function pageTotal(rows: { total: number }[], offset: number, countAll: () => PromiseLike<{ count: number }[]>) {
  if (rows.length > 0 || offset === 0) return rows[0]?.total ?? 0;
  return (await countAll())[0].count;
}

export const withoutTotal = <T extends { total: number }>({ total: _total, ...row }: T) => row;

/** A list's total, counted up to TOTAL_COUNT_CAP: `totalIsCapped` says there are more than `total`. */
export interface ListTotal {
  total: number;
  totalIsCapped: boolean;
}

/**
 * The total of a list whose page holds `pageRows` rows: a page shorter than its limit shows the end of the list,
 * which says the total without counting; otherwise `countUpToCap` counts at most TOTAL_COUNT_CAP + 1 matches.
 */
export async function boundedTotal(
  pageRows: number, page: { limit: number; offset: number }, countUpToCap: () => PromiseLike<{ count: number }[]>,
): Promise<ListTotal> {
  if (pageRows > 0 && pageRows < page.limit) return { total: page.offset + pageRows, totalIsCapped: false };
  if (pageRows === 0 && page.offset === 0) return { total: 0, totalIsCapped: false };
  const [{ count }] = await countUpToCap();
  return count > TOTAL_COUNT_CAP ? { total: TOTAL_COUNT_CAP, totalIsCapped: true } : { total: count, totalIsCapped: false };
}

/** A table whose rows are listed newest first: by `createdAt`, then by `id` among equals. */
export interface NewestFirst {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * One page of `columns` of the rows `where` picks, newest first, and how many it picks (a gallery: few per place):
 * the page carries its total (`count(*) over ()`) and is one statement of `statements`, prepared once, as planning it
 * cost more than running it. `where` builds the condition with the values it binds.
 */
export async function newestFirstPage<Selection extends SelectedFields>(
  db: Queryable, statements: PreparedByShape, { table, createdAt, id }: NewestFirst, columns: Selection,
  where: (bind: Bind) => SQL | undefined, { limit, offset }: { limit: number; offset: number },
) {
  const statement = new StatementValues();
  const condition = where(statement.bind);
  const pageLimit = statement.bind(limit);
  const pageOffset = statement.bind(offset);
  const rows = await statements.run(db, 'newest first', statement, () => {
    const page = db.select({ ...columns, total: sql<number>`(count(*) over ())::int` }).from(table).$dynamic();
    // A dynamic query takes its clauses in place (chained, their types do not resolve over a generic selection).
    page.where(condition);
    page.orderBy(desc(createdAt), desc(id));
    page.limit(pageLimit);
    page.offset(pageOffset);
    return page;
  });
  const total = await pageTotal(rows, offset, () => db.select({ count: sql<number>`count(*)::int` }).from(table).where(where(asIs)));
  return { rows: rows.map(withoutTotal), total };
}

/**
 * The cap written into the SQL, not bound (drizzle binds a number): a generic plan costs a LIMIT it cannot see as a
 * tenth of the matches, which made a list's plan with its count look dearer than one made for the values, so
 * PostgreSQL planned the list again at every request.
 */
const COUNT_LIMIT = sql.raw(String(TOTAL_COUNT_CAP + 1)) as unknown as number;

/** The count boundedTotal asks for: the rows `matches` selects, at most TOTAL_COUNT_CAP + 1 of them. */
export function cappedCount(db: Queryable, matches: { limit(limit: number): { as(alias: string): Subquery } }) {
  return db.select({ count: sql<number>`count(*)::int` }).from(matches.limit(COUNT_LIMIT).as('counted'));
}
