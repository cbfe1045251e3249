import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, createPool, type Database } from '../../server/db/client';
import { withDatabase } from '../../server/db/database-url';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { ensureDatabaseExists } from '../../server/db/open';
import { loadDemoData } from '../../server/db/seed/demo';
import { loadScaleData } from '../../server/db/seed/scale';
import { countRows } from '../../server/db/seed/tables';
import { freePort } from '../../server/test/ports';
import { onCleanup } from './cleanup';

export interface BenchDatabase {
  /** Connection string of the bench's own database, for the app server. */
  url: string;
  db: Database;
  pool: pg.Pool;
  /** 'embedded' (throw-away, in a temp folder) or 'external' (BENCH_DATABASE_URL's server). */
  kind: 'embedded' | 'external';
  /** The embedded server's data folder (its postmaster.pid names the process whose CPU time the bench reads). */
  dataDir: string | null;
}

/**
 * A fresh, migrated database: on a throw-away embedded PostgreSQL in a temp folder, or as a new database on
 * BENCH_DATABASE_URL's server. Both are removed again by the cleanup stack.
 */
export async function startBenchDatabase(externalUrl: string | undefined, log: (message: string) => void): Promise<BenchDatabase> {
  let adminUrl = externalUrl;
  let serverDataDir: string | null = null;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-bench-pg-'));
    onCleanup('temp database folder', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    log(`Starting embedded PostgreSQL on port ${port} (data in ${dataDir})`);
    const server = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    onCleanup('embedded PostgreSQL', () => server.stop());
    adminUrl = server.adminUrl;
    serverDataDir = server.dataDir;
  }
  const name = `cloverleaf_bench_${Date.now()}`;
  await ensureDatabaseExists(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  if (externalUrl) onCleanup(`database ${name}`, () => dropDatabase(adminUrl, name));

  const pool = createPool(url, 4);
  onCleanup('bench database pool', () => pool.end());
  const db = createDb(pool);
  await runMigrations(db);
  return { url, db, pool, kind: externalUrl ? 'external' : 'embedded', dataDir: serverDataDir };
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * VACUUM ANALYZE after a bulk load: the state autovacuum reaches on its own a minute later (visibility map set, so
 * index-only scans skip the heap; fresh statistics), reached before measuring instead of in the middle of it.
 */
async function settle(database: BenchDatabase) {
  await database.pool.query('vacuum analyze');
}

/** The base demo set, as a fresh install loads it. */
export async function loadBaseData(database: BenchDatabase) {
  await loadDemoData(database.db);
  await settle(database);
  return countRows(database.db);
}

/** The synthetic large set on top of the demo set (one transaction), then VACUUM ANALYZE. */
export async function loadLargeData(database: BenchDatabase, scale: number, log: (message: string) => void) {
  await loadScaleData(database.db, { scale, log: (message) => log(message) });
  const started = performance.now();
  await settle(database);
  log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  return countRows(database.db);
}
