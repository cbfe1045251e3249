import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeries, events, feedItems, type Arena } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, signIn } from '../../test/factories';
import { createArenaAt, PLACES, rowCount } from './events.test-helpers';

let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
let central: Arena;
let arizona: Arena;
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

/** The next year's day, so every event here is upcoming whenever the suite runs. */
const YEAR = new Date().getUTCFullYear() + 1;
const day = (monthDay: string) => `${YEAR}-${monthDay}`;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  await signIn(agent, t.db);
  central = await createArenaAt(t.db, PLACES.fortWorth, { name: 'Will Rogers Coliseum', timeZone: 'America/Chicago' });
  // Scottsdale: Arizona keeps standard time all year.
  arizona = await createArena(t.db, {
    name: 'WestWorld', city: 'Scottsdale', state: 'AZ', latitude: '33.6500000', longitude: '-111.8600000', timeZone: 'America/Phoenix',
  });
});
afterAll(async () => { await t.close(); });

const logistics = () => ({
  name: 'Spring Classic', arenaId: central.id, date: day('04-17'), time: '6:00 PM', endDate: day('04-19'),
  divisions: [
    { name: 'Open 5D', entryFee: 60, addedMoney: 1500 },
    { name: 'Youth 3D', entryFee: '25', addedMoney: '' },
    { name: 'Poles', entryFee: null, addedMoney: null },
  ],
  entriesOpenAt: day('03-01T08:00'), entriesCloseAt: day('04-10T20:00'), lateFee: '15',
  saddlebookUrl: 'https://saddlebook.com/e/1', drawUrl: 'https://example.com/draw', resultsUrl: 'https://example.com/results',
  stallsAvailable: true, stallPricePerNight: 35, stallStatus: 'waitlist', stallReservationUrl: 'https://example.com/stalls',
  rvHookups: 'power_water', rvPricePerNight: 40, dryCampingAllowed: true,
  gateHours: 'Gates open Thursday 2 PM', healthPapers: 'Negative Coggins within 12 months', contactPhone: '(817) 555-0134',
});

