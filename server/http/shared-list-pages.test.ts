import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas as arenasTable, arenaFollows, events as eventsTable, savedEvents } from '@shared/schema';
import type { Queryable } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { createArena, createEvent, createProducer, signedInRider } from '../test/factories';
import { statementsNaming, trackQueries, whileLocked } from '../test/query-counter';

// A signed-in rider's events and arenas lists: the page every viewer shares is kept while the data version holds,
// and the rider's own flags are read for its rows whenever their flags version changed.

let t: TestApp;
let arenaId: string;
let otherArenaId: string;
let producerId: string;
let eventIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  producerId = (await createProducer(t.db, { name: 'Shared Page Producer' })).id;
  arenaId = (await createArena(t.db, { name: 'Shared Page Arena', state: 'WY' })).id;
  otherArenaId = (await createArena(t.db, { name: 'Shared Page Other Arena', state: 'WY' })).id;
  eventIds = [];
  for (const [index, arena] of [arenaId, arenaId, otherArenaId].entries()) {
    const event = await createEvent(t.db, {
      arenaId: arena, producerId: index === 2 ? producerId : null, date: new Date(Date.now() + (index + 2) * 86_400_000),
    });
    eventIds.push(event.id);
  }
});
afterAll(async () => { await t.close(); });

const eventsPath = () => `/api/events?state=WY&sort=date&limit=10`;
const arenasPath = '/api/arenas?state=WY&limit=10';

interface EventFlags {
  id: string; isSaved: boolean; savedEventId: string | null; isFromFollowedArena: boolean;
  isFromFollowedProducer: boolean; myAttendance: string | null;
}
interface ArenaFlags { id: string; isLiked: boolean; arenaLikeId: string | null; isFollowing: boolean; arenaFollowId: string | null }

/** The response, and which tables its statements read ("events", "arenas": the shared page was built). */
async function traced(send: () => PromiseLike<request.Response>) {
  const tracker = trackQueries(t.pool);
  try {
    const response = await send();
    expect(response.status).toBe(200);
    const built = (table: string) => tracker.statements.some((text) => text.includes(`from "${table}"`) || text.includes(`join "${table}"`));
    return { response, builtEvents: built('events'), builtArenas: built('arenas'), statements: tracker.statements };
  } finally {
    tracker.stop();
  }
}

