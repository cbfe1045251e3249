import type { Options } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
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
 * A limiter's count never waits longer than this for Redis: its commands take well under a millisecond, and a Redis
 * that stops answering (a partition) would otherwise hold every limited request (logins, posts) until TCP gives up.
 */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * Connects to Redis when a URL is given. A Redis that goes away later fails open: its commands fail at once instead
 * of queueing (a request never waits for it), the limiters let requests through and `onError` hears why, and the
 * client reconnects by itself. A Redis that stops answering is treated the same after one command's timeout: the
 * stuck connection (possibly half-open, never to answer again) is dropped for a new one, which fails commands at once
 * until it is connected.
 */
export async function connectRateLimitStores(redisUrl: string | null, onError: (error: Error) => void): Promise<RateLimitStores> {
  if (!redisUrl) return IN_PROCESS_COUNTS;
  let connected = false;
  let lastReported = 0;
  // A Redis that stays down fails every reconnect and every request: one line every ten seconds is enough.
  const report = (error: unknown) => {
    if (Date.now() - lastReported < 10_000) return;
    lastReported = Date.now();
    onError(error instanceof Error ? error : new Error(String(error)));
  };
  const newClient = () => createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 3000,
      // At start an unreachable Redis is a configuration error (the server does not start); later it is an outage.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 2000) : cause),
    },
  }).on('error', report);
  let client = newClient();
  await client.connect().then(() => { connected = true; }, (error: unknown) => {
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactedUrl(redisUrl)}): ${(error as Error).message}`);
  });
  const replaceUnanswering = (stuck: typeof client) => {
    if (stuck !== client) return;
    client = newClient();
    stuck.destroy();
    // Connects in the background, retrying by the strategy above; meanwhile its commands fail at once.
    client.connect().catch(report);
  };
  // node-redis's own command timeout stops at the socket: a command written to a Redis that then stops answering
  // would wait for good. The wait is bounded here, and the connection that did not answer is replaced.
  const sendCommand = (args: string[]) => new Promise<RedisReply>((resolve, reject) => {
    const current = client;
    const unanswered = setTimeout(() => {
      reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`));
      replaceUnanswering(current);
    }, COMMAND_TIMEOUT_MS);
    current.sendCommand<RedisReply>(args).then(resolve, reject).finally(() => clearTimeout(unanswered));
  });
  return {
    storeFor: (name) => ({
      store: new RedisStore({ prefix: `${KEY_PREFIX}${name}:`, sendCommand: (...args: string[]) => sendCommand(args) }),
      passOnStoreError: true,
      logger: { error: report, warn: report },
    }),
    close: async () => {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}

function redactedUrl(redisUrl: string): string {
  const url = new URL(redisUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
