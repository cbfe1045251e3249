import http from 'node:http';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Database } from '../db/client';
import { startPartitionableRelay, type PartitionableRelay } from '../test/partitionable-relay';
import {
  acknowledgedTripsMissing, registerRider, startAppServer, startOwnPostgres, tripsAndEventsLoad, type OwnPostgres,
} from './fault-helpers';

// PostgreSQL stops answering without closing a connection (a network partition: a relay between the app and the
// database stops passing bytes), then answers again. Each query waits DB_QUERY_TIMEOUT_MS at most: the app must
// answer 503 within that (or the pool's 3 s connect timeout) instead of holding requests until the partition heals,
// must recover by itself, and must keep every write it confirmed.

const QUERY_TIMEOUT_MS = 1_000;
/**
 * The pool gives up on a connection after 3 s (server/db/client.ts) and on a query after QUERY_TIMEOUT_MS. A
 * session read may first wait for the one before it (sessions are read in batches, one at a time:
 * server/db/batched-reads.ts), so a request can wait out two 3 s waits, and a little more.
 */
const MAX_ANSWER_MS = 7_500;
/**
 * Well beyond any answer's bound, so that an answer held until the partition heals shows, and so long that the
 * workers are refused more times than there are workers before the last bound before healing (a request sent after
 * it may be answered healed): 12 s left 4.5 s for that, and on a busy machine (the whole suite on 2 cores) it held
 * only one refusal per worker.
 */
const PARTITION_MS = 15_000;
const WORKERS = 4;

let database: OwnPostgres;

beforeAll(async () => {
  database = await startOwnPostgres();
});
afterAll(async () => {
  await database?.remove();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'before' | 'partitioned' | 'healed';

describe('a database that stops answering', () => {
  it('answers 503 within the query timeout, recovers when it answers again, and keeps every acknowledged write', async () => {
    const relay = await startPartitionableRelay(database.databaseUrl);
    const app = await startAppServer(relay.url, { DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) });
    try {
      const { cookie } = await registerRider(app.url);
      let phase: Phase = 'before';
      const load = tripsAndEventsLoad(app.url, cookie, () => phase, { workers: WORKERS });

      await pause(1_500);
      phase = 'partitioned';
      relay.partition();
      await pause(PARTITION_MS);
      const healedAt = performance.now();
      phase = 'healed';
      relay.heal();
      const recoveredBy = Date.now() + 15_000;
      while (!load.outcomes.some((outcome) => outcome.sent === 'healed' && outcome.status === 201) && Date.now() < recoveredBy) await pause(100);
      await pause(1_500);
      await load.stop();

      const { outcomes } = load;
      const statuses = (list: typeof outcomes) => [...new Set(list.map((outcome) => outcome.status))].sort();
      expect(statuses(outcomes.filter((outcome) => outcome.sent === 'before' && outcome.answered === 'before'))).toEqual([200, 201]);

      // Partitioned: refused with 503 within the bound, never held until it heals, never a 500.
      const partitioned = outcomes.filter((outcome) => outcome.sent === 'partitioned' || outcome.answered === 'partitioned');
      expect(partitioned.filter((outcome) => ![200, 201, 503].includes(outcome.status))).toEqual([]);
      expect(Math.max(...partitioned.map((outcome) => outcome.ms))).toBeLessThan(MAX_ANSWER_MS);
      const sentWellBeforeHealing = partitioned.filter((outcome) => outcome.sent === 'partitioned' && outcome.sentAt < healedAt - MAX_ANSWER_MS);
      expect(sentWellBeforeHealing.length).toBeGreaterThan(WORKERS);
      expect(statuses(sentWellBeforeHealing)).toEqual([503]);
      expect(sentWellBeforeHealing.every((outcome) => outcome.answered === 'partitioned')).toBe(true);
      expect(new Set(sentWellBeforeHealing.map((outcome) => outcome.worker)).size).toBe(WORKERS);

      // Healed: the same app serves again, with no restart.
      const healed = outcomes.filter((outcome) => outcome.sent === 'healed');
      const firstSuccess = healed.findIndex((outcome) => outcome.status === 201);
      expect(firstSuccess).toBeGreaterThanOrEqual(0);
      expect(statuses(healed.slice(firstSuccess + WORKERS))).toEqual([200, 201]);

      // Every write that was acknowledged is in the database.
      const writes = await acknowledgedTripsMissing(database.databaseUrl, outcomes);
      expect(writes.acknowledged).toBeGreaterThan(10);
      expect(writes.missing).toEqual([]);
    } finally {
      relay.heal();
      await app.close();
      await relay.close();
    }
  }, 90_000);

  it('closes a connection whose query went unanswered, so the next request on it does not wait again', async () => {
    const relay = await startPartitionableRelay(database.databaseUrl);
    const app = await startAppServer(relay.url, { DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS), DB_POOL_SIZE: '1' });
    try {
      const read = () => fetch(`${app.url}/api/events?limit=5`, { headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(20_000) });
      expect((await read()).status).toBe(200);
      expect(app.pool.totalCount).toBe(1);
      relay.partition();
      const started = performance.now();
      const unanswered = await read();
      expect(unanswered.status).toBe(503);
      expect(unanswered.headers.get('retry-after')).toBe('2');
      expect(performance.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 1_000);
      // The connection that waited is gone from the pool, and closed on the app's side.
      await pause(200);
      expect(app.pool.totalCount).toBe(0);
      expect(relay.appConnections()).toBe(0);
      relay.heal();
      // A new connection serves the next request at once.
      const healedAt = performance.now();
      expect((await read()).status).toBe(200);
      expect(performance.now() - healedAt).toBeLessThan(1_000);
    } finally {
      relay.heal();
      await app.close();
      await relay.close();
    }
  }, 30_000);
});

