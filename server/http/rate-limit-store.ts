import type { Options } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';

/**
 * Where the rate limiters keep their counts. With `REDIS_URL` every app server counts in one Redis (or Valkey), so a
 * limit holds however the balancer spreads a rider's requests; without it each process counts alone (the limiter's
 * memory store).
 */
export interface RateLimitStores {
  /** The store options for one limiter; its `name` keeps its counts apart from every other limiter's. */
  storeFor(name: string): Partial<Options>;
  close(): Promise<void>;
}

const IN_PROCESS_COUNTS: RateLimitStores = { storeFor: () => ({}), close: async () => {} };

/** The store options for the limiter `name`: in Redis when the app has one, else in this process. */
export const limiterStore = (stores: RateLimitStores | undefined, name: string) => (stores ?? IN_PROCESS_COUNTS).storeFor(name);

const KEY_PREFIX = 'cloverleaf:rate-limit:';

/**
 * Connects to Redis when a URL is given. A Redis that goes away later fails open: its commands fail at once instead
 * of queueing (a request never waits for it), the limiters let requests through and `onError` hears why, and the
 * client reconnects by itself.
 */
export async function connectRateLimitStores(redisUrl: string | null, onError: (error: Error) => void): Promise<RateLimitStores> {
  if (!redisUrl) return IN_PROCESS_COUNTS;
  let connected = false;
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 3000,
      // At start an unreachable Redis is a configuration error (the server does not start); later it is an outage.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  });
  let lastReported = 0;
  // A Redis that stays down fails every reconnect and every request: one line every ten seconds is enough.
  const report = (error: unknown) => {
    if (Date.now() - lastReported < 10_000) return;
    lastReported = Date.now();
    onError(error instanceof Error ? error : new Error(String(error)));
  };
  client.on('error', report);
  await client.connect().then(() => { connected = true; }, (error: unknown) => {
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactedUrl(redisUrl)}): ${(error as Error).message}`);
  });
  return {
    storeFor: (name) => ({
      store: new RedisStore({
        prefix: `${KEY_PREFIX}${name}:`,
        sendCommand: (...args: string[]) => client.sendCommand(args),
      }),
      passOnStoreError: true,
      logger: { error: report, warn: report },
    }),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

function redactedUrl(redisUrl: string): string {
  const url = new URL(redisUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
