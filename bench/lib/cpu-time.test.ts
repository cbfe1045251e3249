import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/test/db';
import { cpuPerRequest, parseProcStat, postgresCpuMs, processCpuMs } from './cpu-time';

const onLinux = fs.existsSync('/proc/self/stat');

describe('reading /proc/PID/stat', () => {
  it('finds the fields after a command name with spaces and parentheses', () => {
    // pid (comm) state ppid ... utime(14) stime(15) cutime(16) cstime(17) ...
    const stat = parseProcStat('4242 (postgres: a (b) c) S 17 4242 4242 0 -1 4194560 500 0 0 0 120 30 7 3 20 0 1 0 99 0 0');
    expect(stat).toEqual({ parentPid: 17, ownTicks: 150, reapedChildrenTicks: 10 });
  });

  it('gives per-request figures only where both readings and some requests exist', () => {
    expect(cpuPerRequest({ appMs: 100, databaseMs: 50 }, { appMs: 400, databaseMs: 110 }, 200))
      .toEqual({ appCpuMsPerRequest: 1.5, databaseCpuMsPerRequest: 0.3 });
    expect(cpuPerRequest({ appMs: 100, databaseMs: null }, { appMs: 400, databaseMs: null }, 0))
      .toEqual({ appCpuMsPerRequest: null, databaseCpuMsPerRequest: null });
  });
});

describe.runIf(onLinux)('CPU time of real processes', () => {
  let t: TestDatabase;
  beforeAll(async () => { t = await createTestDatabase(); });
  afterAll(async () => { await t.close(); });

  it('counts this process\'s own work', () => {
    const before = processCpuMs(process.pid)!;
    const started = process.cpuUsage();
    let sink = 0;
    while (process.cpuUsage(started).user < 300_000) sink += Math.sqrt(sink + 1);
    expect(sink).toBeGreaterThan(0);
    // Clock ticks are 10 ms apart.
    expect(processCpuMs(process.pid)! - before).toBeGreaterThanOrEqual(250);
  });

  it('counts the work of a PostgreSQL backend into its server\'s time', async () => {
    const client = await t.pool.connect();
    try {
      const { rows: [{ pid }] } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const postmaster = parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).parentPid;
      const before = postgresCpuMs(postmaster)!;
      const backendBefore = processCpuMs(pid)!;
      await client.query('select count(*) from generate_series(1, 5000000)');
      const backendUsed = processCpuMs(pid)! - backendBefore;
      expect(backendUsed).toBeGreaterThanOrEqual(100);
      expect(postgresCpuMs(postmaster)! - before).toBeGreaterThanOrEqual(backendUsed);
    } finally {
      client.release();
    }
    expect(postgresCpuMs(2 ** 22 + 1)).toBeNull();
  });
});
