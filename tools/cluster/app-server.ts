import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/test/ports';
import { stopChild, waitUntilReady } from './processes';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** SIGTERM (a graceful stop), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** `server/index.ts` in a process of its own, as `npm start` runs it, on a free loopback port; waits for /api/health. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, () => fetch(`${url}/api/health`).then((response) => response.ok, () => false), {
    timeoutMs: 120_000, intervalMs: 250, failure: () => `the server at ${url} did not become healthy`,
  });
  return { url, port, process: child, stop: () => stopChild(child, 'SIGTERM') };
}
