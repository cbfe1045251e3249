import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { freePort } from '../../server/test/ports';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Debian's redis-server on a free loopback port, in a throw-away folder, keeping nothing on disk. */
export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-redis-'));
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  await waitForRedis(url);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForRedis(url: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      await client.close();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start at ${url}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