const byId = <Row extends { id: string }>(rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

describe('shared list pages with the viewer\'s flags', () => {
  it('answer a signed-in rider from the kept page, with their saves, follows and attendance as they change', async () => {
    const { agent } = await signedInRider(t);
    await agent.get(eventsPath());

    const before = await traced(() => agent.get(eventsPath()));
    expect(before.builtEvents).toBe(false);
    expect((before.response.body as EventFlags[]).every((event) => !event.isSaved && event.myAttendance === null)).toBe(true);

    // Saves and follows touch none of the shared page's tables, so the page stays kept while the flags change.
    const saved = await agent.post('/api/saved-events').send({ eventId: eventIds[0] });
    expect(saved.status).toBe(201);
    expect((await agent.post('/api/arena-follows').send({ arenaId })).status).toBe(201);
    expect((await agent.post('/api/event-producer-follows').send({ producerId })).status).toBe(201);

    const after = await traced(() => agent.get(eventsPath()));
    expect(after.builtEvents).toBe(false);
    const events = byId(after.response.body as EventFlags[]);
    expect(events.get(eventIds[0])).toMatchObject({
      isSaved: true, savedEventId: saved.body.id, isFromFollowedArena: true, isFromFollowedProducer: false, myAttendance: null,
    });
    expect(events.get(eventIds[1])).toMatchObject({ isSaved: false, savedEventId: null, isFromFollowedArena: true });
    expect(events.get(eventIds[2])).toMatchObject({ isSaved: false, isFromFollowedArena: false, isFromFollowedProducer: true });

    // Going changes the event's count, which everyone sees: the shared page is built again, with the new count.
    expect((await agent.post(`/api/events/${eventIds[1]}/attendance`).send({ status: 'going' })).status).toBe(200);
    const going = await traced(() => agent.get(eventsPath()));
    expect(going.builtEvents).toBe(true);
    expect(byId(going.response.body as (EventFlags & { goingCount: number })[]).get(eventIds[1]))
      .toMatchObject({ myAttendance: 'going', goingCount: 1 });

    expect((await agent.delete(`/api/saved-events/${saved.body.id}`)).status).toBe(204);
    expect(byId((await agent.get(eventsPath())).body as EventFlags[]).get(eventIds[0])).toMatchObject({ isSaved: false, savedEventId: null });
  });

  it('keep a rider\'s answer over the kept page until their flags change, through this server or another', async () => {
    const { agent, user } = await signedInRider(t);
    const other = await signedInRider(t);
    await agent.get(eventsPath());
    const readsFlags = (statements: string[]) => statements.some((text) => text.includes('"saved_events"'));
    const kept = await traced(() => agent.get(eventsPath()));
    expect(kept.builtEvents).toBe(false);
    expect(readsFlags(kept.statements)).toBe(false);
    expect(kept.statements).toHaveLength(2); // the session with the rider, and the data version

    // Written straight to the database, as another server would: the session read brings the rider's new version.
    const [save] = await t.db.insert(savedEvents).values({ userId: user.id, eventId: eventIds[1] }).returning();
    const afterSave = await traced(() => agent.get(eventsPath()));
    expect(readsFlags(afterSave.statements)).toBe(true);
    expect(byId(afterSave.response.body as EventFlags[]).get(eventIds[1])).toMatchObject({ isSaved: true, savedEventId: save.id });
    expect(afterSave.response.headers.etag).not.toBe(kept.response.headers.etag);
    expect(readsFlags((await traced(() => agent.get(eventsPath()))).statements)).toBe(false);

    await t.db.insert(arenaFollows).values({ userId: user.id, arenaId: otherArenaId });
    expect(byId((await agent.get(eventsPath())).body as EventFlags[]).get(eventIds[2])).toMatchObject({ isFromFollowedArena: true });
    // A change to another rider's rows leaves this rider's answer kept.
    await other.agent.post('/api/saved-events').send({ eventId: eventIds[0] }).expect(201);
    expect(readsFlags((await traced(() => agent.get(eventsPath()))).statements)).toBe(false);

    await t.db.delete(savedEvents).where(eq(savedEvents.id, save.id));
    const afterDelete = await agent.get(eventsPath());
    expect(byId(afterDelete.body as EventFlags[]).get(eventIds[1])).toMatchObject({ isSaved: false, savedEventId: null });
    expect(afterDelete.headers.etag).not.toBe(afterSave.response.headers.etag);
  });

  it('give each rider their own flags on one kept page, and leave the page a visitor gets without any', async () => {
    const first = await signedInRider(t);
    const second = await signedInRider(t);
    const saved = await first.agent.post('/api/saved-events').send({ eventId: eventIds[2] });
    expect(saved.status).toBe(201);

    const firstSees = byId((await first.agent.get(eventsPath())).body as EventFlags[]);
    const secondSees = await traced(() => second.agent.get(eventsPath()));
    const visitorSees = await traced(() => request(t.app).get(eventsPath()));
    expect(secondSees.builtEvents).toBe(false);
    expect(visitorSees.builtEvents).toBe(false);

    expect(firstSees.get(eventIds[2])).toMatchObject({ isSaved: true, savedEventId: saved.body.id });
    expect(byId(secondSees.response.body as EventFlags[]).get(eventIds[2])).toMatchObject({ isSaved: false, savedEventId: null });
    for (const event of visitorSees.response.body as EventFlags[]) {
      expect(event).toMatchObject({ isSaved: false, savedEventId: null, isFromFollowedArena: false, isFromFollowedProducer: false, myAttendance: null });
    }
    // The same shared rows, in the same order and with the same fields, for all three.
    const withoutFlags = ({ isSaved: _s, savedEventId: _i, isFromFollowedArena: _a, isFromFollowedProducer: _p, myAttendance: _m, ...row }: EventFlags) => row;
    expect((secondSees.response.body as EventFlags[]).map(withoutFlags)).toEqual((visitorSees.response.body as EventFlags[]).map(withoutFlags));
    expect(Object.keys(secondSees.response.body[0]).sort()).toEqual(Object.keys(visitorSees.response.body[0]).sort());
    const ids = (rows: EventFlags[]) => rows.map((row) => row.id);
    expect(ids(secondSees.response.body)).toEqual([...firstSees.keys()]);
    expect(ids(visitorSees.response.body)).toEqual([...firstSees.keys()]);
    expect(visitorSees.response.headers['x-total-count']).toBe('3');
  });

  it('show a rider their arena likes and follows on the kept arenas page', async () => {
    const { agent } = await signedInRider(t);
    await agent.get(arenasPath);
    const liked = await agent.post('/api/arena-likes').send({ arenaId: otherArenaId });
    const followed = await agent.post('/api/arena-follows').send({ arenaId });
    expect([liked.status, followed.status]).toEqual([201, 201]);

    const after = await traced(() => agent.get(arenasPath));
    const arenas = byId(after.response.body as ArenaFlags[]);
    expect(arenas.get(otherArenaId)).toMatchObject({ isLiked: true, arenaLikeId: liked.body.id, isFollowing: false, arenaFollowId: null });
    expect(arenas.get(arenaId)).toMatchObject({ isLiked: false, arenaLikeId: null, isFollowing: true, arenaFollowId: followed.body.id });
    // A like changes the arena's like count, which every viewer sees: that page was built again, once.
    expect(after.builtArenas).toBe(true);
    expect((after.response.body as { id: string; likeCount: number }[]).find((arena) => arena.id === otherArenaId)?.likeCount).toBe(1);
    expect((await traced(() => agent.get(arenasPath))).builtArenas).toBe(false);

    const visitor = (await request(t.app).get(arenasPath)).body as ArenaFlags[];
    expect(visitor.every((arena) => !arena.isLiked && !arena.isFollowing && arena.arenaLikeId === null)).toBe(true);
  });

  it('send a visitor the kept page with the ETag of its body, and 304 to a browser that already has it', async () => {
    const first = await request(t.app).get(eventsPath());
    const again = await traced(() => request(t.app).get(eventsPath()));
    expect(again.builtEvents).toBe(false);
    expect(again.response.headers.etag).toBeTruthy();
    expect(again.response.headers.etag).toBe(first.headers.etag);
    const rebuilt = await request(t.app).get(eventsPath()).set('Cache-Control', 'no-cache');
    expect(rebuilt.headers.etag).toBe(first.headers.etag); // the same body hashes to the same tag
    expect((await request(t.app).get(eventsPath()).set('If-None-Match', first.headers.etag)).status).toBe(304);
  });

  it('tag a signed-in rider\'s page by its rows and their flags: 304 while both hold, a new tag once a flag changes', async () => {
    const { agent } = await signedInRider(t);
    const first = await agent.get(eventsPath());
    const kept = await traced(() => agent.get(eventsPath()));
    expect(kept.builtEvents).toBe(false);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(kept.response.headers.etag).toBe(first.headers.etag);
    // Built afresh, the same body carries the same tag.
    expect((await agent.get(eventsPath()).set('Cache-Control', 'no-cache')).headers.etag).toBe(first.headers.etag);
    expect((await agent.get(eventsPath()).set('If-None-Match', first.headers.etag)).status).toBe(304);

    await agent.post('/api/saved-events').send({ eventId: eventIds[0] }).expect(201);
    const afterSave = await agent.get(eventsPath()).set('If-None-Match', first.headers.etag);
    expect(afterSave.status).toBe(200);
    expect(afterSave.headers.etag).not.toBe(first.headers.etag);
    expect(byId(afterSave.body as EventFlags[]).get(eventIds[0])).toMatchObject({ isSaved: true });
    // Another rider with no saves gets the first tag's body: the tag names the body, not the rider.
    const other = await signedInRider(t);
    expect((await other.agent.get(eventsPath())).headers.etag).toBe(first.headers.etag);
  });

  it('build a signed-in rider\'s page afresh with their flags read with its rows: the body and tag of the kept page', async () => {
    const { agent } = await signedInRider(t);
    const saved = await agent.post('/api/saved-events').send({ eventId: eventIds[2] }).expect(201);
    await agent.post(`/api/events/${eventIds[0]}/attendance`).send({ status: 'interested' }).expect(200);
    await agent.post('/api/event-producer-follows').send({ producerId }).expect(201);
    await agent.post('/api/arena-follows').send({ arenaId: otherArenaId }).expect(201);
    const liked = await agent.post('/api/arena-likes').send({ arenaId }).expect(201);

    for (const path of [eventsPath(), arenasPath]) {
      const kept = await agent.get(path);
      const fresh = await traced(() => agent.get(path).set('Cache-Control', 'no-cache'));
      // The session, then (a state filter is planned for its value) the page's ids and count, and its rows with the
      // rider's flags.
      expect(fresh.statements).toHaveLength(3);
      expect(fresh.statements[2]).toMatch(/"saved_events"|"arena_likes"/);
      expect(fresh.response.text).toBe(kept.text);
      expect(fresh.response.headers.etag).toBe(kept.headers.etag);
      expect(fresh.response.headers['x-total-count']).toBe(kept.headers['x-total-count']);
    }
    const events = byId((await agent.get(eventsPath()).set('Cache-Control', 'no-cache')).body as EventFlags[]);
    expect(events.get(eventIds[0])).toMatchObject({
      isSaved: false, savedEventId: null, isFromFollowedArena: false, isFromFollowedProducer: false, myAttendance: 'interested',
    });
    expect(events.get(eventIds[2])).toMatchObject({
      isSaved: true, savedEventId: saved.body.id, isFromFollowedArena: true, isFromFollowedProducer: true, myAttendance: null,
    });
    const arenas = byId((await agent.get(arenasPath).set('Cache-Control', 'no-cache')).body as ArenaFlags[]);
    expect(arenas.get(arenaId)).toMatchObject({ isLiked: true, arenaLikeId: liked.body.id, isFollowing: false, arenaFollowId: null });
    expect(arenas.get(otherArenaId)).toMatchObject({ isLiked: false, arenaLikeId: null, isFollowing: true });
    // Another rider's page built afresh carries none of them.
    const other = await signedInRider(t);
    const theirs = (await other.agent.get(eventsPath()).set('Cache-Control', 'no-cache')).body as EventFlags[];
    expect(theirs.every((event) => !event.isSaved && !event.isFromFollowedArena && event.myAttendance === null)).toBe(true);
  });

  it('count a list\'s matches on a page built afresh only when the data changed since it was last counted', async () => {
    const { agent } = await signedInRider(t);
    // Rows written without moving the data version (the bump is marked done): a count PostgreSQL ran would see them.
    const addUnversioned = (write: (tx: Queryable) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('cloverleaf.data_version_bumped', 'yes', true)`);
        await write(tx);
      });
    const totalOf = async (path: string) => Number((await agent.get(path).set('Cache-Control', 'no-cache')).headers['x-total-count']);
    // Montana: this test's own rows.
    const firstEvent = '/api/events?state=MT&sort=date&limit=1';
    const firstArena = '/api/arenas?state=MT&limit=1';
    const montana = (await createArena(t.db, { name: 'Count Arena', state: 'MT' })).id;
    await createArena(t.db, { name: 'Count Arena Two', state: 'MT' });
    for (const days of [3, 4]) await createEvent(t.db, { arenaId: montana, date: new Date(Date.now() + days * 86_400_000) });
    expect([await totalOf(firstEvent), await totalOf(firstArena)]).toEqual([2, 2]);

    await addUnversioned((tx) => tx.insert(eventsTable).values({
      arenaId: montana, name: 'Unversioned Event', time: '7:00 PM', date: new Date(Date.now() + 20 * 86_400_000),
    }));
    await addUnversioned((tx) => tx.insert(arenasTable).values({ name: 'Unversioned Arena', city: 'Billings', state: 'MT' }));
    expect([await totalOf(firstEvent), await totalOf(firstArena)]).toEqual([2, 2]);

    await createArena(t.db, { name: 'Versioned Arena', state: 'MT' });
    expect([await totalOf(firstEvent), await totalOf(firstArena)]).toEqual([3, 4]);
  });

  it('build the page afresh on Cache-Control: no-cache, flags included, and after a change to a shared table', async () => {
    const { agent } = await signedInRider(t);
    const saved = await agent.post('/api/saved-events').send({ eventId: eventIds[1] });
    await agent.get(eventsPath());
    const revalidated = await traced(() => agent.get(eventsPath()).set('Cache-Control', 'no-cache'));
    expect(revalidated.builtEvents).toBe(true);
    // The rider's session, then the page's ids and count (a state filter is planned for its value), then its rows
    // with the rider's flags.
    expect(revalidated.statements).toHaveLength(3);
    expect(revalidated.statements[0]).toContain('from "sessions"');
    expect(revalidated.statements[2]).toContain('"saved_events"');
    expect(byId(revalidated.response.body as EventFlags[]).get(eventIds[1])).toMatchObject({ isSaved: true, savedEventId: saved.body.id });

    const added = await createEvent(t.db, { arenaId: otherArenaId, date: new Date(Date.now() + 9 * 86_400_000) });
    const changed = await traced(() => agent.get(eventsPath()));
    expect(changed.builtEvents).toBe(true);
    expect((changed.response.body as EventFlags[]).map((event) => event.id)).toContain(added.id);
    expect(changed.response.headers['x-total-count']).toBe('4');
  });
});

describe('viewers who miss the kept page together', () => {
  it('wait for one build of it and get its rows, the newest change included', async () => {
    await createEvent(t.db, { arenaId, date: new Date(Date.now() + 9 * 86_400_000) });
    const alone = await statementsNaming(t.pool, 'events', () => request(t.app).get(eventsPath()));
    expect(alone.naming).toBeGreaterThan(0);

    const added = await createEvent(t.db, { arenaId, date: new Date(Date.now() + 86_400_000) });
    const { agent } = await signedInRider(t);
    // The build waits on the lock until every viewer, visitors and a signed-in rider, has arrived and missed.
    const together = await statementsNaming(t.pool, 'events', () => whileLocked(t.pool, 'events', () => Promise.all([
      ...Array.from({ length: 6 }, () => request(t.app).get(eventsPath())), agent.get(eventsPath()),
    ])));
    expect(together.result.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // One build of the shared page (the rider's flags are read for its rows apart, from their own tables).
    expect(together.naming).toBe(alone.naming);
    for (const response of together.result) expect(response.body[0].id).toBe(added.id);
  });
});
