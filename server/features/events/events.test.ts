import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMiles, roundToTenth } from '@shared/geo';
import type { Arena, Event, EventProducer, User } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { trackQueries } from '../../test/query-counter';
import { startOfTodayUtc } from './events.repo';
import { createEvent, createHotel, createProducer, createUser, signIn } from '../../test/factories';
import {
  createArenaAt, daysFromNow, followArena, followProducer, linkHotelToEvent, PLACES, placeColumns, saveEvent,
} from './events.test-helpers';

let t: TestApp;
let fortWorth: Arena;
let stephenville: Arena;
let guthrie: Arena;
let producer: EventProducer;
let cowtown: Event;
let futurity: Event;
let lazyE: Event;
let pastRace: Event;

const FW = PLACES.fortWorth;
const names = (body: { name: string }[]) => body.map((event) => event.name);

beforeAll(async () => {
  t = await createTestApp();
  fortWorth = await createArenaAt(t.db, FW, {
    name: 'Cowtown Coliseum', arenaType: 'indoor', footingCondition: 'good', address: '121 E Exchange Ave', zipCode: '76164',
  });
  stephenville = await createArenaAt(t.db, PLACES.stephenville, { name: 'Lone Star Arena', arenaType: 'outdoor' });
  guthrie = await createArenaAt(t.db, PLACES.guthrie, { name: 'Lazy E Arena', arenaType: 'covered' });
  const santaFe = await createArenaAt(t.db, PLACES.abilene, { name: 'Past Only Arena', state: 'NM' });
  producer = await createProducer(t.db, { name: 'Cowtown Productions' });
  cowtown = await createEvent(t.db, {
    name: 'Cowtown Classic', arenaId: fortWorth.id, date: daysFromNow(3), patternSize: 'large', producerId: producer.id,
  });
  futurity = await createEvent(t.db, { name: 'Battle of the Buckles', arenaId: stephenville.id, date: daysFromNow(10), patternSize: 'small' });
  lazyE = await createEvent(t.db, { name: 'Lazy E Open', arenaId: guthrie.id, date: daysFromNow(5), patternSize: 'medium' });
  pastRace = await createEvent(t.db, { name: 'Winter Warmup', arenaId: fortWorth.id, date: daysFromNow(-10) });
  await createEvent(t.db, { name: 'Last Year Finals', arenaId: santaFe.id, date: daysFromNow(-40) });
});
afterAll(async () => { await t.close(); });

