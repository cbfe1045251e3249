import type pg from 'pg';
import type { AppDeps } from './app';
import type { AppConfig } from './config';
import { openReadReplica } from './db/read-replica';
import { connectRateLimitStores } from './http/rate-limit-store';
import type { Logger } from './logger';

/**
 * What several app servers share beyond the primary, when configured: the read replica (DATABASE_READ_URL) and
 * Redis for the rate limits (REDIS_URL). Fails when Redis cannot be reached.
 */
export async function openScaleOut(config: AppConfig, primary: pg.Pool, logger: Logger): Promise<{
  deps: Pick<AppDeps, 'readDb' | 'readPool' | 'rateLimits'>;
  close(): Promise<void>;
}> {
  const rateLimits = await connectRateLimitStores(config.redisUrl, (error) => logger.warn({ err: error }, 'rate limit store (Redis)'));
  const replica = config.databaseReadUrl ? openReadReplica(config.databaseReadUrl, primary, config.dbPoolSize, config.dbQueryTimeoutMs) : null;
  return {
    deps: { readDb: replica?.db, readPool: replica?.pool, rateLimits },
    async close() {
      await rateLimits.close();
      await replica?.close();
    },
  };
}
