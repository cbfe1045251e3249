import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createArena, createEvent, createHotel, createServiceProvider, createTrip, signIn,
} from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import {
  addEventRow, addHotelRow, addServiceRow, days, fieldPaths, tripTableCounts, UNKNOWN_ID,
} from './trips.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function riderWithTrip() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  const trip = await createTrip(t.db, user.id, { name: 'Texas swing' });
  return { agent, user, trip };
}


describe('GET /api/trips/:id/items', () => {
  it('returns {events, horseHotels, services} in the exact shapes of the spec, each list in its order', async () => {
    const { agent, trip } = await riderWithTrip();
    const arena = await createArena(t.db, { name: 'Will Rogers', city: 'Fort Worth', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000' });
    const lateEvent = await createEvent(t.db, { arenaId: arena.id, name: 'Late Show', date: days(9), time: '6:00 PM' });
    const earlyEvent = await createEvent(t.db, { arenaId: arena.id, name: 'Early Show', date: days(2), time: '9:00 AM' });
    const lateItem = await addEventRow(t.db, trip.id, { eventId: lateEvent.id, orderIndex: 0, notes: 'Run twice' });
    const earlyItem = await addEventRow(t.db, trip.id, { eventId: earlyEvent.id, orderIndex: 1 });
    const hotel = await createHotel(t.db, { name: 'Stall Inn', city: 'Weatherford', state: 'TX', address: '1 Barn Rd', latitude: '32.7593000', longitude: '-97.7973000' });
    const undatedStay = await addHotelRow(t.db, trip.id, { orderIndex: 0 });
    const stay = await addHotelRow(t.db, trip.id, { horseHotelId: hotel.id, checkInDate: days(1), checkOutDate: days(3), notes: 'Gate code 1234', orderIndex: 1 });
    const farrier = await createServiceProvider(t.db, { displayName: 'Shoe Pro', type: 'farrier', specialties: 'Corrective shoeing', phone: '555-0100' });
    const laterService = await addServiceRow(t.db, trip.id, { scheduledDate: days(5), orderIndex: 0 });
    const service = await addServiceRow(t.db, trip.id, { serviceProviderId: farrier.id, scheduledDate: days(4), notes: 'Front feet', orderIndex: 1 });

    const response = await agent.get(`/api/trips/${trip.id}/items`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['events', 'horseHotels', 'services']);
    expect(response.body.events.map((entry: { id: string }) => entry.id)).toEqual([earlyItem.id, lateItem.id]);
    expect(response.body.events[1]).toStrictEqual({
      id: lateItem.id, eventId: lateEvent.id, notes: 'Run twice', notesPrivate: false, enteredDivisions: [], orderIndex: 0,
      event: {
        name: 'Late Show', date: days(9).toISOString(), time: '6:00 PM', timeZone: 'America/Chicago', status: 'scheduled', statusReason: null, removed: false,
      },
      arena: { name: 'Will Rogers', latitude: '32.7555000', longitude: '-97.3308000', city: 'Fort Worth', state: 'TX' },
    });
    expect(response.body.horseHotels.map((entry: { id: string }) => entry.id)).toEqual([stay.id, undatedStay.id]);
    expect(response.body.horseHotels[0]).toStrictEqual({
      id: stay.id, horseHotelId: hotel.id, checkInDate: days(1).toISOString(), checkOutDate: days(3).toISOString(),
      notes: 'Gate code 1234', notesPrivate: false, stalls: 1, orderIndex: 1,
      hotel: { name: 'Stall Inn', latitude: '32.7593000', longitude: '-97.7973000', city: 'Weatherford', state: 'TX', address: '1 Barn Rd' },
    });
    expect(response.body.services.map((entry: { id: string }) => entry.id)).toEqual([service.id, laterService.id]);
    expect(response.body.services[0]).toStrictEqual({
      id: service.id, serviceProviderId: farrier.id, scheduledDate: days(4).toISOString(), notes: 'Front feet', notesPrivate: false, orderIndex: 1,
      service: {
        displayName: 'Shoe Pro', type: 'farrier', specialties: 'Corrective shoeing', phone: '555-0100', city: null, state: null, latitude: null, longitude: null,
      },
    });
  });

  it('breaks ties in check-in date by orderIndex, and answers three empty lists for an empty trip', async () => {
    const { agent, trip } = await riderWithTrip();
    const second = await addHotelRow(t.db, trip.id, { checkInDate: days(1), orderIndex: 2 });
    const first = await addHotelRow(t.db, trip.id, { checkInDate: days(1), orderIndex: 1 });
    const listed = await agent.get(`/api/trips/${trip.id}/items`);
    expect(listed.body.horseHotels.map((entry: { id: string }) => entry.id)).toEqual([first.id, second.id]);

    const { agent: otherAgent, trip: empty } = await riderWithTrip();
    const response = await otherAgent.get(`/api/trips/${empty.id}/items`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ events: [], horseHotels: [], services: [] });
  });

  it("answers 404 'Trip not found' for another rider's trip, an unknown and a malformed id", async () => {
    const { agent } = await riderWithTrip();
    const { trip: theirs } = await riderWithTrip();
    await addEventRow(t.db, theirs.id);
    for (const id of [theirs.id, UNKNOWN_ID, 'nope']) {
      const response = await agent.get(`/api/trips/${id}/items`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Trip not found' });
    }
  });

  it('reads the items in one statement, the same for 1 item of each kind as for 20', async () => {
    const small = await riderWithTrip();
    const large = await riderWithTrip();
    await addEventRow(t.db, small.trip.id);
    await addHotelRow(t.db, small.trip.id);
    await addServiceRow(t.db, small.trip.id);
    for (let index = 0; index < 20; index += 1) {
      await addEventRow(t.db, large.trip.id);
      await addHotelRow(t.db, large.trip.id, { checkInDate: days(index) });
      await addServiceRow(t.db, large.trip.id);
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await small.agent.get(`/api/trips/${small.trip.id}/items`);
      const statementsForOne = counter.count;
      const tripStatementsForOne = counter.statements.filter((statement) => /"trip_/.test(statement)).length;
      counter.reset();
      const twenty = await large.agent.get(`/api/trips/${large.trip.id}/items`);
      expect(one.body.events).toHaveLength(1);
      expect(twenty.body.events).toHaveLength(20);
      expect(twenty.body.horseHotels).toHaveLength(20);
      expect(twenty.body.services).toHaveLength(20);
      expect(counter.count).toBe(statementsForOne);
      expect(tripStatementsForOne).toBe(1);
      expect(counter.statements.filter((statement) => /"trip_/.test(statement)).length).toBe(tripStatementsForOne);
    } finally {
      counter.stop();
    }
  });
});

const itemKinds = [
  {
    path: 'events', field: 'eventId', missing: 'Event not found', duplicate: 'This event is already in this trip.',
    listKey: 'events', create: async () => (await createEvent(t.db)).id,
  },
  {
    path: 'horse-hotels', field: 'horseHotelId', missing: 'Horse Hotel Not Found',
    duplicate: 'This horse hotel is already in this trip.', listKey: 'horseHotels',
    create: async () => (await createHotel(t.db)).id,
  },
  {
    path: 'services', field: 'serviceProviderId', missing: 'Service provider not found',
    duplicate: 'This service provider is already in this trip.', listKey: 'services',
    create: async () => (await createServiceProvider(t.db)).id,
  },
] as const;

describe.each(itemKinds)('POST /api/trips/:tripId/$path', ({ path, field, missing, duplicate, listKey, create }) => {
  it('adds the item at the end of its list and answers 201 with the entry in the items shape', async () => {
    const { agent, trip } = await riderWithTrip();
    const firstId = await create();
    const secondId = await create();
    const first = await agent.post(`/api/trips/${trip.id}/${path}`).send({ [field]: firstId, notes: ' Arrive early ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ [field]: firstId, notes: 'Arrive early', orderIndex: 0 });
    const second = await agent.post(`/api/trips/${trip.id}/${path}`).send({ [field]: secondId });
    expect(second.body).toMatchObject({ [field]: secondId, notes: null, orderIndex: 1 });

    const items = await agent.get(`/api/trips/${trip.id}/items`);
    expect(items.body[listKey]).toContainEqual(first.body);
    expect(items.body[listKey]).toContainEqual(second.body);
  });

  it('refuses a duplicate add with 409 and a clear message, leaving one row', async () => {
    const { agent, trip } = await riderWithTrip();
    const id = await create();
    expect((await agent.post(`/api/trips/${trip.id}/${path}`).send({ [field]: id })).status).toBe(201);
    const before = await tripTableCounts(t.db);
    const again = await agent.post(`/api/trips/${trip.id}/${path}`).send({ [field]: id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: duplicate });
    expect(await tripTableCounts(t.db)).toEqual(before);
  });

  it('keeps exactly one row when two identical adds race: one 201, the other 409', async () => {
    const { agent, trip } = await riderWithTrip();
    const id = await create();
    const before = await tripTableCounts(t.db);
    const responses = await Promise.all([1, 2, 3].map(() => agent.post(`/api/trips/${trip.id}/${path}`).send({ [field]: id })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const after = await tripTableCounts(t.db);
    expect(after[listKey]).toBe(before[listKey] + 1);
  });

  it("answers 404 for another rider's trip or an unknown trip, and for an unknown item, storing nothing", async () => {
    const { agent } = await riderWithTrip();
    const { trip: theirs } = await riderWithTrip();
    const id = await create();
    const before = await tripTableCounts(t.db);
    for (const tripId of [theirs.id, UNKNOWN_ID, 'bad-id']) {
      const response = await agent.post(`/api/trips/${tripId}/${path}`).send({ [field]: id });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Trip not found' });
    }
    const { agent: owner, trip } = await riderWithTrip();
    const unknown = await owner.post(`/api/trips/${trip.id}/${path}`).send({ [field]: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: missing });
    expect(await tripTableCounts(t.db)).toEqual({ ...before, trips: before.trips + 1 });
  });

  it('refuses a missing or malformed id with 400 naming the field', async () => {
    const { agent, trip } = await riderWithTrip();
    const before = await tripTableCounts(t.db);
    for (const body of [{}, { [field]: 'not-a-uuid' }]) {
      const response = await agent.post(`/api/trips/${trip.id}/${path}`).send(body);
      expect(response.status).toBe(400);
      expect(fieldPaths(response.body)).toEqual([field]);
    }
    expect(await tripTableCounts(t.db)).toEqual(before);
  });
});

describe('POST /api/trips/:tripId/horse-hotels dates', () => {
  it('stores check-in and check-out, and refuses invalid dates or check-out before check-in with 400 naming the field', async () => {
    const { agent, trip } = await riderWithTrip();
    const hotel = await createHotel(t.db);
    const before = await tripTableCounts(t.db);
    const backwards = await agent.post(`/api/trips/${trip.id}/horse-hotels`)
      .send({ horseHotelId: hotel.id, checkInDate: '2026-06-05', checkOutDate: '2026-06-01' });
    expect(backwards.status).toBe(400);
    expect(fieldPaths(backwards.body)).toEqual(['checkOutDate']);
    const garbage = await agent.post(`/api/trips/${trip.id}/horse-hotels`).send({ horseHotelId: hotel.id, checkInDate: 'friday' });
    expect(garbage.status).toBe(400);
    expect(fieldPaths(garbage.body)).toEqual(['checkInDate']);
    expect(await tripTableCounts(t.db)).toEqual(before);

    const stay = await agent.post(`/api/trips/${trip.id}/horse-hotels`)
      .send({ horseHotelId: hotel.id, checkInDate: '2026-06-01', checkOutDate: '2026-06-03' });
    expect(stay.status).toBe(201);
    expect(stay.body).toMatchObject({ checkInDate: '2026-06-01T00:00:00.000Z', checkOutDate: '2026-06-03T00:00:00.000Z' });
  });

  it('refuses an invalid scheduled date for a service with 400 naming scheduledDate', async () => {
    const { agent, trip } = await riderWithTrip();
    const provider = await createServiceProvider(t.db);
    const response = await agent.post(`/api/trips/${trip.id}/services`).send({ serviceProviderId: provider.id, scheduledDate: 'later' });
    expect(response.status).toBe(400);
    expect(fieldPaths(response.body)).toEqual(['scheduledDate']);
  });
});

const removableKinds = [
  { path: 'events', reference: 'eventId', add: addEventRow, message: 'This event is not in this trip.' },
  { path: 'horse-hotels', reference: 'horseHotelId', add: addHotelRow, message: 'This horse hotel is not in this trip.' },
  { path: 'services', reference: 'serviceProviderId', add: addServiceRow, message: 'This service provider is not in this trip.' },
] as const;

describe.each(removableKinds)('DELETE /api/trips/:id/$path/:id', ({ path, reference, add, message }) => {
  it('removes an entry by its trip item id and another by its referenced id (204)', async () => {
    const { agent, trip } = await riderWithTrip();
    const byItem = await add(t.db, trip.id);
    const byReference = await add(t.db, trip.id);
    const kept = await add(t.db, trip.id);
    const referenceId = (byReference as Record<string, unknown>)[reference] as string;
    expect((await agent.delete(`/api/trips/${trip.id}/${path}/${byItem.id}`)).status).toBe(204);
    expect((await agent.delete(`/api/trips/${trip.id}/${path}/${referenceId}`)).status).toBe(204);
    const items = await agent.get(`/api/trips/${trip.id}/items`);
    const listKey = path === 'horse-hotels' ? 'horseHotels' : path;
    expect(items.body[listKey].map((entry: { id: string }) => entry.id)).toEqual([kept.id]);

    const again = await agent.delete(`/api/trips/${trip.id}/${path}/${byItem.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message });
  });

  it("answers 404 'Trip not found' for another rider's trip and removes nothing", async () => {
    const { agent, trip: mine } = await riderWithTrip();
    const { trip: theirs } = await riderWithTrip();
    const theirItem = await add(t.db, theirs.id);
    const before = await tripTableCounts(t.db);
    for (const url of [
      `/api/trips/${theirs.id}/${path}/${theirItem.id}`,
      `/api/trips/${theirs.id}/${path}/${(theirItem as Record<string, unknown>)[reference]}`,
    ]) {
      const response = await agent.delete(url);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Trip not found' });
    }
    // Naming someone else's item under one's own trip matches nothing either.
    const crossed = await agent.delete(`/api/trips/${mine.id}/${path}/${theirItem.id}`);
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual({ message });
    expect((await agent.delete(`/api/trips/${mine.id}/${path}/not-a-uuid`)).status).toBe(404);
    expect(await tripTableCounts(t.db)).toEqual(before);
  });
});
