import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRecord } from '@shared/contracts/events';
import { eq, sql } from 'drizzle-orm';
import { arenas, eventAttendance, eventProducers, events, eventSeries } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { listRows, SHARED_LIST_VIEWS } from '../../test/shared-list-views';
import { createEvent, createProducer, signIn } from '../../test/factories';
import { withStatements } from '../../test/query-counter';
import { createArenaAt, daysFromNow, followArena, PLACES, saveEvent } from './events.test-helpers';

// The list's rows are written by PostgreSQL (listedEventColumns); an event's page is selected through drizzle and
// serialized by Express. Both must give the same record, field for field.
let t: TestApp;
let rider: ReturnType<TestApp['agent']>;
let visitor: ReturnType<TestApp['agent']>;
let ids: { arena: string; producer: string; series: string; everything: string };
beforeAll(async () => {
  t = await createTestApp();
  rider = t.agent();
  visitor = t.agent();
  const user = await signIn(rider, t.db);
  const arena = await createArenaAt(t.db, PLACES.fortWorth, { name: 'Will Rogers "Coliseum"', timeZone: 'America/Chicago' });
  const producer = await createProducer(t.db, { name: 'Cowtown Barrels' });
  const [series] = await t.db.insert(eventSeries).values({ frequency: 'weekly', until: '2099-12-31' }).returning();
  const everything = await createEvent(t.db, {
    arenaId: arena.id, producerId: producer.id, seriesId: series.id, name: 'Winter Classic', date: daysFromNow(3),
    description: 'Tabs\tnewlines\n"quotes", back\\slashes, ünïcode – and a control \u0001 character',
    divisions: [{ name: 'Open 4D', entryFee: 60, addedMoney: 1500 }], entriesOpenAt: daysFromNow(-10),
    entriesCloseAt: daysFromNow(1), lateFee: '15.50', stallsAvailable: true, stallPricePerNight: '35.00',
    rvHookups: 'full', rvPricePerNight: '40.00', dryCampingAllowed: false, drawPostedAt: daysFromNow(-1),
  });
  const bare = await createEvent(t.db, { arenaId: arena.id, name: 'Tuesday Jackpot', date: daysFromNow(5) });
  await saveEvent(t.db, user.id, everything.id);
  await followArena(t.db, user.id, arena.id);
  await t.db.insert(eventAttendance).values({ eventId: bare.id, userId: user.id, status: 'going' });
  ids = { arena: arena.id, producer: producer.id, series: series.id, everything: everything.id };
});
afterAll(async () => { await t.close(); });

const LIST = '/api/events?latitude=32.7555&longitude=-97.3308&radiusMiles=50&limit=24';

