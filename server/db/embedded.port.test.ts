import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports';
import { portIsFree, startEmbeddedPostgres } from './embedded';

const cleanups: (() => void)[] = [];
afterEach(() => { cleanups.splice(0).forEach((cleanup) => cleanup()); });

async function occupied(): Promise<number> {
  const port = await freePort();
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(port, 'localhost', resolve));
  cleanups.push(() => listener.close());
  return port;
}

describe('the embedded PostgreSQL on a taken port', () => {
  it('is refused before anything starts, naming the port and PG_PORT', async () => {
    const port = await occupied();
    expect(await portIsFree(port)).toBe(false);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-port-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    await expect(startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, persistent: false }))
      .rejects.toThrow(new RegExp(`Port ${port} is taken .*set PG_PORT`));
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('sees a free port as free', async () => {
    expect(await portIsFree(await freePort())).toBe(true);
  });
});
