import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaFollows, eventProducerFollows, notifications, savedEvents, users } from '@shared/schema';
import { startJobWorkers } from '../../jobs/job-queue';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createProducer, createUser, signIn } from '../../test/factories';
import {
  FAN_OUT_BATCH, notificationJobHandlers, notifyEntriesClosing, notifyGroundReport, notifyNewEvent, notifyNewPhotos,
} from './notifications.jobs';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const notifiedCount = async (causeKey: string) =>
  (await t.db.select({ value: count() }).from(notifications).where(eq(notifications.causeKey, causeKey)))[0].value;

/** `howMany` riders, inserted in one statement. */
async function manyRiders(howMany: number, label: string): Promise<string[]> {
  const rows = await t.db.insert(users).values(Array.from({ length: howMany }, (_, index) => ({
    email: `${label}-${index}-${Date.now()}@example.com`, firstName: 'Fan', lastName: `${index}`,
  }))).returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('a new event at a followed arena or producer', () => {
  it('answers the create at once and leaves the followers to the queue', async () => {
    const agent = t.agent();
    await signIn(agent, t.db);
    const arena = await createArena(t.db);
    const fans = await manyRiders(3, 'queued');
    await t.db.insert(arenaFollows).values(fans.map((userId) => ({ userId, arenaId: arena.id })));
    const created = await agent.post('/api/events').send({ name: 'Queued Classic', arenaId: arena.id, date: '2030-05-04', time: '7:00 PM' });
    expect(created.status).toBe(201);
    expect(await notifiedCount(`new-event:${created.body.id}`)).toBe(0);
    const { rows } = await t.pool.query("select data from pgboss.job where name = 'notify-new-event'");
    expect(rows.map((row) => row.data)).toContainEqual({ eventId: created.body.id });
  });

  it('tells every follower of the arena or the producer once, in batches, never the poster', async () => {
    const poster = await createUser(t.db);
    const arena = await createArena(t.db, { name: 'Fan Arena', timeZone: 'America/Chicago' });
    const producer = await createProducer(t.db);
    const arenaFans = await manyRiders(FAN_OUT_BATCH + 500, 'arena-fan');
    const producerFans = await manyRiders(300, 'producer-fan');
    await t.db.insert(arenaFollows).values([...arenaFans, poster.id].map((userId) => ({ userId, arenaId: arena.id })));
    // Some follow both: still one notification each.
    await t.db.insert(eventProducerFollows).values([...producerFans, ...arenaFans.slice(0, 100)].map((userId) => ({ userId, producerId: producer.id })));
    const event = await createEvent(t.db, {
      arenaId: arena.id, producerId: producer.id, createdBy: poster.id, name: 'Big Fan Futurity', date: new Date('2030-06-06T00:00:00Z'),
    });
    expect(await notifyNewEvent(t.db, event.id)).toBe(arenaFans.length + producerFans.length);
    // A retried job notifies nobody twice.
    expect(await notifyNewEvent(t.db, event.id)).toBe(0);
    expect(await notifiedCount(`new-event:${event.id}`)).toBe(arenaFans.length + producerFans.length);
    const [sample] = await t.db.select().from(notifications).where(and(eq(notifications.userId, producerFans[0]), eq(notifications.causeKey, `new-event:${event.id}`)));
    expect(sample).toMatchObject({ kind: 'new_event', title: 'New at Fan Arena: Big Fan Futurity', body: 'Wed, Jun 5, 7:00 PM CDT', linkPath: `/event/${event.id}` });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, poster.id))).toEqual([]);
  });

  it('is run once by the queue however many app servers run workers', async () => {
    const stops = await Promise.all([1, 2].map(() => startJobWorkers(t.db, t.pool, notificationJobHandlers(t.db, null), () => {})));
    try {
      const agent = t.agent();
      await signIn(agent, t.db);
      const arena = await createArena(t.db);
      const fans = await manyRiders(5, 'worker');
      await t.db.insert(arenaFollows).values(fans.map((userId) => ({ userId, arenaId: arena.id })));
      const created = await agent.post('/api/events').send({ name: 'Worker Jackpot', arenaId: arena.id, date: '2030-07-04', time: '7:00 PM' });
      await expect.poll(() => notifiedCount(`new-event:${created.body.id}`), { timeout: 15_000, interval: 250 }).toBe(5);
      // The job is marked completed just after its notifications are written: wait for that, then for no second run.
      const runs = async () => (await t.pool.query<{ state: string }>(
        "select state from pgboss.job where name = 'notify-new-event' and data->>'eventId' = $1", [created.body.id],
      )).rows.map((row) => row.state);
      await expect.poll(runs, { timeout: 15_000, interval: 250 }).toEqual(['completed']);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await runs()).toEqual(['completed']);
      expect(await notifiedCount(`new-event:${created.body.id}`)).toBe(5);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});

