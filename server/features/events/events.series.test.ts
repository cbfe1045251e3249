import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendance, eventChanges, events, eventSeries, feedItems, type Arena, type User } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, signIn } from '../../test/factories';
import { rowCount } from './events.test-helpers';

let t: TestApp;
let owner: ReturnType<TestApp['agent']>;
let ownerUser: User;
let arena: Arena;
const YEAR = new Date().getUTCFullYear() + 1;
const day = (monthDay: string) => `${YEAR}-${monthDay}`;
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

beforeAll(async () => {
  t = await createTestApp();
  owner = t.agent();
  ownerUser = await signIn(owner, t.db);
  arena = await createArena(t.db, { name: 'Series Arena', timeZone: 'America/Chicago' });
});
afterAll(async () => { await t.close(); });

/** A Tuesday-night jackpot every week from late February into April: it crosses the March DST change. */
async function createWeeklySeries(name: string, until = day('04-07')) {
  const response = await owner.post('/api/events').send({
    name, arenaId: arena.id, date: day('02-24'), time: '7:00 PM', entriesCloseAt: day('02-23T20:00'),
    recurrence: { frequency: 'weekly', until },
  });
  expect(response.status).toBe(201);
  const occurrences = await t.agent().get('/api/events').query({ seriesId: response.body.seriesId, limit: 100 });
  return { first: response.body, occurrences: occurrences.body as { id: string; date: string; entriesCloseAt: string; name: string; status: string; time: string }[] };
}

