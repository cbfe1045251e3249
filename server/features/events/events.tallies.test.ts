import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDayCounts, eventDivisionDayCounts, events, hiddenContent, type EventDivision } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent } from '../../test/factories';
import { statementsNaming } from '../../test/query-counter';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const divisions = (...names: string[]): EventDivision[] => names.map((name) => ({ name, entryFee: 50, addedMoney: null }));

/** What the triggers keep, read back as plain rows. */
async function keptTallies() {
  const days = await t.db.select().from(eventDayCounts).orderBy(eventDayCounts.day);
  const divisionRows = await t.db.select().from(eventDivisionDayCounts)
    .orderBy(eventDivisionDayCounts.day, eventDivisionDayCounts.nameKey, eventDivisionDayCounts.spelling);
  return {
    days: days.filter((row) => row.liveEvents !== 0),
    divisions: divisionRows.filter((row) => row.entries !== 0),
  };
}

/** The same tallies counted from every event, as the triggers are meant to keep them. */
async function countedTallies() {
  const days = await t.db.execute<{ day: string; liveEvents: number }>(sql`
    select to_char(date at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as "liveEvents" from events
    where deleted_at is null and not exists (select 1 from hidden_content where target_type = 'event' and target_id = events.id)
    group by 1 order by 1`);
  const divisionRows = await t.db.execute<{ day: string; nameKey: string; spelling: string; entries: number }>(sql`
    select to_char(date at time zone 'UTC', 'YYYY-MM-DD') as day, lower(trim(d->>'name')) as "nameKey", trim(d->>'name') as spelling,
      count(*)::int as entries
    from events, jsonb_array_elements(divisions) as d
    where deleted_at is null and status = 'scheduled' and trim(d->>'name') <> ''
      and not exists (select 1 from hidden_content where target_type = 'event' and target_id = events.id)
    group by 1, 2, 3 order by 1, 2, 3`);
  return { days: days.rows, divisions: divisionRows.rows };
}

/** The division options as they were tallied before migration 0036: from every upcoming live scheduled event. */
async function divisionsFromEveryEvent(): Promise<string[]> {
  const { rows } = await t.db.execute<{ name: string }>(sql`
    select mode() within group (order by trim(d->>'name')) as name
    from events, jsonb_array_elements(divisions) as d
    where date >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' and status = 'scheduled'
      and deleted_at is null and trim(d->>'name') <> ''
      and not exists (select 1 from hidden_content where target_type = 'event' and target_id = events.id)
    group by lower(trim(d->>'name'))
    order by count(*) desc, 1
    limit 40`);
  return rows.map((row) => row.name);
}

async function upcomingFromEveryEvent(): Promise<number> {
  const { rows } = await t.db.execute<{ count: number }>(sql`
    select count(*)::int as count from events
    where date >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' and deleted_at is null
      and not exists (select 1 from hidden_content where target_type = 'event' and target_id = events.id)`);
  return rows[0].count;
}

const fresh = (path: string) => t.agent().get(path).set('Cache-Control', 'no-cache').expect(200);

/** The kept tallies match a count of every event, and both answers match what counting every event gives. */
async function expectTalliesHold(step: string) {
  expect(await keptTallies(), step).toEqual(await countedTallies());
  expect((await fresh('/api/events/filters')).body.divisions, step).toEqual(await divisionsFromEveryEvent());
  expect((await fresh('/api/stats')).body.upcomingEventCount, step).toBe(await upcomingFromEveryEvent());
}