/**
 * A table of the test's own, and a one-connection app pool (DB_QUERY_TIMEOUT_MS = QUERY_TIMEOUT_MS) that reaches
 * PostgreSQL through a relay; `admin` reaches it directly, as another server would.
 */
async function withPoolThroughRelay(
  table: { name: string; columns: string },
  use: (parts: { admin: pg.Client; relay: PartitionableRelay; pool: pg.Pool; db: Database }) => Promise<void>,
) {
  const admin = new pg.Client({ connectionString: database.databaseUrl });
  await admin.connect();
  const relay = await startPartitionableRelay(database.databaseUrl);
  const pool = createPool(relay.url, 1, { queryTimeoutMs: QUERY_TIMEOUT_MS });
  try {
    await admin.query(`create table ${table.name} (${table.columns})`);
    await use({ admin, relay, pool, db: createDb(pool) });
  } finally {
    relay.heal();
    // A pool still lending a client never finishes ending: the test's assertions say why.
    await Promise.race([pool.end(), pause(2_000)]);
    await relay.close();
    await admin.query(`drop table if exists ${table.name}`);
    await admin.end();
  }
}

it('never hands out again a connection left waiting inside a transaction', async () => {
  // node-postgres's own query timeout fails the query but keeps its connection: a BEGIN that timed out would reach
  // PostgreSQL once the partition heals, and the pool would hand the connection out inside that transaction, where
  // writes are never committed.
  await withPoolThroughRelay({ name: 'partition_probe', columns: 'id int primary key' }, async ({ admin, relay, pool, db }) => {
    await db.execute(sql`select 1`);
    relay.partition();
    const started = performance.now();
    await expect(db.transaction(async (tx) => { await tx.execute(sql`insert into partition_probe values (0)`); })).rejects.toThrow();
    // Failed after one wait: nothing else waited behind the unanswered query.
    expect(performance.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 500);
    // Its connection closes a moment later, and the pool has its slot back.
    await pause(100);
    expect(pool.totalCount).toBe(0);
    relay.heal();
    await db.execute(sql`insert into partition_probe values (1)`);
    const { rows } = await admin.query<{ id: number }>('select id from partition_probe order by id');
    expect(rows.map((row) => row.id)).toEqual([1]);
  });
});