describe('a series', () => {
  it('creates every occurrence as its own event in one go, at the same clock time across the DST change', async () => {
    const feedBefore = await rowCount(t.db, feedItems);
    const { first, occurrences } = await createWeeklySeries('Tuesday Night Jackpot');
    expect(first.seriesId).toEqual(expect.any(String));
    expect(first.series).toEqual({ frequency: 'weekly', until: day('04-07') });
    expect(occurrences.map((event) => event.date.slice(0, 10))).toEqual(
      [day('02-25'), day('03-04'), day('03-11'), day('03-18'), day('03-25'), day('04-01'), day('04-08')],
    );
    expect(occurrences[0].id).toBe(first.id);
    // 7:00 PM CST is 01:00 UTC; after the second Sunday of March, 7:00 PM CDT is 00:00 UTC.
    expect(occurrences[0].date.slice(11, 16)).toBe('01:00');
    expect(occurrences.at(-1)!.date.slice(11, 16)).toBe('00:00');
    // Each deadline is the evening before its own race, 8:00 PM on the arena's clocks.
    expect(occurrences.at(-1)!.entriesCloseAt).toBe(`${day('04-07')}T01:00:00.000Z`);
    // The feed announces the series once.
    expect(await rowCount(t.db, feedItems)).toBe(feedBefore + 1);
  });

  it('repeats every other week and every month', async () => {
    const biweekly = await owner.post('/api/events').send({
      name: 'Every Other Saturday', arenaId: arena.id, date: day('01-03'), time: '10:00 AM', recurrence: { frequency: 'biweekly', until: day('02-14') },
    });
    const monthly = await owner.post('/api/events').send({
      name: 'Month End Shootout', arenaId: arena.id, date: day('01-31'), time: '10:00 AM', recurrence: { frequency: 'monthly', until: day('04-30') },
    });
    const days = async (seriesId: string) => (await t.agent().get('/api/events').query({ seriesId })).body
      .map((event: { date: string }) => event.date.slice(0, 10));
    expect(await days(biweekly.body.seriesId)).toEqual([day('01-03'), day('01-17'), day('01-31'), day('02-14')]);
    // A month without a 31st takes its last day.
    expect((await days(monthly.body.seriesId))[1]).toMatch(/-02-2[89]$/);
    expect(await days(monthly.body.seriesId)).toHaveLength(4);
  });

  it('edits one occurrence, or this one and every later one', async () => {
    const { occurrences } = await createWeeklySeries('Edit Me Jackpot');
    const third = occurrences[2];
    const one = await owner.patch(`/api/events/${third.id}`).send({ name: 'Edit Me Jackpot (Derby night)' });
    expect(one.status).toBe(200);
    expect(one.body.updatedCount).toBe(1);
    const all = await owner.patch(`/api/events/${occurrences[4].id}`).send({ scope: 'series', time: '6:30 PM', lateFee: 10 });
    expect(all.body.updatedCount).toBe(3);
    const after = (await t.agent().get('/api/events').query({ seriesId: all.body.event.seriesId })).body as typeof occurrences;
    expect(after.map((event) => event.time)).toEqual(['7:00 PM', '7:00 PM', '7:00 PM', '7:00 PM', '6:30 PM', '6:30 PM', '6:30 PM']);
    expect(after[2].name).toBe('Edit Me Jackpot (Derby night)');
    expect(after[4].date.slice(11, 16)).toBe('23:30');
  });

  it('moves this and later occurrences by the same number of days, keeping each deadline with its race', async () => {
    const { occurrences } = await createWeeklySeries('Move Me Jackpot');
    const moved = await owner.patch(`/api/events/${occurrences[5].id}`).send({ scope: 'series', date: day('04-02') });
    expect(moved.body.updatedCount).toBe(2);
    const after = (await t.agent().get('/api/events').query({ seriesId: moved.body.event.seriesId })).body as typeof occurrences;
    expect(after.slice(4).map((event) => event.date.slice(0, 10))).toEqual([day('03-25'), day('04-03'), day('04-10')]);
    expect(after[6].entriesCloseAt).toBe(`${day('04-09')}T01:00:00.000Z`);
  });

  it('cancels one occurrence, leaving the others, and records the change with its reason', async () => {
    const { occurrences } = await createWeeklySeries('Rain Date Jackpot');
    const cancelled = await owner.patch(`/api/events/${occurrences[1].id}`).send({ status: 'cancelled', statusReason: 'Arena flooded' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.event).toMatchObject({ status: 'cancelled', statusReason: 'Arena flooded' });
    const after = (await t.agent().get('/api/events').query({ seriesId: cancelled.body.event.seriesId })).body as typeof occurrences;
    expect(after.map((event) => event.status)).toEqual(['scheduled', 'cancelled', 'scheduled', 'scheduled', 'scheduled', 'scheduled', 'scheduled']);
    const changes = await t.db.select().from(eventChanges).where(eq(eventChanges.eventId, occurrences[1].id));
    expect(changes).toEqual([expect.objectContaining({
      field: 'status', previousValue: 'scheduled', newValue: 'cancelled', reason: 'Arena flooded', changedBy: ownerUser.id,
    })]);
  });

  it('records a postponement to a new day as a date change and a status change', async () => {
    const event = (await owner.post('/api/events').send({ name: 'Postponed Classic', arenaId: arena.id, date: day('05-09'), time: '9:00 AM' })).body;
    const response = await owner.patch(`/api/events/${event.id}`).send({ status: 'postponed', statusReason: 'Storms', date: day('05-16') });
    expect(response.body.event.date).toBe(`${day('05-16')}T14:00:00.000Z`);
    const changes = await t.db.select().from(eventChanges).where(eq(eventChanges.eventId, event.id)).orderBy(asc(eventChanges.field));
    expect(changes.map((change) => [change.field, change.previousValue, change.newValue])).toEqual([
      ['date', `${day('05-09')}T14:00:00.000Z`, `${day('05-16')}T14:00:00.000Z`],
      ['status', 'scheduled', 'postponed'],
    ]);
  });
});

describe('PATCH /api/events/:id', () => {
  it('is 401 signed out, 403 for another rider, 404 for an unknown event, and changes nothing', async () => {
    const event = await createEvent(t.db, { arenaId: arena.id, createdBy: ownerUser.id, name: 'Mine' });
    const other = t.agent();
    await signIn(other, t.db);
    expect((await t.agent().patch(`/api/events/${event.id}`).send({ name: 'Hijacked' })).status).toBe(401);
    expect((await other.patch(`/api/events/${event.id}`).send({ name: 'Hijacked' })).status).toBe(403);
    expect((await owner.patch('/api/events/00000000-0000-4000-8000-000000000000').send({ name: 'Nobody' })).status).toBe(404);
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored.name).toBe('Mine');
  });

  it('moves the deadline with the race, and refuses one after the start, naming the field and writing nothing', async () => {
    const event = (await owner.post('/api/events').send({
      name: 'Deadline Check', arenaId: arena.id, date: day('06-06'), time: '7:00 PM', entriesCloseAt: day('06-05T20:00'),
    })).body;
    const late = await owner.patch(`/api/events/${event.id}`).send({ entriesCloseAt: day('06-06T20:00') });
    expect(late.status).toBe(400);
    expect(paths(late.body)).toEqual(['entriesCloseAt']);
    const ends = await owner.patch(`/api/events/${event.id}`).send({ endDate: day('06-01') });
    expect(paths(ends.body)).toEqual(['endDate']);
    const badStatus = await owner.patch(`/api/events/${event.id}`).send({ status: 'rained_out' });
    expect(paths(badStatus.body)).toEqual(['status']);
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored.date.toISOString()).toBe(event.date);
    expect(await t.db.select().from(eventChanges).where(eq(eventChanges.eventId, event.id))).toEqual([]);

    const moved = await owner.patch(`/api/events/${event.id}`).send({ date: day('06-04') });
    expect(moved.status).toBe(200);
    expect(moved.body.event.entriesCloseAt).toBe(`${day('06-04')}T01:00:00.000Z`);
  });

  it('sets a series back to scheduled, clearing the reason', async () => {
    const event = (await owner.post('/api/events').send({ name: 'On Again', arenaId: arena.id, date: day('06-13'), time: '7:00 PM' })).body;
    await owner.patch(`/api/events/${event.id}`).send({ status: 'cancelled', statusReason: 'Heat' });
    const back = await owner.patch(`/api/events/${event.id}`).send({ status: 'scheduled' });
    expect(back.body.event).toMatchObject({ status: 'scheduled', statusReason: null });
  });
});