describe('an event with its logistics', () => {
  it('stores every field and reads it back, deadlines on the arena\'s clocks', async () => {
    const created = await agent.post('/api/events').send(logistics());
    expect(created.status).toBe(201);
    const event = (await t.agent().get(`/api/events/${created.body.id}`)).body;
    expect(event).toMatchObject({
      endDate: day('04-19'), status: 'scheduled', statusReason: null, seriesId: null, series: null,
      divisions: [
        { name: 'Open 5D', entryFee: 60, addedMoney: 1500 },
        { name: 'Youth 3D', entryFee: 25, addedMoney: null },
        { name: 'Poles', entryFee: null, addedMoney: null },
      ],
      lateFee: '15.00', stallPricePerNight: '35.00', stallStatus: 'waitlist', stallsAvailable: true,
      rvHookups: 'power_water', rvPricePerNight: '40.00', dryCampingAllowed: true,
      gateHours: 'Gates open Thursday 2 PM', healthPapers: 'Negative Coggins within 12 months', contactPhone: '(817) 555-0134',
      drawUrl: 'https://example.com/draw', resultsUrl: 'https://example.com/results', stallReservationUrl: 'https://example.com/stalls',
      goingCount: 0, interestedCount: 0, myAttendance: null,
    });
    // 8:00 PM Central daylight time is 01:00 UTC the next day; the start is 6:00 PM CDT.
    expect(event.entriesCloseAt).toBe(`${day('04-11')}T01:00:00.000Z`);
    expect(event.entriesOpenAt).toBe(`${day('03-01')}T14:00:00.000Z`);
    expect(event.date).toBe(`${day('04-17')}T23:00:00.000Z`);
  });

  it('reads the same clock time as different instants in Arizona and in Central time, and across a DST change', async () => {
    const phoenix = await agent.post('/api/events').send({
      name: 'Desert Days', arenaId: arizona.id, date: day('07-10'), time: '7:00 PM', entriesCloseAt: day('07-03T20:00'),
    });
    const winter = await agent.post('/api/events').send({
      name: 'Winter Warmup', arenaId: central.id, date: day('03-07'), time: '7:00 PM', entriesCloseAt: day('03-06T20:00'),
    });
    const summer = await agent.post('/api/events').send({
      name: 'Summer Slam', arenaId: central.id, date: day('07-10'), time: '7:00 PM', entriesCloseAt: day('07-03T20:00'),
    });
    // Arizona: MST (UTC-7) all year. Central: CST (UTC-6) before the second Sunday of March, CDT (UTC-5) after.
    expect(phoenix.body.date).toBe(`${day('07-11')}T02:00:00.000Z`);
    expect(phoenix.body.entriesCloseAt).toBe(`${day('07-04')}T03:00:00.000Z`);
    expect(phoenix.body.arena.timeZone).toBe('America/Phoenix');
    expect(winter.body.entriesCloseAt).toBe(`${day('03-07')}T02:00:00.000Z`);
    expect(summer.body.date).toBe(`${day('07-11')}T00:00:00.000Z`);
    expect(summer.body.entriesCloseAt).toBe(`${day('07-04')}T01:00:00.000Z`);
  });

  it.each([
    ['entries closing after the event starts', { entriesCloseAt: day('04-17T19:00') }, 'entriesCloseAt'],
    ['entries closing before they open', { entriesOpenAt: day('04-01T08:00'), entriesCloseAt: day('03-30T08:00') }, 'entriesCloseAt'],
    ['an end date before the start', { endDate: day('04-16') }, 'endDate'],
    ['a negative late fee', { lateFee: -5 }, 'lateFee'],
    ['a negative division fee', { divisions: [{ name: 'Open', entryFee: -1, addedMoney: null }] }, 'divisions.0.entryFee'],
    ['a division without a name', { divisions: [{ name: ' ', entryFee: 10, addedMoney: null }] }, 'divisions.0.name'],
    ['200 divisions', { divisions: Array.from({ length: 200 }, (_, index) => ({ name: `D${index}`, entryFee: 1, addedMoney: null })) }, 'divisions'],
    ['an RV hookup outside the list', { rvHookups: 'sewer_only' }, 'rvHookups'],
    ['a stall status outside the list', { stallStatus: 'plenty' }, 'stallStatus'],
    ['a draw link that is not http(s)', { drawUrl: 'javascript:alert(1)' }, 'drawUrl'],
    ['a series of 500 occurrences', { recurrence: { frequency: 'weekly', until: `${YEAR + 10}-01-01` } }, 'recurrence.until'],
    ['a series ending before it starts', { recurrence: { frequency: 'weekly', until: day('04-01') } }, 'recurrence.until'],
    ['a series repeating daily', { recurrence: { frequency: 'daily', until: day('05-01') } }, 'recurrence.frequency'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, change, field) => {
    const before = [await rowCount(t.db, events), await rowCount(t.db, feedItems), await rowCount(t.db, eventSeries)];
    const response = await agent.post('/api/events').send({ ...logistics(), name: `Refused ${field}`, ...change });
    expect(response.status).toBe(400);
    expect(paths(response.body)).toContain(field);
    expect([await rowCount(t.db, events), await rowCount(t.db, feedItems), await rowCount(t.db, eventSeries)]).toEqual(before);
  });

  it('checks deadlines sent as instants against the start too', async () => {
    const response = await agent.post('/api/events').send({
      name: 'Instant Deadline', arenaId: central.id, date: `${day('05-01')}T23:00:00.000Z`, time: '6:00 PM',
      entriesCloseAt: `${day('05-02')}T01:00:00.000Z`,
    });
    expect(response.status).toBe(400);
    expect(paths(response.body)).toEqual(['entriesCloseAt']);
  });
});

describe('filters and sort', () => {
  const ids: Record<string, string> = {};
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000);

  beforeAll(async () => {
    const place = await createArena(t.db, { name: 'Filter Arena', state: 'NM' });
    const make = async (name: string, fields: Partial<typeof events.$inferInsert>) => {
      ids[name] = (await createEvent(t.db, { arenaId: place.id, name, date: soon(20), ...fields })).id;
    };
    await make('Closing Soon', {
      entriesCloseAt: soon(2), divisions: [{ name: 'Open 4D', entryFee: 30, addedMoney: 500 }], totalAddedMoney: 500,
      stallStatus: 'available', rvHookups: 'full',
    });
    await make('Closing Later', {
      entriesCloseAt: soon(10), entriesOpenAt: soon(1), divisions: [{ name: 'Youth 3D', entryFee: 20, addedMoney: null }],
      stallStatus: 'sold_out', rvHookups: 'power',
    });
    await make('Already Closed', { entriesCloseAt: soon(-1), divisions: [{ name: 'open 4d', entryFee: 25, addedMoney: 2000 }], totalAddedMoney: 2000, stallsAvailable: true });
    await make('No Deadline', { rvHookups: 'none' });
    await make('Called Off', { status: 'cancelled', statusReason: 'Flooded', entriesCloseAt: soon(3) });
  });

  const names = async (query: Record<string, string | number>) => {
    const response = await t.agent().get('/api/events').query({ state: 'NM', limit: 50, ...query });
    expect(response.status).toBe(200);
    return response.body.map((event: { name: string }) => event.name).sort();
  };

  it('narrows by division (any case), open entries, deadline window, stalls, RV level and added money', async () => {
    expect(await names({ division: 'OPEN 4D' })).toEqual(['Already Closed', 'Closing Soon']);
    expect(await names({ entriesOpen: 'true' })).toEqual(['Closing Soon']);
    expect(await names({ entriesCloseWithinDays: 7 })).toEqual(['Closing Soon']);
    expect(await names({ stallsAvailable: 'true' })).toEqual(['Already Closed', 'Closing Soon']);
    expect(await names({ rvHookups: 'power' })).toEqual(['Closing Later', 'Closing Soon']);
    expect(await names({ rvHookups: 'full' })).toEqual(['Closing Soon']);
    expect(await names({ minAddedMoney: 1000 })).toEqual(['Already Closed']);
  });

  it('leaves cancelled events out of the default list, and lists them when asked', async () => {
    expect(await names({})).not.toContain('Called Off');
    expect(await names({ includeCancelled: 'true' })).toContain('Called Off');
  });

  it('sorts by entry deadline: open deadlines soonest first, then the rest by date', async () => {
    const response = await t.agent().get('/api/events').query({ state: 'NM', sort: 'entryDeadline' });
    expect(response.body.map((event: { name: string }) => event.name).slice(0, 2)).toEqual(['Closing Soon', 'Closing Later']);
  });

  it('pages through the entry-deadline order without repeating or skipping an event across the open and closed parts', async () => {
    const place = await createArena(t.db, { name: 'Deadline Arena', state: 'WY' });
    const day = (days: number) => soon(days);
    const rows: [string, Partial<typeof events.$inferInsert>][] = [
      ['Open C', { date: day(30), entriesCloseAt: day(9) }],
      ['Open A', { date: day(40), entriesCloseAt: day(3) }],
      ['Open B', { date: day(12), entriesCloseAt: day(6) }],
      ['Closed Early', { date: day(5), entriesCloseAt: day(-1) }],
      ['No Deadline Late', { date: day(50), entriesCloseAt: null }],
      ['No Deadline Soon', { date: day(8), entriesCloseAt: null }],
    ];
    for (const [name, fields] of rows) await createEvent(t.db, { arenaId: place.id, name, ...fields });
    const expected = ['Open A', 'Open B', 'Open C', 'Closed Early', 'No Deadline Soon', 'No Deadline Late'];
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      for (let offset = 0; offset < expected.length; offset += limit) {
        const response = await t.agent().get('/api/events').query({ state: 'WY', sort: 'entryDeadline', limit, offset });
        expect(response.status).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(expected.length));
        seen.push(...response.body.map((event: { name: string }) => event.name));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('offers the divisions upcoming events run, most common first, spelled as most write them', async () => {
    const { body } = await t.agent().get('/api/events/filters');
    expect(body.divisions.slice(0, 2)).toEqual(['Open 4D', 'Youth 3D']);
  });

  it('refuses filter values outside their range', async () => {
    const response = await t.agent().get('/api/events').query({ rvHookups: 'sewer', entriesCloseWithinDays: -1 });
    expect(response.status).toBe(400);
    expect(paths(response.body).sort()).toEqual(['entriesCloseWithinDays', 'rvHookups']);
  });
});
