import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row whose version changes whenever a table that public pages are built from changes (a deferred trigger per
 * table, migrations/0002_data_version_triggers.sql). Server-side response caches compare it with the version they
 * stored, so a write through any server instance, a seed or a manual fix invalidates every instance's cache.
 */
export const dataVersion = pgTable('data_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
}, (table) => [check('data_version_single_row', sql`${table.id} = 1`)]);

/**
 * How many times the tables a rider's list flags come from (saves, attendance, arena likes and follows, producer
 * follows) changed for them: one more with every statement that changes their rows (statement triggers,
 * migrations/0045_rider_flag_changes.sql). The count is spread over as many rows as writers ever changed a rider's
 * rows at once (each takes a row no one else holds), so one rider's concurrent writes never wait for each other;
 * their sum, the rider's flags version, only ever grows. Read with the session, it tells a server whether the flags
 * it kept for the rider's page are still theirs (server/http/shared-list-pages.ts).
 */
export const riderFlagChanges = pgTable('rider_flag_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  changes: bigint('changes', { mode: 'number' }).notNull(),
}, (table) => [index('rider_flag_changes_user_idx').on(table.userId)]);
