import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRateLimitStores } from '../http/rate-limit-store';
import { hasDebianProgram } from '../test/debian-program';
import { freePort } from '../test/ports';
import { REDIS_SERVER, startRedisServer, type TestRedis } from '../../tools/cluster/redis';
import { registerRider, startAppServer, startOwnPostgres, type OwnPostgres } from './fault-helpers';
import { startPartitionableRelay } from '../test/partitionable-relay';

// With REDIS_URL the rate limiters count in one real Redis (Debian's redis-server), so two app servers behind a
// balancer enforce one limit; without it each process counts alone (two-instances.test.ts).

const hasRedis = hasDebianProgram(REDIS_SERVER, 'redis-server');

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  let database: OwnPostgres;
  let redis: TestRedis;

  beforeAll(async () => {
    [database, redis] = await Promise.all([startOwnPostgres(), startRedisServer()]);
  });
  afterAll(async () => {
    await redis?.stop();
    await database?.remove();
  });

  const post = (url: string, path: string, cookie: string, body: unknown) => fetch(`${url}${path}`, {
    method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then((response) => response.status);

  async function twoServers(env: Record<string, string>) {
    const settings = { SESSION_SECRET: 'shared-secret', REDIS_URL: redis.url, ...env };
    return Promise.all([startAppServer(database.databaseUrl, settings), startAppServer(database.databaseUrl, settings)]);
  }

  it('login attempts count across app servers', async () => {
    const [one, two] = await twoServers({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = (url: string) => post(url, '/api/auth/login', '', { email: 'nobody@example.com', password: 'wrong-password' });
      expect([await attempt(one.url), await attempt(two.url), await attempt(one.url)]).toEqual([401, 401, 401]);
      expect(await attempt(two.url)).toBe(429);
      expect(await attempt(one.url)).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('a rider\'s posts count across app servers, each kind of post on its own budget', async () => {
    const [one, two] = await twoServers({ POSTING_RATE_LIMIT: '2' });
    try {
      const { cookie } = await registerRider(one.url);
      const feedPost = (url: string) => post(url, '/api/feed', cookie, { content: 'Footing was deep in the alley today' });
      expect([await feedPost(one.url), await feedPost(two.url)]).toEqual([201, 201]);
      expect([await feedPost(one.url), await feedPost(two.url)]).toEqual([429, 429]);

      const other = await registerRider(two.url);
      expect(await post(one.url, '/api/feed', other.cookie, { content: 'A different rider has her own budget' })).toBe(201);
      // Reports are another kind of post: the feed's count does not spend them (a 404 answer means the limiter let it by).
      expect(await post(two.url, '/api/reports', cookie, { targetType: 'comment', targetId: crypto.randomUUID(), reason: 'spam' })).not.toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('a Redis that goes away lets requests through at once, rather than refusing or holding them', async () => {
    const own = await startRedisServer();
    const server = await startAppServer(database.databaseUrl, { REDIS_URL: own.url, LOGIN_RATE_LIMIT: '1' });
    try {
      const attempt = () => post(server.url, '/api/auth/login', '', { email: 'nobody@example.com', password: 'wrong-password' });
      expect([await attempt(), await attempt()]).toEqual([401, 429]);
      await own.stop();
      const started = Date.now();
      expect([await attempt(), await attempt()]).toEqual([401, 401]);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await server.close();
    }
  });

  it('a Redis that stops answering lets requests through within a second, then at once, and counts again once it answers', async () => {
    // A partition: the connection stays open and nothing answers; healed as after one longer than TCP's patience,
    // the old connection never answers again and only a new one can.
    const own = await startRedisServer();
    const relay = await startPartitionableRelay(own.url);
    const server = await startAppServer(database.databaseUrl, { REDIS_URL: relay.url, LOGIN_RATE_LIMIT: '1' });
    const timed = async () => {
      const started = performance.now();
      const status = await post(server.url, '/api/auth/login', '', { email: 'nobody@example.com', password: 'wrong-password' });
      return { status, ms: performance.now() - started };
    };
    try {
      expect([(await timed()).status, (await timed()).status]).toEqual([401, 429]);
      relay.partition();
      const first = await timed();
      expect(first.status).toBe(401);
      expect(first.ms).toBeLessThan(2_000);
      // The unanswering connection was dropped: the next requests pass without waiting for Redis.
      const next = [await timed(), await timed(), await timed()];
      expect(next.map((answer) => answer.status)).toEqual([401, 401, 401]);
      expect(Math.max(...next.map((answer) => answer.ms))).toBeLessThan(500);
      relay.heal({ outlastedTcp: true });
      // A new connection reaches Redis, whose count was kept: the limit holds again.
      await expect.poll(async () => (await timed()).status, { timeout: 10_000, interval: 250 }).toBe(429);
    } finally {
      await server.close();
      await relay.close();
      await own.stop();
    }
  });

  it('a REDIS_URL nobody answers stops the server from starting, naming the setting', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(connectRateLimitStores(url, () => {})).rejects.toThrow(/Cannot reach Redis at REDIS_URL/);
  });
});
