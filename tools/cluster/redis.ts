import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { freePort } from '../../server/test/ports';
import { stopChild, waitUntilReady } from './processes';

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
  let lastError = '';
  await waitUntilReady(child, () => answersPing(url).then(() => true, (error: Error) => { lastError = error.message; return false; }), {
    timeoutMs: 10_000, intervalMs: 50, failure: () => `redis-server did not start at ${url}: ${lastError}`,
  });
  return {
    url,
    async stop() {
      await stopChild(child, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answersPing(url: string) {
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    if (client.isOpen) await client.close();
  }
}
