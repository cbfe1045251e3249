import PgBoss from 'pg-boss';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { ChannelListener } from '../db/channel-listener';
import type { Database, Queryable } from '../db/client';

/**
 * Background work on pg-boss, a job queue kept in PostgreSQL (schema `pgboss`): jobs survive a restart, each is
 * run by one app server however many run, failures are retried, and a job is sent inside the transaction of the
 * write that causes it, so it exists exactly when that write committed.
 */
export const JOB_NAMES = [
  'notify-new-event', 'notify-entries-closing', 'notify-ground-report', 'notify-new-photos', 'send-notification-emails',
  'send-email-digests',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** pg-boss queue policies: 'short' keeps at most one job waiting (a wake-up call that many writes may send). */
const QUEUE_POLICIES: Partial<Record<JobName, 'short'>> = { 'send-notification-emails': 'short' };

/** Entry deadlines are checked every 15 minutes; the daily digest goes at 14:00 UTC (8 AM Central, 9 AM Eastern). */
const SCHEDULES: [JobName, string][] = [['notify-entries-closing', '*/15 * * * *'], ['send-email-digests', '0 14 * * *']];

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

const noDefaultDb: PgBoss.Db = {
  executeSql: () => Promise.reject(new Error('Jobs are sent through the db handle of the write that causes them')),
};
const sender = new PgBoss({ db: noDefaultDb, supervise: false, schedule: false, migrate: false });

/** The channel a sent job's queue is named on at commit, so the workers fetch it then instead of at their next poll. */
const JOBS_SENT_CHANNEL = 'jobs_sent';

/** Queues a job through `tx` (it commits with the write that causes it); workers run it once, retrying failures. */
export async function sendJob(tx: Queryable, name: JobName, data: object, options: { singletonKey?: string } = {}) {
  await sender.send(name, data, { ...options, retryLimit: 5, retryBackoff: true, db: sqlOn(tx) });
  await tx.execute(sql`select pg_notify(${JOBS_SENT_CHANNEL}, ${name})`);
}

export interface JobQueue {
  /** Queues a job in `tx` (commits with it). */
  send(tx: Queryable, name: JobName, data: object, options?: { singletonKey?: string }): Promise<void>;
}

/** Sends jobs; the workers that run them are started by `startJobWorkers` (server/index.ts). */
export function createJobQueue(): JobQueue {
  return { send: sendJob };
}

/** Creates or upgrades pg-boss's schema and this app's queues; safe to run from several servers at once. */
export async function prepareJobQueues(db: Database) {
  const boss = new PgBoss({ db: sqlOn(db), supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of JOB_NAMES) {
      const queue: PgBoss.Queue = { name, policy: QUEUE_POLICIES[name] ?? 'standard', retryLimit: 5, retryBackoff: true };
      if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
      else await boss.createQueue(name, queue);
    }
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}

/** Jobs a worker fetches at a time. */
export const JOB_BATCH_SIZE = 25;

export type JobHandlers = Record<JobName, (data: Record<string, unknown>) => Promise<void>>;

/**
 * Runs the app's jobs on this server (with every other server doing the same, each job still runs once) and the
 * schedules. Returns the stop.
 *
 * A queue's worker fetches when a job is sent to it (sendJob's NOTIFY, heard by every server) and otherwise every
 * `pollingIntervalSeconds`, which finds what no NOTIFY announces: the schedules' jobs, retries that come due, and jobs
 * sent while the listening connection was down (after which every worker fetches at once). Polling every half second
 * instead cost an idle server and its database about 3% of a core.
 */
export async function startJobWorkers(
  db: Database, pool: pg.Pool, handlers: JobHandlers, onError: (error: unknown) => void, { pollingIntervalSeconds = 5 } = {},
) {
  const boss = new PgBoss({ db: sqlOn(db), schedule: true, supervise: true });
  boss.on('error', onError);
  await boss.start();
  const workerIds = new Map<string, string>();
  for (const name of JOB_NAMES) {
    // pg-boss waits the polling interval after every fetch, busy or not, unless the worker is notified: a full batch
    // means more are waiting, so the worker fetches again at once and a backlog drains at the handlers' pace instead
    // of a batch per interval. Jobs of a batch that fails are all retried, which idempotent jobs allow.
    workerIds.set(name, await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds, batchSize: JOB_BATCH_SIZE }, async (jobs) => {
      for (const job of jobs) await handlers[name](job.data);
      const workerId = workerIds.get(name);
      if (jobs.length === JOB_BATCH_SIZE && workerId) boss.notifyWorker(workerId);
    }));
  }
  const jobsSent = new ChannelListener(pool, JOBS_SENT_CHANNEL, {
    notified: (name) => {
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    resumed: () => { for (const workerId of workerIds.values()) boss.notifyWorker(workerId); },
    onError,
  });
  jobsSent.keepListening();
  for (const [name, cron] of SCHEDULES) await boss.schedule(name, cron, {});
  return async () => {
    await jobsSent.stop();
    await boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  };
}
