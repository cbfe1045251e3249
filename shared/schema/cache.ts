import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose version changes whenever a table that public pages are built from changes (a deferred trigger per
 * table, migrations/0002_data_version_triggers.sql). Server-side response caches compare it with the version they
 * stored, so a write through any server instance, a seed or a manual fix invalidates every instance's cache.
 */
export const dataVersion = pgTable('data_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
}, (table) => [check('data_version_single_row', sql`${table.id} = 1`)]);
