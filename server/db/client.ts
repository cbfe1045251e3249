import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@shared/schema';
import { DEFAULT_POOL_SIZE } from '../config';
import { causeChain } from '../error-causes';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repos accept either. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// numeric columns stay strings (exact); bigint counts (count(*)) become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** node-postgres's error for a query that got no answer within `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';
/**
 * Nothing listens on the Unix socket the connection names (connect ENOENT: a stopped PostgreSQL removes its socket
 * file), which over TCP is a refused connection.
 */
export function isMissingSocket(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: string; syscall?: string };
  return code === 'ENOENT' && syscall === 'connect';
}

const isReadTimeout = (error: unknown) => (error as { message?: unknown } | null)?.message === QUERY_READ_TIMEOUT;

/**
 * The database cannot be reached or stopped answering, anywhere in the error's cause chain (Drizzle wraps the
 * driver's error): refused, cut off, shut down or starting up, or a query whose wait ran out (DB_QUERY_TIMEOUT_MS).
 * Some carry no code at all: pg-pool's "Connection terminated unexpectedly" when the server goes away under a query
 * is only a message.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const link of causeChain(error)) {
    if (link.code && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|57P0[1-3]|08\d{3})$/.test(link.code)) return true;
    if (isReadTimeout(link) || isMissingSocket(link)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client was closed and is not queryable|the database system is (starting up|shutting down)/i
      .test(link.message ?? '')) return true;
  }
  return false;
}

/**
 * A connection that is closed as soon as one of its queries got no answer in time. node-postgres fails such a query
 * but keeps the connection waiting for its answer, so whatever comes next on it (a transaction's ROLLBACK, the next
 * request the pool hands it to) would wait as long again; closed, those fail at once and the pool opens a new one.
 */
export class ClosedWhenUnansweredClient extends pg.Client {
  // pg's query() is a set of overloads (callback or promise, text or config); every form passes through here.
  override query(...args: unknown[]): never {
    const query = super.query as (...queryArgs: unknown[]) => unknown;
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
      args[callbackAt] = (error: unknown, result: unknown) => {
        if (isReadTimeout(error)) this.closeUnanswered();
        callback(error, result);
      };
      return query.apply(this, args) as never;
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      if (isReadTimeout(error)) this.closeUnanswered();
      throw error;
    }) as never;
  }

  private closeUnanswered() {
    // With a query still waiting, end() destroys the socket instead of waiting its turn; later queries fail at once.
    this.end().catch(() => {});
  }
}

type PoolCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (error?: Error) => void) => void;

/**
 * A pool that takes a client back as soon as its connection ends while a caller holds it, and ignores the caller's
 * release after that. drizzle-orm 0.45's transaction() sends BEGIN outside the try/finally that releases its client
 * (drizzle-team/drizzle-orm#6241, open): a BEGIN on a connection that died (cut off, or closed as unanswered, above)
 * would keep that client checked out for good, and a few of them would leave the pool with no connection at all.
 */
export class AppPool extends pg.Pool {
  /** New connections' session settings, sent before the connection is first lent out. */
  private readonly settingUp = new WeakMap<pg.PoolClient, Promise<void>>();

  constructor(config: pg.PoolConfig) {
    super(config);
    // A connection the app gave up on may still be open on PostgreSQL's side (its close lost in the partition),
    // inside a transaction whose row locks would block every other server's writes to those rows until TCP gives
    // up, hours later. The app's transactions never wait between statements: PostgreSQL ends such a session once
    // it has sat idle in its transaction as long as a query may wait.
    const idleLimitMs = config.query_timeout;
    if (idleLimitMs) {
      this.on('connect', (client) => {
        const setting = client.query(`set idle_in_transaction_session_timeout = ${Math.round(idleLimitMs)}`);
        this.settingUp.set(client, setting.then(() => {}, () => {}));
      });
    }
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: PoolCallback): void;
  override connect(callback?: PoolCallback): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((error, client, done) => {
        const setting = client && this.settingUpOf(client);
        if (!client || !setting) return callback(error, client && givenBackWhenEnded(client), done);
        void setting.then(() => callback(error, givenBackWhenEnded(client), done));
      });
      return;
    }
    return super.connect().then(async (client) => {
      await this.settingUpOf(client);
      return givenBackWhenEnded(client);
    });
  }

  /** A new connection's session settings, the first time it is lent out; undefined after (most lends). */
  private settingUpOf(client: pg.PoolClient): Promise<void> | undefined {
    const setting = this.settingUp.get(client);
    if (setting) this.settingUp.delete(client);
    return setting;
  }
}

function givenBackWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  const onEnd = () => giveBack(new Error('the connection ended while the client was checked out'));
  client.once('end', onEnd);
  client.release = giveBack;
  return client;
}

export const POOL_SETTINGS = {
  // Fail fast when the database is down instead of queueing requests forever.
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

/**
 * A pool's settings; `queryTimeoutMs` (0: none) bounds each query's wait for an answer, for the app servers' pools.
 * Migrations and data loads run without it: a migration may rightly take minutes.
 */
export function poolSettings(queryTimeoutMs = 0): pg.PoolConfig {
  if (queryTimeoutMs <= 0) return POOL_SETTINGS;
  return { ...POOL_SETTINGS, query_timeout: queryTimeoutMs, Client: ClosedWhenUnansweredClient };
}

export function createPool(connectionString: string, max = DEFAULT_POOL_SIZE, { queryTimeoutMs = 0 } = {}) {
  const pool = new AppPool({ ...poolSettings(queryTimeoutMs), connectionString, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
