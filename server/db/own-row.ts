import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Forbidden, NotFound } from '../http/errors';
import type { Queryable } from './client';

/** A table of things riders write: its id and author columns, and what a refused rider is told. */
export interface AuthoredRows {
  table: PgTable;
  id: AnyPgColumn;
  author: AnyPgColumn;
  notFound: string;
  notYours: string;
}

/**
 * The row `id` (within `scope`, such as its parent) that `userId` wrote, locked for the change to come: 404 when it
 * is not there, 403 when someone else wrote it.
 */
export async function lockOwnRow(db: Queryable, rows: AuthoredRows, id: string, userId: string, scope?: SQL): Promise<void> {
  const [row] = await db.select({ author: rows.author }).from(rows.table).where(and(eq(rows.id, id), scope)).for('update');
  if (!row) throw new NotFound(rows.notFound);
  if (row.author !== userId) throw new Forbidden(rows.notYours);
}
