import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { backfillArenaTimeZones } from '../features/arenas/arena-time-zone';
import { prepareJobQueues } from '../jobs/job-queue';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Any fixed number, the same in every process: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 4_184_202_611;

/**
 * Applies the committed drizzle-kit migrations that this database has not seen yet. Drizzle takes no lock, so app
 * servers starting together on one database would each apply the same migration and all but one would crash: one
 * holds an advisory lock (on a connection of its own, whatever the pool size) while it migrates, the others wait for
 * it and then find nothing left to do.
 */
export async function runMigrations(db: Database) {
  // drizzle(pool) keeps the pool as $client; the lock gets a connection of its own with the same settings.
  const { options } = (db as Database & { $client: pg.Pool }).$client;
  const lock = new pg.Client(options);
  await lock.connect();
  try {
    // Transaction-scoped, so it is released at the end of that transaction even through a transaction pooler
    // (PgBouncer), where a session lock could outlive this connection.
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // Data a migration cannot compute in SQL: the zones of arenas written before their column existed.
    await backfillArenaTimeZones(db);
    await prepareJobQueues(db);
  } finally {
    await lock.query('rollback').catch(() => {});
    await lock.end();
  }
}