describe('entries closing', () => {
  it('reminds the riders who saved an event within 48 hours, and again on the day, once each', async () => {
    const saver = await createUser(t.db);
    const stranger = await createUser(t.db);
    const arena = await createArena(t.db, { timeZone: 'America/Chicago' });
    // Tuesday 10:00 AM Central; entries close Wednesday 8:00 PM Central, the event is on Saturday.
    const now = new Date('2030-03-12T15:00:00Z');
    const event = await createEvent(t.db, {
      arenaId: arena.id, name: 'Deadline Derby', date: new Date('2030-03-16T23:00:00Z'), entriesCloseAt: new Date('2030-03-14T01:00:00Z'),
    });
    const later = await createEvent(t.db, { arenaId: arena.id, entriesCloseAt: new Date('2030-03-20T01:00:00Z'), date: new Date('2030-03-22T23:00:00Z') });
    await t.db.insert(savedEvents).values([{ userId: saver.id, eventId: event.id }, { userId: saver.id, eventId: later.id }]);
    expect(await notifyEntriesClosing(t.db, now)).toBe(1);
    expect(await notifyEntriesClosing(t.db, new Date(now.getTime() + 15 * 60_000))).toBe(0);
    const mine = await t.db.select().from(notifications).where(eq(notifications.userId, saver.id));
    expect(mine).toEqual([expect.objectContaining({
      kind: 'entries_closing', title: 'Entries close soon: Deadline Derby', body: 'Entries close Wed, Mar 13, 8:00 PM CDT.',
    })]);
    // Wednesday morning at the arena: entries close today.
    expect(await notifyEntriesClosing(t.db, new Date('2030-03-13T14:00:00Z'))).toBe(1);
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, saver.id))).map((n) => n.title))
      .toContain('Entries close today: Deadline Derby');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, stranger.id))).toEqual([]);
  });
});

describe('news from a followed arena', () => {
  it('tells the followers of a ground report (not its reporter), and of new photos once a day per rider', async () => {
    const reporter = t.agent();
    const reporterUser = await signIn(reporter, t.db);
    const arena = await createArena(t.db, { name: 'Report Arena' });
    const fans = await manyRiders(3, 'arena-news');
    await t.db.insert(arenaFollows).values([...fans, reporterUser.id].map((userId) => ({ userId, arenaId: arena.id })));
    const report = await reporter.post(`/api/arenas/${arena.id}/footing-reports`)
      .send({ condition: 'good', notes: 'Freshly dragged, a little deep on the first barrel.', riddenOn: new Date().toISOString().slice(0, 10) });
    expect(report.status).toBe(201);
    const { rows: queued } = await t.pool.query("select data from pgboss.job where name = 'notify-ground-report'");
    expect(queued.map((row) => row.data)).toContainEqual({ reportId: report.body.id });
    expect(await notifyGroundReport(t.db, report.body.id)).toBe(3);
    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, fans[0]));
    expect(told).toMatchObject({
      kind: 'ground_report', title: 'Ground report at Report Arena: good', body: 'Freshly dragged, a little deep on the first barrel.',
      linkPath: `/arena/${arena.id}`,
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, reporterUser.id))).toEqual([]);

    expect(await notifyNewPhotos(t.db, arena.id, reporterUser.id, '2030-01-01')).toBe(3);
    expect(await notifyNewPhotos(t.db, arena.id, reporterUser.id, '2030-01-01')).toBe(0);
    expect(await notifyNewPhotos(t.db, arena.id, reporterUser.id, '2030-01-02')).toBe(3);
  });
});
