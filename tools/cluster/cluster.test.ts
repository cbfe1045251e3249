import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDebianProgram } from '../../server/test/debian-program';
import { startCluster, type Cluster } from './cluster';
import { NGINX } from './nginx';
import { REDIS_SERVER } from './redis';

// `npm run cluster` as a test: three app server processes behind Debian's nginx, a PostgreSQL primary with a
// streaming replica, and Redis. Under a steady load of writes and reads, one app server is killed and then the
// replica is stopped: every acknowledged write is in the database, and nothing but the requests in flight on the
// killed server fails.

const available = hasDebianProgram(NGINX, 'nginx') && hasDebianProgram(REDIS_SERVER, 'redis-server');
const CONCURRENCY = 6;

describe.skipIf(!available)('the local cluster', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      env: { SERVE_CLIENT: 'false', SEED_DEMO_DATA: 'false', POSTING_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '1000', LOG_LEVEL: 'fatal' },
    });
  }, 180_000);
  afterAll(async () => { await cluster?.stop(); }, 60_000);

  async function signUp(): Promise<string> {
    const response = await fetch(`${cluster.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cluster-${crypto.randomUUID()}@example.com`, password: 'long-enough-password' }),
    });
    expect(response.status).toBe(201);
    return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  }

  it('signs a rider in through one server and keeps them signed in on every other', async () => {
    const cookie = await signUp();
    const statuses = await Promise.all(cluster.apps.map((app) => fetch(`${app.url}/api/auth/user`, { headers: { cookie } }).then((r) => r.status)));
    expect(statuses).toEqual(cluster.apps.map(() => 200));
  });

  it('loses no acknowledged write and fails only in-flight requests when an app server and then the replica go away', async () => {
    const riders = await Promise.all(Array.from({ length: CONCURRENCY }, () => signUp()));
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;

    const loop = async (cookie: string, index: number) => {
      for (let round = 0; running; round += 1) {
        const content = `Load ${index}-${round} ${crypto.randomUUID()}`;
        const write = await fetch(`${cluster.url}/api/feed`, {
          method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ content }),
        }).catch((error: Error) => ({ status: 0, statusText: error.message, json: async () => ({}) }));
        if (write.status === 201) acknowledged.push(((await write.json()) as { id: string }).id);
        else failures.push(`POST ${write.status}`);
        const read = await fetch(`${cluster.url}/api/feed?limit=5`).catch(() => ({ status: 0 }));
        if (read.status !== 200) failures.push(`GET ${read.status}`);
      }
    };
    const loops = riders.map((cookie, index) => loop(cookie, index));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    cluster.apps[1].process.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await cluster.standby.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const failedBeforeTheEnd = failures.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(loops);

    expect(acknowledged.length).toBeGreaterThan(CONCURRENCY * 5);
    // At most the writes in flight on the killed server (nginx never sends a write twice, and retries reads).
    expect(failures.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(failures.every((failure) => failure.startsWith('POST'))).toBe(true);
    // Once the failures have happened, the last second runs clean.
    expect(failures.length).toBe(failedBeforeTheEnd);

    const primary = new pg.Client({ connectionString: cluster.primaryUrl });
    await primary.connect();
    try {
      const { rows } = await primary.query<{ n: number }>('select count(*)::int as n from feed_items where id = any($1::uuid[])', [acknowledged]);
      expect(rows[0].n).toBe(acknowledged.length);
    } finally {
      await primary.end();
    }
  }, 60_000);
});
