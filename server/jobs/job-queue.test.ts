import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { JOB_BATCH_SIZE, JOB_NAMES, sendJob, startJobWorkers, type JobHandlers } from './job-queue';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

describe('the job workers', () => {
  it('fetch again at once after a full batch, so a backlog does not wait a polling interval per batch', async () => {
    const ran: string[] = [];
    const handlers = Object.fromEntries(JOB_NAMES.map((name) => [name, async (data: Record<string, unknown>) => {
      if (name === 'notify-ground-report') ran.push(String(data.reportId));
    }])) as JobHandlers;
    const backlog = Array.from({ length: 3 * JOB_BATCH_SIZE + 1 }, (_, index) => `report-${index}`);
    await t.db.transaction(async (tx) => {
      for (const reportId of backlog) await sendJob(tx, 'notify-ground-report', { reportId });
    });
    // A minute between fetches: four batches waiting on it would take three minutes.
    const stop = await startJobWorkers(t.db, handlers, (error) => { throw error; }, { pollingIntervalSeconds: 60 });
    try {
      await expect.poll(() => ran.length, { timeout: 30_000, interval: 100 }).toBe(backlog.length);
      expect([...ran].sort()).toEqual([...backlog].sort());
    } finally {
      await stop();
    }
  }, 60_000);
});
