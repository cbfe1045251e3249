import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, createPool } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { ensureDatabaseExists } from '../db/open';
import { withDatabase } from '../db/database-url';
import { TEMPLATE_DATABASE } from './db';
import { freePort } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The embedded PostgreSQL's data folder, as PG_DATA_DIR names it; '' with TEST_DATABASE_URL. */
    pgDataDir: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL's server, or a throw-away embedded one. The migrations are
 * applied once to a template database; every test file then clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dataDir = '';
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    adminUrl = server.adminUrl;
    stop = async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  await dropDatabase(adminUrl, TEMPLATE_DATABASE);
  await ensureDatabaseExists(adminUrl, TEMPLATE_DATABASE);
  const pool = createPool(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await runMigrations(createDb(pool));
  await pool.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgDataDir', dataDir);
  return stop;
}

async function dropDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
