import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from '../../server/db/database-url';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { ensureDatabaseExists } from '../../server/db/open';
import { freePort } from '../../server/test/ports';
import { startAppProcess, type AppProcess } from './app-server';
import { startNginx, type Balancer } from './nginx';
import { startRedisServer, type TestRedis } from './redis';
import { startStandby, type Standby } from './standby';

const DATABASE = 'cloverleaf';

export interface Cluster {
  /** nginx, in front of every app server. */
  url: string;
  primaryUrl: string;
  standby: Standby;
  apps: AppProcess[];
  stop(): Promise<void>;
}

/**
 * Scale-out on one machine, every part a real engine: an embedded PostgreSQL primary and a streaming hot standby of
 * it, Debian's redis-server for the rate limits, `appServers` app server processes (reads on the standby, writes and
 * sessions on the primary, one session secret, one uploads folder) and Debian's nginx balancing them.
 */
export async function startCluster(options: {
  appServers?: number;
  port?: number;
  /** Added to every app server's environment (SEED_DEMO_DATA, SERVE_CLIENT, limits...). */
  env?: Record<string, string>;
  log?: (line: string) => void;
} = {}): Promise<Cluster> {
  const { appServers = 3, env = {}, log = () => {} } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-cluster-'));
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    log('Starting PostgreSQL (primary)');
    const primary: EmbeddedServer = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
    stops.push(() => primary.stop());
    await ensureDatabaseExists(primary.adminUrl, DATABASE);
    const primaryUrl = withDatabase(primary.adminUrl, DATABASE);

    log('Starting its streaming replica, and Redis');
    const [standby, redis]: [Standby, TestRedis] = await Promise.all([
      startStandby({ adminUrl: primary.adminUrl, dataDir: primary.dataDir, database: DATABASE }),
      startRedisServer(),
    ]);
    stops.push(() => standby.stop(), () => redis.stop());

    const shared = {
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: standby.databaseUrl,
      REDIS_URL: redis.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    };
    log(`Starting ${appServers} app servers`);
    // They start together: one applies the migrations under an advisory lock while the others wait for it.
    const apps: AppProcess[] = [];
    const started = await Promise.allSettled(Array.from({ length: appServers }, (_, index) =>
      startAppProcess(index === 0 ? shared : { ...shared, SEED_DEMO_DATA: 'false' })));
    for (const result of started) {
      if (result.status === 'fulfilled') {
        apps.push(result.value);
        stops.push(() => result.value.stop());
      }
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const balancer: Balancer = await startNginx(options.port ?? await freePort(), apps.map((app) => app.port));
    stops.push(() => balancer.stop());
    log(`nginx balances ${apps.map((app) => app.url).join(', ')}`);
    return { url: balancer.url, primaryUrl, standby, apps, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
