import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createHotel, createServiceProvider, createTrip } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import {
  addEventRow, addHotelRow, addServiceRow, fieldPaths, signedInRider, storedTrip, tripTableCounts, UNKNOWN_ID,
} from './trips.test-helpers';

// What the Add to Trip dialog needs from the API: which trips already hold the item, and 'Create a Trip' that
// puts the item in the new trip at once.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const rider = () => signedInRider(t);
const NEW_TRIP = { name: 'Abilene run', startDate: '2026-07-10', endDate: '2026-07-12' };
type Listed = { id: string; containsItem: boolean };
const marks = (body: Listed[]) => Object.fromEntries(body.map((trip) => [trip.id, trip.containsItem]));

describe('GET /api/trips?itemKind=&itemId=', () => {
  it('marks the trips that already hold the event, horse hotel or service provider', async () => {
    const { agent, user } = await rider();
    const holding = await createTrip(t.db, user.id, { name: 'Holding' });
    const other = await createTrip(t.db, user.id, { name: 'Other' });
    const event = await addEventRow(t.db, holding.id);
    const hotel = await addHotelRow(t.db, other.id);
    const service = await addServiceRow(t.db, holding.id);
    await addEventRow(t.db, other.id); // another event in the other trip does not count

    const byEvent = await agent.get(`/api/trips?itemKind=event&itemId=${event.eventId}`);
    expect(byEvent.status).toBe(200);
    expect(marks(byEvent.body)).toEqual({ [holding.id]: true, [other.id]: false });
    const byHotel = await agent.get(`/api/trips?itemKind=horseHotel&itemId=${hotel.horseHotelId}`);
    expect(marks(byHotel.body)).toEqual({ [holding.id]: false, [other.id]: true });
    const byService = await agent.get(`/api/trips?itemKind=service&itemId=${service.serviceProviderId}`);
    expect(marks(byService.body)).toEqual({ [holding.id]: true, [other.id]: false });
    // The same id under another kind is another item.
    const wrongKind = await agent.get(`/api/trips?itemKind=horseHotel&itemId=${event.eventId}`);
    expect(marks(wrongKind.body)).toEqual({ [holding.id]: false, [other.id]: false });
    const unasked = await agent.get('/api/trips');
    expect(marks(unasked.body)).toEqual({ [holding.id]: false, [other.id]: false });
  });

  it('still reads the page and its total in one statement', async () => {
    const { agent, user } = await rider();
    for (let index = 0; index < 5; index += 1) await addEventRow(t.db, (await createTrip(t.db, user.id)).id);
    const counter = trackQueries(t.pool);
    try {
      const response = await agent.get(`/api/trips?itemKind=event&itemId=${UNKNOWN_ID}`);
      expect(response.body).toHaveLength(5);
      expect(response.headers['x-total-count']).toBe('5');
      expect(counter.statements.filter((statement) => /"trips"/.test(statement))).toHaveLength(1);
    } finally {
      counter.stop();
    }
  });

  it.each([
    ['itemKind=event', 'itemId'],
    [`itemId=${UNKNOWN_ID}`, 'itemId'],
    ['itemKind=event&itemId=not-a-uuid', 'itemId'],
    [`itemKind=arena&itemId=${UNKNOWN_ID}`, 'itemKind'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const { agent } = await rider();
    const response = await agent.get(`/api/trips?${query}`);
    expect(response.status).toBe(400);
    expect(fieldPaths(response.body)).toContain(path);
  });
});

const kinds = [
  { kind: 'event', field: 'eventId', list: 'events', missing: 'Event not found', create: async () => (await createEvent(t.db)).id },
  {
    kind: 'horseHotel', field: 'horseHotelId', list: 'horseHotels', missing: 'Horse Hotel Not Found',
    create: async () => (await createHotel(t.db)).id,
  },
  {
    kind: 'service', field: 'serviceProviderId', list: 'services', missing: 'Service provider not found',
    create: async () => (await createServiceProvider(t.db)).id,
  },
] as const;

describe.each(kinds)('POST /api/trips with a first $kind', ({ kind, field, list, missing, create }) => {
  it('creates the trip with the item in it and answers 201 with the trip', async () => {
    const { agent, user } = await rider();
    const itemId = await create();
    const response = await agent.post('/api/trips').send({ ...NEW_TRIP, item: { kind, [field]: itemId } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Abilene run', userId: user.id, startDate: '2026-07-10T00:00:00.000Z' });
    expect(response.body).not.toHaveProperty('item');
    const items = await agent.get(`/api/trips/${response.body.id}/items`);
    expect(items.body[list]).toEqual([expect.objectContaining({ [field]: itemId, notes: null, orderIndex: 0 })]);
  });

  it('stores nothing when the item does not exist: 404, no half-made trip', async () => {
    const { agent } = await rider();
    const before = await tripTableCounts(t.db);
    const response = await agent.post('/api/trips').send({ ...NEW_TRIP, item: { kind, [field]: UNKNOWN_ID } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: missing });
    expect(await tripTableCounts(t.db)).toEqual(before);
  });

  it('refuses a malformed item id with 400 naming item.' + field, async () => {
    const { agent } = await rider();
    const before = await tripTableCounts(t.db);
    const response = await agent.post('/api/trips').send({ ...NEW_TRIP, item: { kind, [field]: 'nope' } });
    expect(response.status).toBe(400);
    expect(fieldPaths(response.body)).toEqual([`item.${field}`]);
    expect(await tripTableCounts(t.db)).toEqual(before);
  });
});

describe('POST /api/trips with a first item, refused', () => {
  it('names both the trip field and the item when both are wrong, storing nothing', async () => {
    const { agent } = await rider();
    const before = await tripTableCounts(t.db);
    const response = await agent.post('/api/trips')
      .send({ startDate: '2026-07-10', endDate: '2026-07-12', item: { kind: 'arena', arenaId: UNKNOWN_ID } });
    expect(response.status).toBe(400);
    expect(fieldPaths(response.body)).toEqual(expect.arrayContaining(['name', 'item.kind']));
    expect(await tripTableCounts(t.db)).toEqual(before);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await tripTableCounts(t.db);
    const eventId = (await createEvent(t.db)).id;
    const response = await t.agent().post('/api/trips').send({ ...NEW_TRIP, item: { kind: 'event', eventId } });
    expect(response.status).toBe(401);
    expect(await tripTableCounts(t.db)).toEqual(before);
  });

  it('ignores a userId in the body: the trip and its item are the session rider\'s', async () => {
    const { agent, user } = await rider();
    const { user: other } = await rider();
    const eventId = (await createEvent(t.db)).id;
    const response = await agent.post('/api/trips').send({ ...NEW_TRIP, userId: other.id, item: { kind: 'event', eventId } });
    expect(response.status).toBe(201);
    expect((await storedTrip(t.db, response.body.id))?.userId).toBe(user.id);
  });
});
