import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@shared/schema';
import { DEFAULT_POOL_SIZE } from '../config';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repos accept either. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// numeric columns stay strings (exact); bigint counts (count(*)) become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const POOL_SETTINGS = {
  // Fail fast when the database is down instead of queueing requests forever.
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

export function createPool(connectionString: string, max = DEFAULT_POOL_SIZE) {
  const pool = new pg.Pool({ ...POOL_SETTINGS, connectionString, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
