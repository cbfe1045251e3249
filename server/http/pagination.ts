import type { Response } from 'express';
import { TOTAL_CAPPED_HEADER } from '@shared/contracts/paging';

/** One page of a list and the list's total. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The largest lists count their matches only up to a bound: there are at least `total`, maybe more. */
  totalIsCapped?: boolean;
}

/** The page's total, in the headers a list's answer carries it in. */
export function setPageHeaders(res: Response, page: ListPage<unknown>) {
  res.set('X-Total-Count', String(page.total));
  if (page.totalIsCapped) res.set(TOTAL_CAPPED_HEADER, 'true');
}

/** Lists stay plain JSON arrays (as the spec's client expects); the total travels in a header. */
export function sendPage<T>(res: Response, page: ListPage<T>, rowsJson?: string) {
  setPageHeaders(res, page);
  if (rowsJson === undefined) res.json(page.rows);
  else res.type('json').send(rowsJson);
}

/** A page whose rows PostgreSQL wrote as JSON (server/db/json-sql.ts), sent as the array of them. */
export function sendJsonRowsPage(res: Response, page: ListPage<{ json: string }>) {
  sendPage(res, page, `[${page.rows.map((row) => row.json).join(',')}]`);
}
