import pg from 'pg';
import { AppPool, createDb, isDatabaseUnreachable, poolSettings, type Database } from './client';

/** After a replica could not be reached, reads go to the primary this long before the replica is tried again. */
const REPLICA_RETRY_AFTER_MS = 5000;

/**
 * A pool on a streaming replica that never fails a read because the replica is gone: a read that cannot reach it
 * (refused, cut off, shut down) is sent to the primary, and for the next few seconds every read goes there at once.
 * Only reads are routed here, so sending one again is safe.
 */
class ReplicaPool extends AppPool {
  private downUntil = 0;

  constructor(config: pg.PoolConfig, private readonly primary: pg.Pool) {
    super(config);
    this.on('error', () => {});
  }

  private async orPrimary<T>(read: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T> {
    if (Date.now() < this.downUntil) return onPrimary();
    try {
      return await read();
    } catch (error) {
      // Only reads come here: one the replica could not answer is sent again, to the primary.
      if (!isDatabaseUnreachable(error)) throw error;
      this.downUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
      return onPrimary();
    }
  }

  // pg's overloads are callback- and promise-style; Drizzle and this app use the promise form only.
  override query(...args: unknown[]): never {
    const replicaQuery = super.query as (...queryArgs: unknown[]) => Promise<unknown>;
    const primaryQuery = this.primary.query as (...queryArgs: unknown[]) => Promise<unknown>;
    return this.orPrimary(() => replicaQuery.apply(this, args), () => primaryQuery.apply(this.primary, args)) as never;
  }

  override connect(...args: unknown[]): never {
    const replicaConnect = super.connect as (...connectArgs: unknown[]) => unknown;
    // The callback form is pg-pool's own, from inside query(), whose failure query() already sends to the primary.
    if (args.length > 0) return replicaConnect.apply(this, args) as never;
    return this.orPrimary(() => super.connect(), () => this.primary.connect()) as never;
  }
}

export interface ReadReplica {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** `DATABASE_READ_URL`'s pool, falling back to the primary's when the replica is away or stops answering. */
export function openReadReplica(readUrl: string, primary: pg.Pool, poolSize: number, queryTimeoutMs = 0): ReadReplica {
  const pool = new ReplicaPool({ ...poolSettings(queryTimeoutMs), connectionString: readUrl, max: poolSize }, primary);
  return { db: createDb(pool), pool, close: () => pool.end() };
}