describe('attendance', () => {
  it('counts going and interested, shows the viewer\'s own, and clears', async () => {
    const event = await createEvent(t.db, { arenaId: arena.id });
    const rider = t.agent();
    await signIn(rider, t.db);
    expect((await rider.post(`/api/events/${event.id}/attendance`).send({ status: 'interested' })).body)
      .toEqual({ myAttendance: 'interested', goingCount: 0, interestedCount: 1 });
    expect((await rider.post(`/api/events/${event.id}/attendance`).send({ status: 'going' })).body)
      .toEqual({ myAttendance: 'going', goingCount: 1, interestedCount: 0 });
    expect((await rider.get(`/api/events/${event.id}`)).body).toMatchObject({ myAttendance: 'going', goingCount: 1 });
    expect((await t.agent().get(`/api/events/${event.id}`)).body).toMatchObject({ myAttendance: null, goingCount: 1 });
    expect((await rider.delete(`/api/events/${event.id}/attendance`)).body).toEqual({ myAttendance: null, goingCount: 0, interestedCount: 0 });
  });

  it('keeps the counts equal to the answers under concurrent toggles', async () => {
    const event = await createEvent(t.db, { arenaId: arena.id });
    const riders = await Promise.all(Array.from({ length: 8 }, async () => {
      const agent = t.agent();
      await signIn(agent, t.db);
      return agent;
    }));
    const statuses = ['going', 'interested'] as const;
    await Promise.all(riders.flatMap((agent, index) => [0, 1, 2].map(async (round) => {
      if ((index + round) % 3 === 2) return agent.delete(`/api/events/${event.id}/attendance`);
      return agent.post(`/api/events/${event.id}/attendance`).send({ status: statuses[(index + round) % 2] });
    })));
    const rows = await t.db.select().from(eventAttendance).where(eq(eventAttendance.eventId, event.id));
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored.goingCount).toBe(rows.filter((row) => row.status === 'going').length);
    expect(stored.interestedCount).toBe(rows.filter((row) => row.status === 'interested').length);
  });

  it('is 401 signed out, 404 for an unknown event, 400 for an unknown status', async () => {
    const event = await createEvent(t.db, { arenaId: arena.id });
    const rider = t.agent();
    await signIn(rider, t.db);
    expect((await t.agent().post(`/api/events/${event.id}/attendance`).send({ status: 'going' })).status).toBe(401);
    expect((await rider.post('/api/events/00000000-0000-4000-8000-000000000000/attendance').send({ status: 'going' })).status).toBe(404);
    const bad = await rider.post(`/api/events/${event.id}/attendance`).send({ status: 'maybe' });
    expect(paths(bad.body)).toEqual(['status']);
    expect(await t.db.select().from(eventAttendance).where(eq(eventAttendance.eventId, event.id))).toEqual([]);
  });

  it('lists the riders the viewer follows who are going, and nobody for a visitor', async () => {
    const event = await createEvent(t.db, { arenaId: arena.id });
    const viewer = t.agent();
    await signIn(viewer, t.db);
    const friend = t.agent();
    const friendUser = await signIn(friend, t.db);
    const stranger = t.agent();
    await signIn(stranger, t.db);
    expect((await viewer.post('/api/user-follows').send({ followeeId: friendUser.id })).status).toBe(201);
    await friend.post(`/api/events/${event.id}/attendance`).send({ status: 'going' });
    await stranger.post(`/api/events/${event.id}/attendance`).send({ status: 'going' });
    const response = await viewer.get(`/api/events/${event.id}/followed-going`);
    expect(response.body.map((rider: { id: string }) => rider.id)).toEqual([friendUser.id]);
    expect((await t.agent().get(`/api/events/${event.id}/followed-going`)).body).toEqual([]);
  });
});

it('keeps a series whole or not at all: nothing is written when an occurrence is refused', async () => {
  const before = [await rowCount(t.db, events), await rowCount(t.db, eventSeries)];
  const response = await owner.post('/api/events').send({
    name: 'Too Long', arenaId: arena.id, date: day('01-01'), time: '7:00 PM', recurrence: { frequency: 'weekly', until: `${YEAR + 3}-01-01` },
  });
  expect(response.status).toBe(400);
  expect([await rowCount(t.db, events), await rowCount(t.db, eventSeries)]).toEqual(before);
});