it('lets other servers write the rows a transaction cut off by the partition had locked', async () => {
  // The app gives up on its connection, but PostgreSQL does not hear of it until the partition heals: the session
  // sits idle in its transaction, holding the row it updated, until PostgreSQL ends it (idle_in_transaction_session_timeout).
  await withPoolThroughRelay({ name: 'partition_locks', columns: 'id int primary key, n int' }, async ({ admin, relay, db }) => {
    await admin.query('insert into partition_locks values (1, 0)');
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`update partition_locks set n = 1 where id = 1`);
      relay.partition();
      await tx.execute(sql`select 1`);
    })).rejects.toThrow();
    // Another server's write of the same row waits for that lock only until PostgreSQL ends the idle session.
    await admin.query("set statement_timeout = '5s'");
    const started = performance.now();
    await admin.query('update partition_locks set n = 2 where id = 1');
    expect(performance.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 1_500);
    const { rows } = await admin.query<{ n: number }>('select n from partition_locks where id = 1');
    expect(rows[0].n).toBe(2);
  });
});

describe('a rider\'s live notifications', () => {
  it('come again after a partition that outlasted TCP, with what was notified meanwhile', async () => {
    // The listening connection only receives: after such a partition PostgreSQL's side of it is gone while the app's
    // still looks open. The hub's ping (every 3 query timeouts) finds it dead and listens again on a new one.
    const relay = await startPartitionableRelay(database.databaseUrl);
    const app = await startAppServer(relay.url, { DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) });
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    const seen: string[] = [];
    let stream: http.ClientRequest | undefined;
    try {
      const { cookie, userId } = await registerRider(app.url);
      const { port } = new URL(app.url);
      stream = http.get({ port, path: '/api/notifications/stream', headers: { cookie, accept: 'text/event-stream' } }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => seen.push(chunk));
      });
      stream.on('error', () => {});
      const unread = (count: number) => `event: unread\ndata: {"count":${count}}`;
      await expect.poll(() => seen.join('')).toContain(unread(0));

      relay.partition();
      await pause(500);
      relay.heal({ outlastedTcp: true });
      // Notified while the hub listens on a dead connection: never heard on it.
      await admin.query(
        `insert into notifications (user_id, kind, cause_key, title, link_path) values ($1, 'new_follower', 'partition-test', 'A new follower', '/profile')`,
        [userId],
      );
      await expect.poll(() => seen.join(''), { timeout: QUERY_TIMEOUT_MS * 6 + 3_000, interval: 200 }).toContain(unread(1));
    } finally {
      stream?.destroy();
      relay.heal();
      await app.close();
      await relay.close();
      await admin.end();
    }
  }, 30_000);
});

describe('a read replica that stops answering', () => {
  it('sends the reads to the primary once a query on the replica went unanswered', async () => {
    // The "replica" is the primary itself behind the relay: what is tested is where reads go, not replication
    // (server/faults/read-replica.test.ts runs a real standby).
    const relay = await startPartitionableRelay(database.databaseUrl);
    const app = await startAppServer(database.databaseUrl, {
      DATABASE_READ_URL: relay.url, DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
    try {
      const read = async () => {
        const started = performance.now();
        const response = await fetch(`${app.url}/api/events?limit=5`, { headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(20_000) });
        return { status: response.status, ms: performance.now() - started };
      };
      expect((await read()).status).toBe(200);
      relay.partition();
      // The first read waits out the timeout on the replica and is answered from the primary; the next ones go to
      // the primary at once.
      const first = await read();
      expect(first.status).toBe(200);
      expect(first.ms).toBeLessThan(QUERY_TIMEOUT_MS + 1_500);
      const next = await Promise.all(Array.from({ length: 5 }, read));
      expect(next.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(Math.max(...next.map((answer) => answer.ms))).toBeLessThan(500);
    } finally {
      relay.heal();
      await app.close();
      await relay.close();
    }
  }, 30_000);
});
