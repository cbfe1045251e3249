import type { Response } from 'express';

/** Lists stay plain JSON arrays (as the spec's client expects); the total travels in a header. */
export function sendPage<T>(res: Response, page: { rows: T[]; total: number }) {
  res.set('X-Total-Count', String(page.total));
  res.json(page.rows);
}

/** Pages carry `count(*) over ()`; only a page past the end (no rows to carry it) needs a separate count. */
export async function pageTotal(
  rows: { total: number }[], offset: number, countAll: () => PromiseLike<{ count: number }[]>,
): Promise<number> {
  if (rows.length > 0 || offset === 0) return rows[0]?.total ?? 0;
  return (await countAll())[0].count;
}
