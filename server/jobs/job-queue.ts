import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';

/**
 * Background work on pg-boss, a job queue kept in PostgreSQL (schema `pgboss`): jobs survive a restart, each is
 * run by one app server however many run, failures are retried, and a job is sent inside the transaction of the
 * write that causes it, so it exists exactly when that write committed.
 */
export const JOB_NAMES = ['notify-new-event', 'notify-entries-closing', 'notify-ground-report', 'notify-new-photos'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** pg-boss's statements ($1, $2...) run through a drizzle handle, so a job can join an open transaction. */
export function sqlOn(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
      const result = await db.execute(sql.join(chunks, sql``));
      return { rows: result.rows };
    },
  };
}

export interface JobQueue {
  /** Queues a job in `tx` (commits with it); a job with the same `singletonKey` still waiting is not queued twice. */
  send(tx: Queryable, name: JobName, data: object, options?: { singletonKey?: string }): Promise<void>;
}

/** Sends jobs; the workers that run them are started by `startJobWorkers` (server/index.ts). */
export function createJobQueue(db: Database): JobQueue {
  const boss = new PgBoss({ db: sqlOn(db), supervise: false, schedule: false, migrate: false });
  return {
    async send(tx, name, data, options = {}) {
      await boss.send(name, data, { ...options, retryLimit: 5, retryBackoff: true, db: sqlOn(tx) });
    },
  };
}

/** Creates or upgrades pg-boss's schema and this app's queues; safe to run from several servers at once. */
export async function prepareJobQueues(db: Database) {
  const boss = new PgBoss({ db: sqlOn(db), supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of JOB_NAMES) await boss.createQueue(name, { name, retryLimit: 5, retryBackoff: true });
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}

export type JobHandlers = Record<JobName, (data: Record<string, unknown>) => Promise<void>>;

/**
 * Runs the app's jobs on this server (with every other server doing the same, each job still runs once) and the
 * schedule: entry deadlines are checked every 15 minutes. Returns the stop.
 */
export async function startJobWorkers(db: Database, handlers: JobHandlers, onError: (error: unknown) => void) {
  const boss = new PgBoss({ db: sqlOn(db), schedule: true, supervise: true });
  boss.on('error', onError);
  await boss.start();
  for (const name of JOB_NAMES) {
    // pg-boss waits the polling interval after every fetch, busy or not: a batch per fetch keeps a backlog moving.
    // Jobs of a batch that fails are all retried, which idempotent jobs allow.
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: 0.5, batchSize: 25 }, async (jobs) => {
      for (const job of jobs) await handlers[name](job.data);
    });
  }
  await boss.schedule('notify-entries-closing', '*/15 * * * *', {});
  return () => boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
}
