import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { JOB_BATCH_SIZE, JOB_NAMES, sendJob, startJobWorkers, type JobHandlers } from './job-queue';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

/** Handlers that keep the ids of the ground reports they were asked to announce. */
function reportHandlers(ran: string[]): JobHandlers {
  return Object.fromEntries(JOB_NAMES.map((name) => [name, async (data: Record<string, unknown>) => {
    if (name === 'notify-ground-report') ran.push(String(data.reportId));
  }])) as JobHandlers;
}

/** The server process of the workers' listening connection, once it listens. */
async function listenerPid(): Promise<number> {
  let pid = 0;
  await expect.poll(async () => {
    const { rows } = await t.pool.query<{ pid: number }>("select pid from pg_stat_activity where query like 'LISTEN %jobs_sent%'");
    pid = rows[0]?.pid ?? 0;
    return pid;
  }, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
  return pid;
}

describe('the job workers', () => {
  it('fetch a job when it is sent (its NOTIFY at commit), not at their next poll, also after the listening connection was lost', async () => {
    const ran: string[] = [];
    // A minute between polls: a job found only by polling would wait up to a minute.
    const stop = await startJobWorkers(t.db, t.pool, reportHandlers(ran), () => {}, { pollingIntervalSeconds: 60 });
    try {
      const firstListener = await listenerPid();
      await t.db.transaction((tx) => sendJob(tx, 'notify-ground-report', { reportId: 'sent' }));
      await expect.poll(() => ran, { timeout: 5_000, interval: 50 }).toEqual(['sent']);

      // Its connection killed, a job sent meanwhile is announced to no one: listening again, every worker fetches.
      await t.pool.query('select pg_terminate_backend($1)', [firstListener]);
      await sendJob(t.db, 'notify-ground-report', { reportId: 'sent while not listening' });
      await expect.poll(() => ran, { timeout: 10_000, interval: 50 }).toEqual(['sent', 'sent while not listening']);
      expect(await listenerPid()).not.toBe(firstListener);
    } finally {
      await stop();
    }
  }, 30_000);


  it('fetch again at once after a full batch, so a backlog does not wait a polling interval per batch', async () => {
    const ran: string[] = [];
    const handlers = reportHandlers(ran);
    const backlog = Array.from({ length: 3 * JOB_BATCH_SIZE + 1 }, (_, index) => `report-${index}`);
    await t.db.transaction(async (tx) => {
      for (const reportId of backlog) await sendJob(tx, 'notify-ground-report', { reportId });
    });
    // A minute between fetches: four batches waiting on it would take three minutes.
    const stop = await startJobWorkers(t.db, t.pool, handlers, (error) => { throw error; }, { pollingIntervalSeconds: 60 });
    try {
      await expect.poll(() => ran.length, { timeout: 30_000, interval: 100 }).toBe(backlog.length);
      expect([...ran].sort()).toEqual([...backlog].sort());
    } finally {
      await stop();
    }
  }, 60_000);
});
