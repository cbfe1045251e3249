import type { Response } from 'express';
import { TOTAL_CAPPED_HEADER } from '@shared/contracts/paging';

/** Lists stay plain JSON arrays (as the spec's client expects); the total travels in a header. */
export function sendPage<T>(res: Response, page: { rows: T[]; total: number; totalIsCapped?: boolean }) {
  res.set('X-Total-Count', String(page.total));
  // The largest lists count their matches only up to a bound: there are at least this many, maybe more.
  if (page.totalIsCapped) res.set(TOTAL_CAPPED_HEADER, 'true');
  res.json(page.rows);
}
