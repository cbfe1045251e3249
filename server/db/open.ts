import pg from 'pg';
import type { AppConfig } from '../config';
import { createDb, createPool, type Database } from './client';
import { withDatabase } from './database-url';
import { runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { runMigrations } from './migrate';

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  embedded: EmbeddedServer | null;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'cloverleaf';

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. `queryTimeoutMs`
 * bounds each query of the returned pool (an app server's; see createPool): the migrations run without it.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgDataDir' | 'pgPort' | 'dbPoolSize'>,
  log: (message: string) => void = () => {},
  { queryTimeoutMs = 0 } = {},
): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | null = null;
  // PostgreSQL's own log lines stay out of the app's; only where the data went is worth telling.
  const notice = (message: string) => { if (message.startsWith("PostgreSQL's data is in")) log(message); };
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    // A command line tool run beside `npm start` uses the server's embedded PostgreSQL instead of starting another.
    let adminUrl = runningEmbeddedPostgres(config.pgDataDir);
    if (adminUrl) {
      log(`Using the embedded PostgreSQL already running on ${new URL(adminUrl).port}`);
    } else {
      log(`Starting embedded PostgreSQL (data in ${config.pgDataDir}, port ${config.pgPort})`);
      embedded = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort, log: notice });
      adminUrl = embedded.adminUrl;
    }
    await ensureDatabaseExists(adminUrl, EMBEDDED_DATABASE);
    connectionString = withDatabase(adminUrl, EMBEDDED_DATABASE);
  }
  const migrationPool = queryTimeoutMs > 0 ? createPool(connectionString, config.dbPoolSize) : null;
  const pool = createPool(connectionString, config.dbPoolSize, { queryTimeoutMs });
  const db = createDb(pool);
  try {
    await runMigrations(migrationPool ? createDb(migrationPool) : db);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  } finally {
    await migrationPool?.end();
  }
  return {
    db,
    pool,
    connectionString,
    embedded,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

export async function ensureDatabaseExists(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
