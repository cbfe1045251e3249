import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrip } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import {
  DEFAULT_ROAD_SETTINGS,
  addEventRow, addHotelRow, addServiceRow, days, fieldPaths, signedInRider, storedTrip, tripTableCounts, UNKNOWN_ID,
} from './trips.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const rider = () => signedInRider(t);

describe('signed out', () => {
  it('every trip route answers 401 Unauthorized and changes nothing', async () => {
    const { user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Mine' });
    const item = await addEventRow(t.db, trip.id);
    const before = await tripTableCounts(t.db);
    const visitor = t.agent();
    const base = `/api/trips/${trip.id}`;
    const requests = [
      visitor.get('/api/trips'),
      visitor.post('/api/trips').send({ name: 'X', startDate: '2026-06-01', endDate: '2026-06-02' }),
      visitor.get(base),
      visitor.patch(base).send({ name: 'Renamed' }),
      visitor.delete(base),
      visitor.get(`${base}/items`),
      visitor.post(`${base}/events`).send({ eventId: item.eventId }),
      visitor.post(`${base}/horse-hotels`).send({ horseHotelId: UNKNOWN_ID }),
      visitor.post(`${base}/services`).send({ serviceProviderId: UNKNOWN_ID }),
      visitor.delete(`${base}/events/${item.id}`),
      visitor.delete(`${base}/horse-hotels/${item.id}`),
      visitor.delete(`${base}/services/${item.id}`),
      visitor.patch(`${base}/events/${item.id}`).send({ notes: 'x' }),
      visitor.patch(`${base}/horse-hotels/${item.id}`).send({ notes: 'x' }),
      visitor.patch(`${base}/services/${item.id}`).send({ notes: 'x' }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    }
    expect(await tripTableCounts(t.db)).toEqual(before);
    expect((await storedTrip(t.db, trip.id))?.name).toBe('Mine');
  });
});

describe('POST /api/trips', () => {
  it('creates the trip for the session user (a userId in the body is ignored) and answers 201 with it', async () => {
    const { agent, user } = await rider();
    const { user: other } = await rider();
    const response = await agent.post('/api/trips').send({
      name: '  Summer Trip 2024 ', description: 'Texas swing', startDate: '2026-06-01', endDate: '2026-06-05',
      startLocation: 'Fort Worth, TX', endLocation: '', notes: 'Bring extra shavings', userId: other.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String), userId: user.id, name: 'Summer Trip 2024', description: 'Texas swing',
      startDate: '2026-06-01T00:00:00.000Z', endDate: '2026-06-05T00:00:00.000Z', startLocation: 'Fort Worth, TX',
      endLocation: null, notes: 'Bring extra shavings', createdAt: expect.any(String), updatedAt: expect.any(String),
      ...DEFAULT_ROAD_SETTINGS,
    });
    expect((await storedTrip(t.db, response.body.id))?.userId).toBe(user.id);
  });

  it.each([
    [{ startDate: '2026-06-01', endDate: '2026-06-02' }, 'name', 'Required'],
    [{ name: '   ', startDate: '2026-06-01', endDate: '2026-06-02' }, 'name', 'Required'],
    [{ name: 'A', endDate: '2026-06-02' }, 'startDate', 'Required'],
    [{ name: 'A', startDate: null, endDate: '2026-06-02' }, 'startDate', 'Required'],
    [{ name: 'A', startDate: 'next tuesday', endDate: '2026-06-02' }, 'startDate', 'Enter a valid date'],
    [{ name: 'A', startDate: '2026-06-01', endDate: '2026-13-45' }, 'endDate', 'Enter a valid date'],
    [{ name: 'A', startDate: '2026-06-05', endDate: '2026-06-01' }, 'endDate', 'End date must be on or after the start date'],
  ])('refuses %j with 400 naming %s and stores nothing', async (body, path, message) => {
    const { agent } = await rider();
    const before = await tripTableCounts(t.db);
    const response = await agent.post('/api/trips').send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
    expect(await tripTableCounts(t.db)).toEqual(before);
  });
});

describe('GET /api/trips', () => {
  it("lists only the viewer's trips, by start date (undated last) then creation, with item counts", async () => {
    const { agent, user } = await rider();
    const { user: other } = await rider();
    const undated = await createTrip(t.db, user.id, { name: 'Someday' });
    const later = await createTrip(t.db, user.id, { name: 'Later', startDate: days(10), endDate: days(12) });
    const soonFirst = await createTrip(t.db, user.id, { name: 'Soon A', startDate: days(1), endDate: days(2) });
    const soonSecond = await createTrip(t.db, user.id, { name: 'Soon B', startDate: days(1) });
    await createTrip(t.db, other.id, { name: 'Not mine', startDate: days(0) });
    await addEventRow(t.db, later.id);
    await addEventRow(t.db, later.id);
    await addHotelRow(t.db, later.id);
    await addServiceRow(t.db, soonFirst.id);

    const response = await agent.get('/api/trips');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.body.map((trip: { id: string }) => trip.id)).toEqual([soonFirst.id, soonSecond.id, later.id, undated.id]);
    const byName = Object.fromEntries(response.body.map((trip: { name: string }) => [trip.name, trip]));
    expect(byName.Later).toEqual({
      id: later.id, userId: user.id, name: 'Later', description: null, startDate: days(10).toISOString(),
      endDate: days(12).toISOString(), startLocation: null, endLocation: null, notes: null,
      createdAt: later.createdAt.toISOString(), updatedAt: later.updatedAt.toISOString(),
      itemCounts: { events: 2, horseHotels: 1, services: 0 }, containsItem: false, ...DEFAULT_ROAD_SETTINGS,
    });
    expect(byName['Soon A'].itemCounts).toEqual({ events: 0, horseHotels: 0, services: 1 });
    expect(byName.Someday.itemCounts).toEqual({ events: 0, horseHotels: 0, services: 0 });
  });

  it('writes each trip as its own page answers it: home base, road settings, share state and times alike', async () => {
    const { agent, user } = await rider();
    const full = await createTrip(t.db, user.id, {
      name: 'Full', description: 'Down south', startDate: days(3), endDate: days(5), notes: 'Bring hay', notesPrivate: true,
      startLocation: 'Amarillo, TX', startLatitude: '35.2220000', startLongitude: '-101.8313000',
      endLocation: 'Denton, TX', endLatitude: '33.2148000', endLongitude: '-97.1331000',
      dailyLimitMiles: 480, dailyLimitHours: 9.5, restEveryHours: 2, towingSpeedMph: 58, fuelMpg: 8.5, fuelPrice: 3.79,
      shareToken: 'a'.repeat(64),
    });
    const plain = await createTrip(t.db, user.id, { name: 'Plain' });
    const listed = (await agent.get('/api/trips')).body as { id: string; itemCounts: unknown; containsItem: boolean }[];
    for (const trip of [full, plain]) {
      const { itemCounts, containsItem, ...entry } = listed.find((row) => row.id === trip.id)!;
      expect(itemCounts).toEqual({ events: 0, horseHotels: 0, services: 0 });
      expect(containsItem).toBe(false);
      expect(entry).toEqual((await agent.get(`/api/trips/${trip.id}`)).body);
    }
    expect(listed.find((row) => row.id === full.id)).toMatchObject({
      startLatitude: '35.2220000', dailyLimitHours: 9.5, fuelPrice: 3.79, shared: true, notesPrivate: true,
    });
  });

  it('pages with limit and offset, keeping the total in X-Total-Count', async () => {
    const { agent, user } = await rider();
    const made = [];
    for (let index = 0; index < 5; index += 1) {
      made.push(await createTrip(t.db, user.id, { name: `Trip ${index}`, startDate: days(index) }));
    }
    const page = await agent.get('/api/trips?limit=2&offset=2');
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.map((trip: { id: string }) => trip.id)).toEqual([made[2].id, made[3].id]);
    const pastTheEnd = await agent.get('/api/trips?offset=10');
    expect(pastTheEnd.body).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('5');
  });

  it('refuses a bad limit with 400 naming it', async () => {
    const { agent } = await rider();
    const response = await agent.get('/api/trips?limit=500');
    expect(response.status).toBe(400);
    expect(fieldPaths(response.body)).toEqual(['limit']);
  });

  it('reads the page and its total in one statement, as many for 1 trip as for 25 trips full of items', async () => {
    const few = await rider();
    const many = await rider();
    const single = await createTrip(t.db, few.user.id);
    await addEventRow(t.db, single.id);
    for (let index = 0; index < 25; index += 1) {
      const trip = await createTrip(t.db, many.user.id, { startDate: days(index) });
      await addEventRow(t.db, trip.id);
      await addHotelRow(t.db, trip.id);
      await addServiceRow(t.db, trip.id);
    }
    const counter = trackQueries(t.pool);
    try {
      const one = await few.agent.get('/api/trips');
      const statementsForOne = counter.count;
      counter.reset();
      const lots = await many.agent.get('/api/trips');
      expect(one.body).toHaveLength(1);
      expect(lots.body).toHaveLength(25);
      expect(lots.body.every((trip: { itemCounts: object }) =>
        JSON.stringify(trip.itemCounts) === JSON.stringify({ events: 1, horseHotels: 1, services: 1 }))).toBe(true);
      expect(counter.count).toBe(statementsForOne);
      // The page carries the count of them all.
      expect(counter.statements.filter((statement) => /"trips"/.test(statement))).toHaveLength(1);
    } finally {
      counter.stop();
    }
  });
});

