import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedEvents } from '@shared/schema';
import { arenaListQuery, eventListQuery } from '@shared/validation';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createArena, createEvent, createUser } from '../test/factories';
import { listArenas } from '../features/arenas/arenas.repo';
import { listEvents } from '../features/events/events.repo';
import { eventViewerFlags } from '../features/events/events.viewer-flags';
import { bindForLater, PreparedByShape, queryShape, StatementValues } from './prepared';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.close(); });

const DAY_MS = 24 * 60 * 60 * 1000;

describe('statements prepared once per shape', () => {
  it('name a shape by which fields are given and by the values of the structural ones only', () => {
    const structural = ['sort'];
    expect(queryShape({ state: 'TX', sort: 'date', search: undefined }, structural))
      .toBe(queryShape({ state: 'OK', sort: 'date', search: null }, structural));
    expect(queryShape({ state: 'TX', sort: 'date' }, structural)).not.toBe(queryShape({ state: 'TX', sort: 'name' }, structural));
    expect(queryShape({ state: 'TX' }, structural)).not.toBe(queryShape({ state: 'TX', arenaId: 'a' }, structural));
    expect(queryShape({ entriesOpen: true }, structural)).not.toBe(queryShape({ entriesOpen: false }, structural));
    expect(queryShape({ from: '2026-12-01' }, structural)).not.toBe(queryShape({ from: new Date() }, structural));
  });

  it('build a statement given as a function for a new shape only, and refuse a value bound while building it', async () => {
    const statements = new PreparedByShape('built_once_test');
    let builds = 0;
    const run = (value: number) => {
      const values = new StatementValues();
      const placeholder = values.bind(value);
      return statements.run(t.db, 'one', values, () => {
        builds += 1;
        return t.db.select({ value: sql<number>`${placeholder}::int` }).from(sql`(select 1) as one`);
      });
    };
    expect(await run(1)).toEqual([{ value: 1 }]);
    expect(await run(2)).toEqual([{ value: 2 }]);
    expect(builds).toBe(1);
    const late = new StatementValues();
    expect(() => statements.run(t.db, 'two', late, () => t.db.select({ value: sql<number>`${late.bind(3)}::int` })
      .from(sql`(select 1) as one`))).toThrow(/bound while building/);
    // Refused while building only: the same values bind as before afterwards.
    expect(late.bind(4)).toBeTruthy();
  });

  it('bind a part\'s value when it is made and build the part only when it is asked for', () => {
    const values = new StatementValues();
    let builds = 0;
    const part = bindForLater(values.bind, 7, (bound) => {
      builds += 1;
      return sql`${bound}::int`;
    });
    expect(values.values).toEqual({ p0: 7 });
    expect(builds).toBe(0);
    // Built with the statement, it binds nothing more.
    expect(values.buildWithoutBinding(part)).toBeTruthy();
    expect(builds).toBe(1);
    expect(values.values).toEqual({ p0: 7 });
  });

  it('answer each arenas request with its own values: centre and cells, radius, footing, page', async () => {
    const billings = await createArena(t.db, {
      name: 'Billings Arena', state: 'MT', latitude: '45.7833000', longitude: '-108.5007000', footingCondition: 'good',
    });
    const laurel = await createArena(t.db, {
      name: 'Laurel Arena', state: 'MT', latitude: '45.6691000', longitude: '-108.7715000', footingCondition: 'poor',
    });
    const cheyenne = await createArena(t.db, {
      name: 'Cheyenne Arena', state: 'WY', latitude: '41.1400000', longitude: '-104.8202000', footingCondition: 'good',
    });
    const near = async (latitude: string, longitude: string, radiusMiles: string, more: Record<string, string> = {}) => {
      const page = await listArenas(t.db, arenaListQuery.parse({
        latitude, longitude, radiusMiles, sort: 'rating', limit: '10', offset: '0', ...more,
      }));
      return { ids: page.rows.map((row) => row.id), total: page.total };
    };
    // Rated alike (none is), so in name order: read cell by cell, each centre with its own cells.
    expect((await near('45.7833', '-108.5007', '30')).ids).toEqual([billings.id, laurel.id]);
    expect((await near('41.14', '-104.8202', '30')).ids).toEqual([cheyenne.id]);
    expect((await near('45.7833', '-108.5007', '400')).ids).toEqual([billings.id, cheyenne.id, laurel.id]);
    expect((await near('45.7833', '-108.5007', '30', { footing: 'poor' })).ids).toEqual([laurel.id]);
    expect((await near('45.7833', '-108.5007', '30', { footing: 'good' })).ids).toEqual([billings.id]);
    expect((await near('45.6691', '-108.7715', '30', { sort: 'distance' })).ids).toEqual([laurel.id, billings.id]);
    expect((await near('45.7833', '-108.5007', '30', { sort: 'distance' })).ids).toEqual([billings.id, laurel.id]);
    expect(await near('45.7833', '-108.5007', '30', { limit: '1', offset: '1' })).toEqual({ ids: [laurel.id], total: 2 });
    expect(await near('41.14', '-104.8202', '30', { limit: '1', offset: '5' })).toEqual({ ids: [], total: 1 });
  });

  it('answer each request with its own values: centre, radius, state, day, viewer, page', async () => {
    const fortWorth = await createArena(t.db, { state: 'TX', latitude: '32.7555000', longitude: '-97.3308000' });
    const guthrie = await createArena(t.db, { city: 'Guthrie', state: 'OK', latitude: '35.8789000', longitude: '-97.4253000' });
    const texasEvent = await createEvent(t.db, { arenaId: fortWorth.id, date: new Date(Date.now() + 3 * DAY_MS) });
    const laterTexasEvent = await createEvent(t.db, { arenaId: fortWorth.id, date: new Date(Date.now() + 5 * DAY_MS) });
    const oklahomaEvent = await createEvent(t.db, { arenaId: guthrie.id, date: new Date(Date.now() + 4 * DAY_MS) });
    const rider = await createUser(t.db);
    await t.db.insert(savedEvents).values({ userId: rider.id, eventId: oklahomaEvent.id });

    const list = async (query: Record<string, string>, viewerId: string | null = null) => {
      const page = await listEvents(t.db, eventListQuery.parse({ sort: 'date', limit: '10', offset: '0', ...query }));
      const { total } = page;
      const flags = viewerId ? (await eventViewerFlags(t.db, page.rows, viewerId)).flags : [];
      const rows = page.rows.map((row, index) => ({ ...row, ...flags[index] }));
      return { ids: rows.map((row) => row.id), total, saved: rows.filter((row) => row.isSaved).map((row) => row.id) };
    };

    // One shape, run again and again with other values: none of the first request's values sticks.
    const near = (lat: string, lng: string, radiusMiles: string) => list({ latitude: lat, longitude: lng, radiusMiles });
    expect((await near('32.7555', '-97.3308', '50')).ids).toEqual([texasEvent.id, laterTexasEvent.id]);
    expect((await near('35.8789', '-97.4253', '50')).ids).toEqual([oklahomaEvent.id]);
    expect((await near('32.7555', '-97.3308', '300')).ids).toEqual([texasEvent.id, oklahomaEvent.id, laterTexasEvent.id]);

    expect((await list({ state: 'TX' })).ids).toEqual([texasEvent.id, laterTexasEvent.id]);
    expect((await list({ state: 'OK' })).ids).toEqual([oklahomaEvent.id]);

    const from = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    expect((await list({ state: 'TX', from: from(4) })).ids).toEqual([laterTexasEvent.id]);
    expect((await list({ state: 'TX', from: from(1) })).ids).toEqual([texasEvent.id, laterTexasEvent.id]);

    expect((await list({ state: 'OK' }, rider.id)).saved).toEqual([oklahomaEvent.id]);
    expect((await list({ state: 'OK' }, null)).saved).toEqual([]);
    expect((await list({ state: 'OK' }, (await createUser(t.db)).id)).saved).toEqual([]);
    // Signed in, the flags come with the page's statement: each run with its own rider.
    const otherRider = await createUser(t.db);
    const savedSignedIn = async (viewerId: string) => (await listEvents(t.db, eventListQuery.parse({
      state: 'OK', sort: 'date', limit: '10', offset: '0',
    }), viewerId)).rows.filter((row) => row.isSaved).map((row) => row.id);
    expect(await savedSignedIn(rider.id)).toEqual([oklahomaEvent.id]);
    expect(await savedSignedIn(otherRider.id)).toEqual([]);
    expect(await savedSignedIn(rider.id)).toEqual([oklahomaEvent.id]);

    expect(await list({ state: 'TX', limit: '1', offset: '1' })).toMatchObject({ ids: [laterTexasEvent.id], total: 2 });
    expect(await list({ state: 'TX', limit: '1', offset: '0' })).toMatchObject({ ids: [texasEvent.id], total: 2 });
    // Past the end: the count statement, with this request's state.
    expect(await list({ state: 'OK', limit: '1', offset: '5' })).toMatchObject({ ids: [], total: 1 });
    expect(await list({ state: 'TX', limit: '1', offset: '5' })).toMatchObject({ ids: [], total: 2 });
  });
});
