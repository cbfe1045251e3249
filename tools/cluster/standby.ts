import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../server/db/database-url';
import { reachablePostgresBinary } from '../../server/db/root-postgres';
import { freePort } from '../../server/test/ports';
import { stopChild } from './processes';

const SLOT = 'cloverleaf_standby';


export interface Standby {
  /** The replica's copy of the primary's application database. */
  databaseUrl: string;
  adminUrl: string;
  /** Holds back replay (the replica lags) until resumeReplay. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A hot standby of an embedded PostgreSQL, made the way a replica is made from a running primary: a physical
 * replication slot, a base copy of the data folder taken between pg_backup_start and pg_backup_stop, then the
 * embedded `postgres` binary started on the copy with standby.signal, streaming from the primary.
 */
export async function startStandby(primary: { adminUrl: string; dataDir: string; database: string }): Promise<Standby> {
  const admin = new pg.Client({ connectionString: primary.adminUrl });
  await admin.connect();
  const copy = `${primary.dataDir}-standby`;
  try {
    await admin.query(`select pg_create_physical_replication_slot($1, true)`, [SLOT]);
    await admin.query(`select pg_backup_start('cloverleaf standby', true)`);
    fs.cpSync(primary.dataDir, copy, { recursive: true });
    const { rows: [backup] } = await admin.query<{ labelfile: string }>('select labelfile from pg_backup_stop(true)');
    fs.writeFileSync(path.join(copy, 'backup_label'), backup.labelfile);
  } finally {
    await admin.end();
  }
  for (const file of ['postmaster.pid', 'postmaster.opts']) fs.rmSync(path.join(copy, file), { force: true });
  // WAL comes from the primary through the slot, from the backup's start on.
  for (const file of fs.readdirSync(path.join(copy, 'pg_wal'))) {
    if (file !== 'archive_status') fs.rmSync(path.join(copy, 'pg_wal', file), { recursive: true, force: true });
  }
  const primaryUrl = new URL(primary.adminUrl);
  fs.writeFileSync(path.join(copy, 'standby.signal'), '');
  fs.appendFileSync(path.join(copy, 'postgresql.auto.conf'), [
    `primary_conninfo = 'host=127.0.0.1 port=${primaryUrl.port} user=${primaryUrl.username} password=${primaryUrl.password}'`,
    `primary_slot_name = '${SLOT}'`,
    'hot_standby = on',
    '',
  ].join('\n'));
  const owner = fs.statSync(primary.dataDir);
  chownRecursive(copy, owner.uid, owner.gid);

  const port = await freePort();
  const server = spawn(reachablePostgresBinary(), ['-D', copy, '-p', String(port), '-c', 'listen_addresses=localhost', '-c', 'max_connections=200'], {
    ...(process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await readyForReads(server);

  const adminUrl = withDatabase(primary.adminUrl, 'postgres').replace(`:${primaryUrl.port}/`, `:${port}/`);
  const onStandby = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    databaseUrl: withDatabase(adminUrl, primary.database),
    adminUrl,
    pauseReplay: async () => { await onStandby('select pg_wal_replay_pause()'); },
    resumeReplay: async () => { await onStandby('select pg_wal_replay_resume()'); },
    async caughtUp() {
      const primaryClient = new pg.Client({ connectionString: primary.adminUrl });
      await primaryClient.connect();
      const { rows: [{ lsn }] } = await primaryClient.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      await primaryClient.end();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [{ behind }] = await onStandby(`select pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn as behind`);
        if (!behind) return;
        if (Date.now() > deadline) throw new Error('the standby did not catch up within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await stopChild(server, 'SIGINT');
      fs.rmSync(copy, { recursive: true, force: true });
      // The slot would hold the primary's WAL forever once nobody streams from it.
      const client = new pg.Client({ connectionString: primary.adminUrl });
      await client.connect().then(() => client.query('select pg_drop_replication_slot($1)', [SLOT])).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

function chownRecursive(target: string, uid: number, gid: number) {
  if (process.getuid?.() !== 0) return;
  fs.chownSync(target, uid, gid);
  if (!fs.statSync(target).isDirectory()) return;
  for (const name of fs.readdirSync(target)) chownRecursive(path.join(target, name), uid, gid);
}

function readyForReads(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    // Read to the end (a full pipe would stall the server), keeping only the start for an error message.
    server.stderr!.on('data', (chunk: Buffer) => {
      if (log.length > 20_000) return;
      log += chunk.toString();
      if (log.includes('ready to accept read-only connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the standby exited (${code}) before it was ready:\n${log.slice(-2000)}`)));
    server.once('error', reject);
  });
}