describe('GET /api/trips/:id', () => {
  it('returns the trip object to its owner', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Rodeo run', startDate: days(3), notes: 'Fuel in Abilene' });
    const response = await agent.get(`/api/trips/${trip.id}`);
    expect(response.status).toBe(200);
    const { shareToken, ...stored } = trip;
    expect(shareToken).toBeNull();
    expect(response.body).toEqual({
      ...stored, startDate: days(3).toISOString(), createdAt: trip.createdAt.toISOString(),
      updatedAt: trip.updatedAt.toISOString(), shared: false,
    });
  });

  it("answers 404 'Trip not found' for another rider's trip, an unknown id and a malformed id", async () => {
    const { agent } = await rider();
    const { user: other } = await rider();
    const theirs = await createTrip(t.db, other.id);
    for (const id of [theirs.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await agent.get(`/api/trips/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Trip not found' });
    }
  });
});

describe('PATCH /api/trips/:id', () => {
  it('updates only the fields sent, clears blank optional text, and bumps updatedAt', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, {
      name: 'Old', description: 'Keep me', notes: 'Clear me', startDate: days(1), endDate: days(3),
    });
    const response = await agent.patch(`/api/trips/${trip.id}`).send({ name: 'New name', notes: '', endDate: '2026-06-09' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: trip.id, name: 'New name', description: 'Keep me', notes: null, startDate: days(1).toISOString(),
      endDate: '2026-06-09T00:00:00.000Z',
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(trip.updatedAt.getTime());
    expect((await storedTrip(t.db, trip.id))?.name).toBe('New name');
  });

  it('refuses an end date before the stored start date, or an invalid date, with 400 naming the field', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id, { name: 'Fixed', startDate: days(5), endDate: days(6) });
    const early = await agent.patch(`/api/trips/${trip.id}`).send({ endDate: days(2).toISOString() });
    expect(early.status).toBe(400);
    expect(fieldPaths(early.body)).toEqual(['endDate']);
    const garbage = await agent.patch(`/api/trips/${trip.id}`).send({ startDate: 'soon', name: '' });
    expect(garbage.status).toBe(400);
    expect(fieldPaths(garbage.body)).toEqual(expect.arrayContaining(['startDate', 'name']));
    expect(await storedTrip(t.db, trip.id)).toEqual(trip);
  });

  it("answers 404 for another rider's trip and leaves it unchanged", async () => {
    const { agent } = await rider();
    const { user: other } = await rider();
    const theirs = await createTrip(t.db, other.id, { name: 'Theirs' });
    const response = await agent.patch(`/api/trips/${theirs.id}`).send({ name: 'Hijacked' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Trip not found' });
    expect(await storedTrip(t.db, theirs.id)).toEqual(theirs);
  });
});

describe('DELETE /api/trips/:id', () => {
  it('deletes the trip with its events, hotels and services (204)', async () => {
    const { agent, user } = await rider();
    const trip = await createTrip(t.db, user.id);
    const kept = await createTrip(t.db, user.id);
    await addEventRow(t.db, trip.id);
    await addHotelRow(t.db, trip.id);
    await addServiceRow(t.db, trip.id);
    await addEventRow(t.db, kept.id);
    const before = await tripTableCounts(t.db);

    const response = await agent.delete(`/api/trips/${trip.id}`);
    expect(response.status).toBe(204);
    expect(await tripTableCounts(t.db)).toEqual({
      trips: before.trips - 1, events: before.events - 1, horseHotels: before.horseHotels - 1, services: before.services - 1,
    });
    expect(await storedTrip(t.db, trip.id)).toBeNull();
    expect((await agent.get(`/api/trips/${trip.id}`)).status).toBe(404);
    expect((await agent.delete(`/api/trips/${trip.id}`)).status).toBe(404);
  });

  it("answers 404 for another rider's trip and deletes nothing", async () => {
    const { agent } = await rider();
    const { user: other } = await rider();
    const theirs = await createTrip(t.db, other.id);
    await addEventRow(t.db, theirs.id);
    const before = await tripTableCounts(t.db);
    const response = await agent.delete(`/api/trips/${theirs.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Trip not found' });
    expect(await tripTableCounts(t.db)).toEqual(before);
  });
});
