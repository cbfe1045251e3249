import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDb, createPool } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { ensureDatabaseExists } from '../db/open';
import { createLogger } from '../logger';
import { openScaleOut } from '../scale-out';
import { withDatabase } from '../test/db';
import { freePort } from '../test/ports';
import { serveOnLoopback } from '../test/served-app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE = 'cloverleaf';

/**
 * A PostgreSQL of the test's own in a temporary folder that survives stop/start (so a restart keeps the data),
 * with the migrations applied; `remove()` stops it and deletes the folder.
 */
export async function startOwnPostgres() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-fault-pg-'));
  const port = await freePort();
  const start = () => startEmbeddedPostgres({ dataDir, port, persistent: true });
  let server: EmbeddedServer | null = await start();
  await ensureDatabaseExists(server.adminUrl, DATABASE);
  const databaseUrl = withDatabase(server.adminUrl, DATABASE);
  const migrationPool = createPool(databaseUrl, 1);
  await runMigrations(createDb(migrationPool));
  await migrationPool.end();
  return {
    databaseUrl,
    /** The same server's `postgres` database, for creating more databases. */
    adminUrl: server.adminUrl,
    /** Where PostgreSQL keeps the data (see root-postgres.ts), and the application database's name. */
    dataDir: server.dataDir,
    database: DATABASE,
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      server ??= await start();
    },
    async remove() {
      await server?.stop();
      server = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type OwnPostgres = Awaited<ReturnType<typeof startOwnPostgres>>;

/** createApp on a real HTTP port, as one app server process would run it. */
export async function startAppServer(databaseUrl: string, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000', ...env });
  const pool = createPool(databaseUrl, config.dbPoolSize, { queryTimeoutMs: config.dbQueryTimeoutMs });
  const logger = createLogger(config.logLevel);
  const scaleOut = await openScaleOut(config, pool, logger);
  const app = createApp({ config, db: createDb(pool), pool, logger, ...scaleOut.deps });
  const served = await serveOnLoopback(app);
  return {
    url: served.url,
    pool,
    async close() {
      await served.close();
      await scaleOut.close();
      await pool.end();
    },
  };
}

/** `cloverleaf.sid=...` from a response, to send as a Cookie header (to this server or another). */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cloverleaf.sid='));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(';')[0];
}

/** Registers a new rider on `baseUrl` and returns the session cookie. */
export async function registerRider(baseUrl: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `rider-${Math.random().toString(36).slice(2)}@example.com`, password: 'long-enough-password' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { cookie: sessionCookieOf(response), userId: (await response.json()).id };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** `node server/index.ts` as a child process, with its pino JSON log lines collected. */
export async function startServerProcess(env: Record<string, string>, { cwd = ROOT }: { cwd?: string } = {}) {
  const port = await freePort();
  const logs: LogLine[] = [];
  const stderr: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port,
    child,
    logs,
    stderr,
    exited,
    /** Resolves with the first log line whose message matches. */
    async waitForLog(pattern: RegExp, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const line = logs.find((entry) => pattern.test(entry.msg));
        if (line) return line;
        if (Date.now() > until) throw new Error(`no log line matching ${pattern}: ${JSON.stringify(logs)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * A TCP relay in front of PostgreSQL that can stop passing bytes and pass them again: a network partition, in which
 * connections stay open and nothing answers. What either side sends or closes meanwhile reaches the other once it
 * heals, as TCP would deliver it; or, healed with `{ outlastedTcp: true }`, as after a partition longer than TCP's
 * patience, PostgreSQL has given up on the connections the partition held, while the app's side of each still looks
 * open and nothing it sends there is ever answered. `url` is `databaseUrl` with the relay's port.
 */
export async function startPartitionableRelay(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let partitioned = false;
  const held: (() => void)[] = [];
  const appSides = new Set<net.Socket>();
  const connections = new Set<{ databaseSide: net.Socket; lost: boolean }>();
  const server = net.createServer((appSide) => {
    const databaseSide = net.connect(Number(target.port), target.hostname);
    const connection = { databaseSide, lost: false };
    connections.add(connection);
    appSides.add(appSide);
    const deliver = (send: () => void) => {
      if (connection.lost) return;
      if (partitioned) held.push(() => { if (!connection.lost) send(); });
      else send();
    };
    const pass = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => deliver(() => to.write(chunk)));
      from.on('error', () => {});
      from.on('close', () => deliver(() => to.destroy()));
    };
    pass(appSide, databaseSide);
    pass(databaseSide, appSide);
    appSide.on('close', () => appSides.delete(appSide));
    databaseSide.on('close', () => connections.delete(connection));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** The app's connections to the relay that are still open on the app's side. */
    appConnections: () => appSides.size,
    partition() {
      partitioned = true;
    },
    heal({ outlastedTcp = false } = {}) {
      if (outlastedTcp) {
        for (const connection of connections) {
          connection.lost = true;
          connection.databaseSide.destroy();
        }
      }
      partitioned = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      this.heal();
      for (const socket of appSides) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One request of a steady load: the phases it was sent and answered in, and what came back. */
export interface LoadOutcome<Phase extends string> {
  sent: Phase;
  answered: Phase;
  /** performance.now() when it was sent. */
  sentAt: number;
  worker: number;
  kind: 'read' | 'write';
  /** 0: no answer at all. */
  status: number;
  ms: number;
  /** The trip a write created (201). */
  tripId?: string;
}

/**
 * A rider's steady load on an app server until stopped: `workers` loops, each alternating a new trip (a write) and
 * the events list (a read, `Cache-Control: no-cache`, so it reads the database), noting the phase each request was
 * sent and answered in.
 */
export function tripsAndEventsLoad<Phase extends string>(
  appUrl: string, cookie: string, phaseNow: () => Phase, { workers = 4 } = {},
) {
  const outcomes: LoadOutcome<Phase>[] = [];
  let running = true;
  const send = (kind: LoadOutcome<Phase>['kind'], sequence: number) => fetch(`${appUrl}${kind === 'read' ? '/api/events?limit=20' : '/api/trips'}`, {
    signal: AbortSignal.timeout(20_000),
    ...(kind === 'read'
      ? { headers: { cookie, 'cache-control': 'no-cache' } }
      : {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Load trip ${sequence}`, startDate: '2026-07-01', endDate: '2026-07-03' }),
      }),
  });
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let sequence = 0; running; sequence += 1) {
      const kind = sequence % 2 === 0 ? 'write' : 'read';
      const sent = phaseNow();
      const sentAt = performance.now();
      let status = 0;
      let tripId: string | undefined;
      try {
        const response = await send(kind, worker * 100_000 + sequence);
        status = response.status;
        const body = await response.json().catch(() => null) as { id?: string } | null;
        if (status === 201) tripId = body?.id;
      } catch {
        // no answer at all
      }
      outcomes.push({ sent, answered: phaseNow(), sentAt, worker, kind, status, ms: performance.now() - sentAt, tripId });
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The trips a load was told were created, and those of them the database does not have (none were lost: []). */
export async function acknowledgedTripsMissing(databaseUrl: string, outcomes: LoadOutcome<string>[]) {
  const acknowledged = outcomes.flatMap((outcome) => (outcome.tripId ? [outcome.tripId] : []));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from trips where id = any($1::uuid[])', [acknowledged]);
    const stored = new Set(rows.map((row) => row.id));
    return { acknowledged: acknowledged.length, missing: acknowledged.filter((id) => !stored.has(id)) };
  } finally {
    await client.end();
  }
}
