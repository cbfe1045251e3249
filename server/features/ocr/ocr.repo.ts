import { arenas } from '@shared/schema';
import type { Queryable } from '../../db/client';

/** Every arena name, for matching the venue printed on a flyer. */
export async function listArenaNames(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ name: arenas.name }).from(arenas);
  return rows.map((row) => row.name);
}
