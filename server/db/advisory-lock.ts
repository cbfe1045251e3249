import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Serialises concurrent writes on the same key for the rest of the transaction, where no unique index can (a
 * case-insensitive duplicate check, say): the second writer waits until the first commits, then sees its row.
 * The key is the parts joined with '|', e.g. `lockUntilCommit(tx, 'arena', name, city, state)`.
 */
export async function lockUntilCommit(tx: Queryable, ...parts: string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${parts.join('|')}, 0))`);
}