describe('the events list as PostgreSQL writes it', () => {
  for (const { who, cacheControl } of SHARED_LIST_VIEWS) {
    it(`gives each ${who}'s row as the event's page gives it (${cacheControl ? 'built afresh' : 'kept page'})`, async () => {
      const agent = who === 'rider' ? rider : visitor;
      const rows = await listRows<EventRecord>(agent, LIST, cacheControl);
      expect(rows.map((row) => row.name)).toEqual(['Winter Classic', 'Tuesday Jackpot']);
      for (const row of rows) {
        const { body: page } = await agent.get(`/api/events/${row.id}`);
        expect(row).toEqual({ ...page, distance: 0 });
      }
      const [everything, bare] = rows;
      expect(everything.producer).toEqual({ id: everything.producerId, name: 'Cowtown Barrels' });
      expect(everything.series).toEqual({ frequency: 'weekly', until: '2099-12-31' });
      expect(everything.lateFee).toBe('15.50');
      expect(everything.entriesCloseAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect([bare.producer, bare.series]).toEqual([null, null]);
      expect([everything.isSaved, everything.isFromFollowedArena, bare.myAttendance]).toEqual(
        who === 'rider' ? [true, true, 'going'] : [false, false, null],
      );
    });
  }
});

describe("a signed-in rider's events list built afresh", () => {
  it("looks each row's save up once: whether it is saved is whether the save's id was found", async () => {
    const { result, statements } = await withStatements(t.pool, () => rider.get(LIST).set('Cache-Control', 'no-cache'));
    expect(result.body.map((row: EventRecord) => [row.name, row.isSaved, row.savedEventId !== null]))
      .toEqual([['Winter Classic', true, true], ['Tuesday Jackpot', false, false]]);
    const savesRead = statements.map(({ text }) => text.split('from "saved_events"').length - 1).filter((reads) => reads > 0);
    expect(savesRead).toEqual([1]);
  });

  it("and an event's own page too", async () => {
    const savesRead = async (id: string) => {
      const { result, statements } = await withStatements(t.pool, () => rider.get(`/api/events/${id}`));
      const reads = statements.map(({ text }) => text.split('from "saved_events"').length - 1).filter((count) => count > 0);
      return [result.body.isSaved, result.body.savedEventId !== null, reads];
    };
    const [, bare] = await listRows<EventRecord>(rider, LIST, 'no-cache');
    expect(await savesRead(ids.everything)).toEqual([true, true, [1]]);
    expect(await savesRead(bare.id)).toEqual([false, false, [1]]);
  });
});

describe('the list row each event keeps (migration 0049)', () => {
  const expectRowsAsPages = async () => {
    for (const { who, cacheControl } of SHARED_LIST_VIEWS) {
      const agent = who === 'rider' ? rider : visitor;
      const rows = await listRows<EventRecord>(agent, LIST, cacheControl);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const { body: page } = await agent.get(`/api/events/${row.id}`);
        expect(row).toEqual({ ...page, distance: 0 });
      }
    }
    return listRows<EventRecord>(visitor, LIST, 'no-cache');
  };

  // Each change rewrites its events' whole rows, so each is checked before the next.
  it('follows its arena, producer and series when they change', async () => {
    // A new name also rewrites the events' search text (and so their rows); the other fields change alone.
    await t.db.update(arenas).set({ name: 'Will Rogers Memorial Center' }).where(eq(arenas.id, ids.arena));
    await t.db.update(arenas).set({ footingCondition: 'poor', address: '3401 W Lancaster Ave', timeZone: 'America/Denver' })
      .where(eq(arenas.id, ids.arena));
    const [, bare] = await expectRowsAsPages();
    expect(bare.arena).toMatchObject({
      name: 'Will Rogers Memorial Center', footingCondition: 'poor', address: '3401 W Lancaster Ave', timeZone: 'America/Denver',
    });
    await t.db.update(eventSeries).set({ until: '2099-06-30' }).where(eq(eventSeries.id, ids.series));
    expect((await expectRowsAsPages())[0].series?.until).toBe('2099-06-30');
    await t.db.update(eventProducers).set({ name: 'Cowtown Barrel Racing' }).where(eq(eventProducers.id, ids.producer));
    expect((await expectRowsAsPages())[0].producer?.name).toBe('Cowtown Barrel Racing');
  });

  it('writes each event of a changed arena, producer or series once', async () => {
    // Rows of events updated by one change: a second trigger's UPDATE would count twice. The counts are the
    // backend's not yet reported ones (PostgreSQL reports them between transactions), so a difference within one.
    const eventsUpdatedBy = (change: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        const updated = async () => (await tx.execute<{ updated: number }>(
          sql`select n_tup_upd::int as updated from pg_stat_xact_user_tables where relname = 'events'`)).rows[0].updated;
        const before = await updated();
        await change(tx);
        return await updated() - before;
      });
    expect(await eventsUpdatedBy((tx) => tx.update(arenas).set({ name: 'Cowtown Coliseum', city: 'Arlington', latitude: '32.7357' })
      .where(eq(arenas.id, ids.arena)))).toBe(2);
    expect(await eventsUpdatedBy((tx) => tx.update(eventProducers).set({ name: 'Cowtown Barrels LLC' })
      .where(eq(eventProducers.id, ids.producer)))).toBe(1);
    expect(await eventsUpdatedBy((tx) => tx.update(eventSeries).set({ frequency: 'biweekly' })
      .where(eq(eventSeries.id, ids.series)))).toBe(1);
    expect(await eventsUpdatedBy((tx) => tx.update(arenas).set({ nearbyFuel: 'Buc-ee\'s, 2 miles' }).where(eq(arenas.id, ids.arena)))).toBe(0);
    await t.db.update(arenas).set({ name: 'Will Rogers Memorial Center', city: 'Fort Worth', latitude: '32.7555' })
      .where(eq(arenas.id, ids.arena));
    const [everything, bare] = await expectRowsAsPages();
    expect(bare.arena).toMatchObject({ name: 'Will Rogers Memorial Center', city: 'Fort Worth' });
    expect(everything.series?.frequency).toBe('biweekly');
  });

  it('follows the event itself: its fields, and a producer or series taken away', async () => {
    await t.db.update(events).set({ status: 'postponed', statusReason: 'Rain', gateHours: '6 AM' }).where(eq(events.id, ids.everything));
    await t.db.update(events).set({ status: 'scheduled' }).where(eq(events.id, ids.everything));
    await t.db.delete(eventProducers).where(eq(eventProducers.id, ids.producer));
    await t.db.delete(eventSeries).where(eq(eventSeries.id, ids.series));
    const [everything] = await expectRowsAsPages();
    expect(everything).toMatchObject({ statusReason: 'Rain', gateHours: '6 AM', producer: null, series: null, seriesId: null });
  });
});
