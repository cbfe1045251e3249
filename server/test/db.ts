import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, type Database } from '../db/client';
import { withDatabase } from '../db/database-url';

export const TEMPLATE_DATABASE = 'cloverleaf_test_template';

export interface TestDatabase {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  close(): Promise<void>;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database of this test file's own, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `cloverleaf_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(`create database "${name}" template "${TEMPLATE_DATABASE}"`);
      break;
    } catch (error) {
      // Two files cloning the template at the same moment: PostgreSQL refuses one; try again shortly.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const connectionString = withDatabase(inject('pgAdminUrl'), name);
  const pool = createPool(connectionString, 5);
  return {
    db: createDb(pool),
    pool,
    connectionString,
    async close() {
      await pool.end();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}
