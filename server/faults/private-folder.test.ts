import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports';
import { startServerProcess } from './fault-helpers';

// Cloned into a folder of mode 700 (root's home, say) and started as root, as containers often are: PostgreSQL runs
// as the postgres OS user, who cannot open that folder. The server must start anyway, or say in one line what to do.
const ROOT = path.resolve(import.meta.dirname, '../..');
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!asRoot) console.log('private-folder.test.ts: skipped, it needs to run as root (the case it covers)');

let privateDir: string;
let checkout: string;
let pgHome: string;

beforeAll(() => {
  if (!asRoot) return;
  fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  privateDir = fs.mkdtempSync(path.join(ROOT, '.data', 'private-'));
  fs.chmodSync(privateDir, 0o700);
  checkout = path.join(privateDir, 'cloverleaf');
  fs.mkdirSync(checkout);
  for (const entry of ['server', 'shared', 'migrations', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(checkout, entry), { recursive: true });
  }
  // Hard links: the same files, inside the private folder, in seconds.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules')]);
  pgHome = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-root-pg-'));
  fs.chmodSync(pgHome, 0o755);
}, 120_000);

afterAll(() => {
  if (!asRoot) return;
  if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  if (pgHome) fs.rmSync(pgHome, { recursive: true, force: true });
});

describe.skipIf(!asRoot)('a checkout in a private folder, started as root', () => {
  it('starts: the binaries and the data move where the postgres user can reach them', async () => {
    const server = await startServerProcess({
      DATABASE_URL: '', PG_PORT: String(await freePort()), CLOVERLEAF_ROOT_PG_HOME: pgHome, SERVE_CLIENT: 'false',
    }, { cwd: checkout });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/arenas?limit=1`)).status).toBe(200);
      await server.waitForLog(new RegExp(`PostgreSQL's data is in ${pgHome}/data-`));
      expect(fs.readdirSync(pgHome).some((name) => name.startsWith('linux-') || name.startsWith(`${os.platform()}-`))).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);

  it('says in one line what to do when no reachable place can be prepared', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: checkout,
      env: { ...process.env, DATABASE_URL: '', SERVE_CLIENT: 'false', CLOVERLEAF_ROOT_PG_HOME: '/dev/null/cloverleaf' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot reach .*Clone Cloverleaf into a folder other users can open .*DATABASE_URL/);
  }, 90_000);
});