describe('GET /api/events', () => {
  it('lists upcoming events by date with arena, producer and total, never past ones by default', async () => {
    const response = await t.agent().get('/api/events');
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Cowtown Classic', 'Lazy E Open', 'Battle of the Buckles']);
    expect(response.headers['x-total-count']).toBe('3');
    const [first] = response.body;
    expect(first).toMatchObject({
      id: cowtown.id, arenaId: fortWorth.id, producerId: producer.id, time: '7:00 PM', patternSize: 'large',
      date: cowtown.date.toISOString(), createdAt: cowtown.createdAt.toISOString(),
      arena: {
        id: fortWorth.id, name: 'Cowtown Coliseum', city: 'Fort Worth', state: 'TX', footingCondition: 'good',
        latitude: '32.7555000', longitude: '-97.3308000',
      },
      producer: { id: producer.id, name: 'Cowtown Productions' },
      distance: null, isSaved: false, savedEventId: null, isFromFollowedArena: false, isFromFollowedProducer: false,
    });
    expect(first).not.toHaveProperty('total');
    expect(response.body[1].producer).toBeNull();
  });

  it('keeps only events within the radius of the arena, with distances matching the great-circle formula', async () => {
    const response = await t.agent().get('/api/events')
      .query({ latitude: FW.lat, longitude: FW.lng, radiusMiles: 100 });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Cowtown Classic', 'Battle of the Buckles']);
    const toStephenville = greatCircleMiles(FW, PLACES.stephenville);
    expect(toStephenville).toBeGreaterThan(55);
    expect(toStephenville).toBeLessThan(65);
    expect(response.body[0].distance).toBe(0);
    expect(response.body[1].distance).toBeCloseTo(roundToTenth(toStephenville), 1);

    const wide = await t.agent().get('/api/events').query({ latitude: FW.lat, longitude: FW.lng, radiusMiles: 300 });
    const toGuthrie = greatCircleMiles(FW, PLACES.guthrie);
    expect(toGuthrie).toBeGreaterThan(205);
    expect(toGuthrie).toBeLessThan(225);
    expect(names(wide.body)).toEqual(['Cowtown Classic', 'Lazy E Open', 'Battle of the Buckles']);
    expect(wide.body[1].distance).toBeCloseTo(roundToTenth(toGuthrie), 1);
  });

  it('uses a 50 mile radius when a location comes without one', async () => {
    const response = await t.agent().get('/api/events').query({ latitude: FW.lat, longitude: FW.lng });
    expect(names(response.body)).toEqual(['Cowtown Classic']);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('searches event name, arena name, city and state case-insensitively', async () => {
    const search = async (text: string) => names((await t.agent().get('/api/events').query({ search: text })).body);
    expect(await search('STEPHENVILLE')).toEqual(['Battle of the Buckles']);
    expect(await search('lone star')).toEqual(['Battle of the Buckles']);
    expect(await search('classic')).toEqual(['Cowtown Classic']);
    expect(await search('ok')).toEqual(['Lazy E Open']);
    expect(await search('100%_')).toEqual([]);
    // As riders type a place into the home search.
    expect(await search('stephenville, tx')).toEqual(['Battle of the Buckles']);
    expect(await search('Stephenville TX')).toEqual(['Battle of the Buckles']);
  });

  it('filters by arena state, arena type, pattern size, arena and producer', async () => {
    const list = async (query: Record<string, string>) => names((await t.agent().get('/api/events').query(query)).body);
    expect(await list({ state: 'OK' })).toEqual(['Lazy E Open']);
    expect(await list({ state: 'tx' })).toEqual(['Cowtown Classic', 'Battle of the Buckles']);
    expect(await list({ state: 'all' })).toHaveLength(3);
    expect(await list({ arenaType: 'covered' })).toEqual(['Lazy E Open']);
    expect(await list({ arenaType: 'all', patternSize: 'small' })).toEqual(['Battle of the Buckles']);
    expect(await list({ arenaId: fortWorth.id })).toEqual(['Cowtown Classic']);
    expect(await list({ producerId: producer.id })).toEqual(['Cowtown Classic']);
  });

  it('takes a date range instead of the upcoming default', async () => {
    const list = async (query: Record<string, string>) => names((await t.agent().get('/api/events').query(query)).body);
    expect(await list({ from: daysFromNow(-20).toISOString(), to: daysFromNow(0).toISOString() })).toEqual(['Winter Warmup']);
    expect(await list({ from: daysFromNow(-60).toISOString() })).toEqual([
      'Last Year Finals', 'Winter Warmup', 'Cowtown Classic', 'Lazy E Open', 'Battle of the Buckles',
    ]);
    // A bare day as `to` includes the whole of that day at the event's arena (test arenas are in US Central).
    const day = format(lazyE.date, 'yyyy-MM-dd', { in: tz('America/Chicago') });
    expect(await list({ to: day })).toEqual(['Cowtown Classic', 'Lazy E Open']);
  });

  it('sorts by name', async () => {
    const response = await t.agent().get('/api/events').query({ sort: 'name' });
    expect(names(response.body)).toEqual(['Battle of the Buckles', 'Cowtown Classic', 'Lazy E Open']);
  });

  it('pages with limit and offset, the total staying in X-Total-Count', async () => {
    const page = await t.agent().get('/api/events').query({ limit: 1, offset: 1 });
    expect(names(page.body)).toEqual(['Lazy E Open']);
    expect(page.headers['x-total-count']).toBe('3');
    const pastTheEnd = await t.agent().get('/api/events').query({ offset: 10 });
    expect(pastTheEnd.body).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('3');
  });

  it('refuses invalid filters with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ limit: 0 }, 'limit'], [{ sort: 'price' }, 'sort'], [{ patternSize: 'huge' }, 'patternSize'],
      [{ latitude: 32 }, 'longitude'], [{ arenaId: 'not-a-uuid' }, 'arenaId'],
    ] as const) {
      const response = await t.agent().get('/api/events').query(query);
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    }
  });

  describe('for a signed-in viewer', () => {
    let agent: ReturnType<TestApp['agent']>;
    let viewer: User;
    let savedEventId: string;

    beforeAll(async () => {
      agent = t.agent();
      viewer = await signIn(agent, t.db);
      savedEventId = (await saveEvent(t.db, viewer.id, futurity.id)).id;
      await followArena(t.db, viewer.id, guthrie.id);
      await followProducer(t.db, viewer.id, producer.id);
      // Someone else's saves and follows never show up as the viewer's.
      const other = await createUser(t.db);
      await saveEvent(t.db, other.id, cowtown.id);
      await followArena(t.db, other.id, fortWorth.id);
    });

    it('flags saved events, followed arenas and followed producers', async () => {
      const response = await agent.get('/api/events');
      const byName = Object.fromEntries(response.body.map((event: { name: string }) => [event.name, event]));
      expect(byName['Battle of the Buckles']).toMatchObject({
        isSaved: true, savedEventId, isFromFollowedArena: false, isFromFollowedProducer: false,
      });
      expect(byName['Lazy E Open']).toMatchObject({
        isSaved: false, savedEventId: null, isFromFollowedArena: true, isFromFollowedProducer: false,
      });
      expect(byName['Cowtown Classic']).toMatchObject({
        isSaved: false, savedEventId: null, isFromFollowedArena: false, isFromFollowedProducer: true,
      });
      expect(response.headers['x-total-count']).toBe('3');
    });

    it('ignores a userId in the query: the session decides', async () => {
      const visitor = await t.agent().get('/api/events').query({ userId: viewer.id });
      expect(visitor.body.every((event: { isSaved: boolean; isFromFollowedArena: boolean }) =>
        !event.isSaved && !event.isFromFollowedArena)).toBe(true);
    });

    it('personalises the detail too, with the event\'s own statement', async () => {
      const counter = trackQueries(t.pool);
      const response = await agent.get(`/api/events/${futurity.id}`);
      counter.stop();
      expect(response.body).toMatchObject({ isSaved: true, savedEventId });
      const withSaves = counter.statements.filter((text) => text.includes('"saved_events"'));
      expect(withSaves).toHaveLength(1);
      expect(withSaves[0]).toContain('"event_producers"');
    });
  });
});