describe('the upcoming events tallies (migration 0036)', () => {
  it('follow every way an event comes, goes and changes', async () => {
    const arena = await createArena(t.db);
    const open = await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(3), divisions: divisions('Open 4D', 'Youth 3D') });
    await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(3), divisions: divisions(' open 4d ', 'Open 4D') });
    const later = await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(20), divisions: divisions('Youth 3D', 'Pee Wee') });
    await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(-4), divisions: divisions('Senior 2D', 'Senior 2D', 'Senior 2D') });
    await createEvent(t.db, { arenaId: arena.id, date: daysFromNow(5), status: 'cancelled', divisions: divisions('Poles', 'Poles') });
    await expectTalliesHold('created');
    expect((await fresh('/api/events/filters')).body.divisions.slice(0, 3)).toEqual(['Open 4D', 'Youth 3D', 'Pee Wee']);

    // Several events in one statement.
    await t.db.insert(events).values([5, 6, 7].map((days) => ({
      arenaId: arena.id, name: `Bulk ${days}`, time: '7:00 PM', date: daysFromNow(days), divisions: divisions('Pee Wee', 'Novice'),
    })));
    await expectTalliesHold('bulk insert');
    // Pee Wee 4; Novice and Open 4D 3 each, in name order.
    expect((await fresh('/api/events/filters')).body.divisions.slice(0, 3)).toEqual(['Pee Wee', 'Novice', 'Open 4D']);

    await t.db.update(events).set({ date: daysFromNow(-2) }).where(eq(events.id, later.id));
    await expectTalliesHold('moved to the past');
    await t.db.update(events).set({ date: daysFromNow(9), divisions: divisions('Open 4D', 'Exhibition') }).where(eq(events.id, later.id));
    await expectTalliesHold('moved ahead with new divisions');
    await t.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, open.id));
    await expectTalliesHold('cancelled');
    await t.db.update(events).set({ status: 'scheduled' }).where(eq(events.id, open.id));
    await expectTalliesHold('rescheduled');

    await t.db.insert(hiddenContent).values({ targetType: 'event', targetId: open.id, reason: 'test' });
    await expectTalliesHold('hidden');
    // A hidden event changed meanwhile stays out of the tallies, and comes back as it is now.
    await t.db.update(events).set({ divisions: divisions('Open 4D', 'Open 4D', 'Open 4D') }).where(eq(events.id, open.id));
    await expectTalliesHold('changed while hidden');
    await t.db.delete(hiddenContent).where(eq(hiddenContent.targetId, open.id));
    await expectTalliesHold('restored');

    await t.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, later.id));
    await expectTalliesHold('removed by its rider');
    // Restoring the hidden mark of a removed event does not bring it back.
    await t.db.insert(hiddenContent).values({ targetType: 'event', targetId: later.id, reason: 'test' });
    await t.db.delete(hiddenContent).where(eq(hiddenContent.targetId, later.id));
    await expectTalliesHold('hidden and restored while removed');

    const bulk = await t.db.select({ id: events.id }).from(events).where(sql`${events.name} like 'Bulk %'`);
    await t.db.delete(events).where(inArray(events.id, bulk.map((row) => row.id)));
    await expectTalliesHold('deleted');
  });

  it("follow the event's own hidden flag, the change hiding and restoring make to the event (migration 0056)", async () => {
    const event = await createEvent(t.db, { date: daysFromNow(5), divisions: divisions('Novice 2D') });
    const liveThatDay = async () => (await t.db.execute<{ live: number }>(sql`
      select coalesce((select live_events from event_day_counts
        where day = (select (date at time zone 'UTC')::date from events where id = ${event.id})), 0)::int as live`)).rows[0].live;
    const shown = await liveThatDay();
    await t.db.update(events).set({ hidden: true }).where(eq(events.id, event.id));
    expect(await liveThatDay()).toBe(shown - 1);
    expect((await keptTallies()).divisions).not.toContainEqual(expect.objectContaining({ spelling: 'Novice 2D' }));
    await t.db.update(events).set({ hidden: false }).where(eq(events.id, event.id));
    expect(await liveThatDay()).toBe(shown);
    expect((await keptTallies()).divisions).toContainEqual(expect.objectContaining({ spelling: 'Novice 2D', entries: 1 }));
  });

  it('are not written by a change that moves no tally (the attendance counts)', async () => {
    const event = await createEvent(t.db, { date: daysFromNow(4), divisions: divisions('Open 4D') });
    // A row written again gets a new xmin, even with the same figures.
    const rowVersions = async () => (await t.db.execute<{ xmin: string }>(sql`
      select xmin::text from event_day_counts union all select xmin::text from event_division_day_counts order by 1`)).rows;
    const before = await rowVersions();
    await t.db.update(events).set({ goingCount: 3, interestedCount: 2, updatedAt: new Date() }).where(eq(events.id, event.id));
    expect(await rowVersions()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it('are rebuilt from the events by rebuild_event_tallies() (after a load that skips triggers)', async () => {
    await t.db.execute(sql`delete from event_day_counts`);
    await t.db.execute(sql`update event_division_day_counts set entries = entries + 7`);
    await t.db.execute(sql`select rebuild_event_tallies()`);
    expect(await keptTallies()).toEqual(await countedTallies());
  });

  it('are what the site figures and the division options read, not the events', async () => {
    const stats = await statementsNaming(t.pool, 'events', () => fresh('/api/stats'));
    expect(stats.result.body.upcomingEventCount).toBe(await upcomingFromEveryEvent());
    expect(stats.naming).toBe(0);
    const filters = await statementsNaming(t.pool, 'events', () => fresh('/api/events/filters'));
    expect(filters.result.body.divisions).toEqual(await divisionsFromEveryEvent());
    // The states' statement reads the arenas with an event ahead; the divisions' reads the tallies alone.
    expect(filters.naming).toBe(1);
  });
});
