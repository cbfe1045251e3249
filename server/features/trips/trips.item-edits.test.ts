import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripEvents, tripHorseHotels, tripServices } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrip, signIn } from '../../test/factories';
import { addEventRow, addHotelRow, addServiceRow, days, fieldPaths } from './trips.test-helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function riderWithTrip() {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  const trip = await createTrip(t.db, user.id, { name: 'Texas swing' });
  return { agent, user, trip };
}


const storedEventItem = async (id: string) => (await t.db.select().from(tripEvents).where(eq(tripEvents.id, id)))[0];
const storedHotelItem = async (id: string) => (await t.db.select().from(tripHorseHotels).where(eq(tripHorseHotels.id, id)))[0];
const storedServiceItem = async (id: string) => (await t.db.select().from(tripServices).where(eq(tripServices.id, id)))[0];

describe('PATCH /api/trips/:id/events/:itemId', () => {
  it('edits notes and orderIndex and answers the entry in the items shape', async () => {
    const { agent, trip } = await riderWithTrip();
    const item = await addEventRow(t.db, trip.id, { notes: 'old' });
    const response = await agent.patch(`/api/trips/${trip.id}/events/${item.id}`).send({ notes: 'Warm up at 5', orderIndex: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: item.id, eventId: item.eventId, notes: 'Warm up at 5', orderIndex: 3 });
    expect(Object.keys(response.body)).toEqual(['id', 'eventId', 'notes', 'notesPrivate', 'enteredDivisions', 'orderIndex', 'event', 'arena']);
    expect(await storedEventItem(item.id)).toMatchObject({ notes: 'Warm up at 5', orderIndex: 3 });

    const byEventId = await agent.patch(`/api/trips/${trip.id}/events/${item.eventId}`).send({ notes: '' });
    expect(byEventId.body.notes).toBeNull();
    const unchanged = await agent.patch(`/api/trips/${trip.id}/events/${item.id}`).send({});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.orderIndex).toBe(3);
  });

  it('refuses a negative or fractional orderIndex with 400 naming it', async () => {
    const { agent, trip } = await riderWithTrip();
    const item = await addEventRow(t.db, trip.id);
    for (const orderIndex of [-1, 1.5, 'first']) {
      const response = await agent.patch(`/api/trips/${trip.id}/events/${item.id}`).send({ orderIndex });
      expect(response.status).toBe(400);
      expect(fieldPaths(response.body)).toEqual(['orderIndex']);
    }
    expect(await storedEventItem(item.id)).toEqual(item);
  });
});

describe('PATCH /api/trips/:id/horse-hotels/:itemId', () => {
  it('edits the stay dates and notes, and answers the entry in the items shape', async () => {
    const { agent, trip } = await riderWithTrip();
    const item = await addHotelRow(t.db, trip.id, { checkInDate: days(1), checkOutDate: days(2) });
    const response = await agent.patch(`/api/trips/${trip.id}/horse-hotels/${item.id}`)
      .send({ checkOutDate: days(4).toISOString(), notes: 'Late arrival' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: item.id, checkInDate: days(1).toISOString(), checkOutDate: days(4).toISOString(), notes: 'Late arrival',
    });
    expect(Object.keys(response.body.hotel)).toEqual(['name', 'latitude', 'longitude', 'city', 'state', 'address']);
    const cleared = await agent.patch(`/api/trips/${trip.id}/horse-hotels/${item.horseHotelId}`).send({ checkInDate: null });
    expect(cleared.body.checkInDate).toBeNull();
  });

  it('refuses a check-out before check-in (sent or stored) and invalid dates with 400 naming the field', async () => {
    const { agent, trip } = await riderWithTrip();
    const item = await addHotelRow(t.db, trip.id, { checkInDate: days(5), checkOutDate: days(7) });
    const cases: [object, string][] = [
      [{ checkInDate: days(3).toISOString(), checkOutDate: days(1).toISOString() }, 'checkOutDate'],
      [{ checkOutDate: days(2).toISOString() }, 'checkOutDate'],
      [{ checkInDate: days(9).toISOString() }, 'checkOutDate'],
      [{ checkInDate: 'tomorrow-ish' }, 'checkInDate'],
    ];
    for (const [body, path] of cases) {
      const response = await agent.patch(`/api/trips/${trip.id}/horse-hotels/${item.id}`).send(body);
      expect(response.status).toBe(400);
      expect(fieldPaths(response.body)).toEqual([path]);
    }
    expect(await storedHotelItem(item.id)).toEqual(item);
  });
});

describe('PATCH /api/trips/:id/services/:itemId', () => {
  it('edits the scheduled date and notes, and answers the entry in the items shape', async () => {
    const { agent, trip } = await riderWithTrip();
    const item = await addServiceRow(t.db, trip.id);
    const response = await agent.patch(`/api/trips/${trip.id}/services/${item.id}`)
      .send({ scheduledDate: '2026-06-03', notes: 'Hind feet' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: item.id, scheduledDate: '2026-06-03T00:00:00.000Z', notes: 'Hind feet' });
    expect(Object.keys(response.body.service)).toEqual(['displayName', 'type', 'specialties', 'phone', 'city', 'state', 'latitude', 'longitude']);
    const invalid = await agent.patch(`/api/trips/${trip.id}/services/${item.id}`).send({ scheduledDate: 'whenever' });
    expect(invalid.status).toBe(400);
    expect(fieldPaths(invalid.body)).toEqual(['scheduledDate']);
  });
});

describe('editing items of a trip that is not yours', () => {
  it("answers 404 'Trip not found' for every kind and changes nothing", async () => {
    const { agent, trip: mine } = await riderWithTrip();
    const { trip: theirs } = await riderWithTrip();
    const event = await addEventRow(t.db, theirs.id, { notes: 'theirs' });
    const hotel = await addHotelRow(t.db, theirs.id, { notes: 'theirs' });
    const service = await addServiceRow(t.db, theirs.id, { notes: 'theirs' });
    const attempts = [
      [`events/${event.id}`, { notes: 'mine now' }],
      [`horse-hotels/${hotel.id}`, { notes: 'mine now' }],
      [`services/${service.id}`, { notes: 'mine now' }],
    ] as const;
    for (const [suffix, body] of attempts) {
      const response = await agent.patch(`/api/trips/${theirs.id}/${suffix}`).send(body);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Trip not found' });
      // Their item named under my trip matches nothing.
      const crossed = await agent.patch(`/api/trips/${mine.id}/${suffix}`).send(body);
      expect(crossed.status).toBe(404);
    }
    expect(await storedEventItem(event.id)).toEqual(event);
    expect(await storedHotelItem(hotel.id)).toEqual(hotel);
    expect(await storedServiceItem(service.id)).toEqual(service);
  });

  it('answers 401 when signed out', async () => {
    const { trip } = await riderWithTrip();
    const item = await addEventRow(t.db, trip.id, { notes: 'kept' });
    const response = await t.agent().patch(`/api/trips/${trip.id}/events/${item.id}`).send({ notes: 'changed' });
    expect(response.status).toBe(401);
    expect(await storedEventItem(item.id)).toEqual(item);
  });
});
