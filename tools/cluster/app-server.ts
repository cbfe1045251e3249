import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/test/ports';

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
  await waitForHealthy(url, child);
  return { url, port, process: child, stop: () => stopProcess(child) };
}

async function waitForHealthy(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy in time');
}

function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
