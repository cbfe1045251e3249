import type { Response } from 'express';

/** Lists stay plain JSON arrays (as the spec's client expects); the total travels in a header. */
export function sendPage<T>(res: Response, page: { rows: T[]; total: number }) {
  res.set('X-Total-Count', String(page.total));
  res.json(page.rows);
}
