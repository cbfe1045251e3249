import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/ports';
import { onCleanup } from './cleanup';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const EXIT_WITH_PARENT = path.join(REPO_ROOT, 'bench/lib/exit-with-parent.ts');
/** The bench's uploaded photos, apart from `npm start`'s .data/uploads; emptied at the start of each run. */
const BENCH_UPLOADS_DIR = path.join(os.tmpdir(), 'cloverleaf-bench-uploads');

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point as a child node process on a free loopback port and waits until `readyPath` answers. */
async function startNodeServer(label: string, entry: string, env: NodeJS.ProcessEnv, readyPath: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const unregister = onCleanup(label, stop);
  try {
    await waitUntilAnswering(`${baseUrl}${readyPath}`, child, 180_000);
  } catch (error) {
    await stop();
    unregister();
    throw new Error(`${label} did not start: ${error instanceof Error ? error.message : error}\n${stderr}`);
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      unregister();
      await stop();
    },
  };
}

/** The app exactly as `npm start` runs it in production, on the bench's database and client build, logging errors only. */
export function startAppServer(databaseUrl: string, clientBuildDir: string): Promise<RunningServer> {
  fs.rmSync(BENCH_UPLOADS_DIR, { recursive: true, force: true });
  return startNodeServer('app server', 'server/index.ts', {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-session-secret-not-for-production',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    UPLOADS_DIR: BENCH_UPLOADS_DIR,
    GOOGLE_MAPS_API_KEY: '',
    CLIENT_BUILD_DIR: clientBuildDir,
  }, '/api/health');
}

export function startCeilingServer(): Promise<RunningServer> {
  return startNodeServer('ceiling server', 'bench/ceiling-app.ts', { NODE_ENV: 'production' }, '/api/ping');
}

/** bench/floor-app.ts on the bench's database, reading these events. */
export function startFloorServer(databaseUrl: string, eventIds: string[]): Promise<RunningServer> {
  return startNodeServer('floor server', 'bench/floor-app.ts', {
    NODE_ENV: 'production', DATABASE_URL: databaseUrl, FLOOR_EVENT_IDS: eventIds.join(','),
  }, '/api/floor');
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server's graceful shutdown), SIGKILL if it is still there after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (Linux /proc), or null when it cannot be read. */
export function residentMemoryMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
