import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
import { withDatabase } from '../db/database-url';
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