describe('the upcoming default', () => {
  it('starts at midnight UTC today, so earlier events of today still show', async () => {
    const arena = await createArenaAt(t.db, PLACES.abilene, { name: 'Midnight Arena' });
    const midnight = startOfTodayUtc();
    await createEvent(t.db, { name: 'Early Today', arenaId: arena.id, date: new Date(midnight.getTime() + 1000) });
    await createEvent(t.db, { name: 'Late Yesterday', arenaId: arena.id, date: new Date(midnight.getTime() - 1000) });
    const response = await t.agent().get('/api/events').query({ arenaId: arena.id });
    expect(names(response.body)).toEqual(['Early Today']);
  });
});

describe('GET /api/events/filters', () => {
  it('lists the states of arenas with upcoming events, sorted, and the other filters\' choices', async () => {
    const response = await t.agent().get('/api/events/filters');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      states: ['OK', 'TX'], divisions: [], rvHookups: ['power', 'power_water', 'full'], entriesCloseWithinDays: [3, 7, 14, 30],
    });
  });
});

describe('GET /api/events/:id', () => {
  it('returns the event in the list shape, its arena with address and zip code', async () => {
    const response = await t.agent().get(`/api/events/${cowtown.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: cowtown.id, name: 'Cowtown Classic', distance: null, isSaved: false,
      arena: { id: fortWorth.id, name: 'Cowtown Coliseum', address: '121 E Exchange Ave', zipCode: '76164', footingCondition: 'good' },
      producer: { id: producer.id, name: 'Cowtown Productions' },
    });
  });

  it('shows past events too', async () => {
    expect((await t.agent().get(`/api/events/${pastRace.id}`)).body.name).toBe('Winter Warmup');
  });

  it('answers 404 Event not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await t.agent().get(`/api/events/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Event not found');
    }
  });
});

describe('GET /api/events/:id/horse-hotels', () => {
  it('returns the hotels linked to the event with their stored distance, nearest first', async () => {
    const far = await createHotel(t.db, { name: 'Far Barn', ...placeColumns(PLACES.granbury) });
    const near = await createHotel(t.db, { name: 'Near Barn', ...placeColumns(PLACES.weatherford) });
    await createHotel(t.db, { name: 'Unlinked Barn', ...placeColumns(PLACES.fortWorth) });
    await linkHotelToEvent(t.db, lazyE.id, far.id, '40.25');
    await linkHotelToEvent(t.db, lazyE.id, near.id, '12.50');
    const response = await t.agent().get(`/api/events/${lazyE.id}/horse-hotels`);
    expect(response.status).toBe(200);
    expect(response.body.map((hotel: { name: string }) => hotel.name)).toEqual(['Near Barn', 'Far Barn']);
    expect(response.body.map((hotel: { distance: number }) => hotel.distance)).toEqual([12.5, 40.3]);
    expect(response.body[0]).toMatchObject({ id: near.id, city: 'Weatherford', latitude: '32.7593000', stallCount: null });
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('falls back to hotels within 50 miles of the arena by great-circle distance', async () => {
    const response = await t.agent().get(`/api/events/${cowtown.id}/horse-hotels`);
    expect(response.status).toBe(200);
    const hotels = response.body as { name: string; distance: number; latitude: string; longitude: string }[];
    // Abilene is about 140 miles away: never listed. Fort Worth, Weatherford (~26) and Granbury (~30) are.
    expect(hotels.map((hotel) => hotel.name)).toEqual(['Unlinked Barn', 'Near Barn', 'Far Barn']);
    for (const hotel of hotels) {
      const miles = greatCircleMiles(FW, { lat: Number(hotel.latitude), lng: Number(hotel.longitude) });
      expect(miles).toBeLessThanOrEqual(50);
      expect(hotel.distance).toBeCloseTo(roundToTenth(miles), 1);
    }
    expect(response.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for an unknown event', async () => {
    const response = await t.agent().get('/api/events/00000000-0000-4000-8000-000000000000/horse-hotels');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Event not found');
  });
});
