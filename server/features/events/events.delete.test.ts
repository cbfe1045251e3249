import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, tripEvents } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createTrip, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const listed = async (query: string) => ((await t.agent().get(`/api/events?${query}`)).body as { id: string }[]).map((event) => event.id);

describe('DELETE /api/events/:id', () => {
  it('deletes an event nobody refers to outright; only its creator can', async () => {
    const creator = await signedInRider(t);
    const other = await signedInRider(t);
    const event = await createEvent(t.db, { createdBy: creator.user.id });
    const refused = await other.agent.delete(`/api/events/${event.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the rider who posted this event can change it');
    expect((await creator.agent.delete(`/api/events/${event.id}`)).status).toBe(204);
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect((await creator.agent.delete(`/api/events/${event.id}`)).status).toBe(404);
  });

  it("keeps an event riders saved or put in a trip, marked removed there and gone from every list and page", async () => {
    const creator = await signedInRider(t);
    const rider = await signedInRider(t);
    const arena = await createArena(t.db);
    const event = await createEvent(t.db, { createdBy: creator.user.id, arenaId: arena.id });
    const other = await createEvent(t.db, { arenaId: arena.id });
    await rider.agent.post('/api/saved-events').send({ eventId: event.id }).expect(201);
    const trip = await createTrip(t.db, rider.user.id);
    await t.db.insert(tripEvents).values({ tripId: trip.id, eventId: event.id });
    expect(await listed(`arenaId=${arena.id}`)).toEqual(expect.arrayContaining([event.id, other.id]));

    expect((await creator.agent.delete(`/api/events/${event.id}`)).status).toBe(204);
    expect((await t.agent().get(`/api/events/${event.id}`)).status).toBe(404);
    expect(await listed(`arenaId=${arena.id}`)).toEqual([other.id]);
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.eventCount).toBe(1);

    const saved = (await rider.agent.get('/api/saved-events')).body as { eventId: string; event: { removed: boolean } }[];
    expect(saved.find((entry) => entry.eventId === event.id)?.event.removed).toBe(true);
    const items = (await rider.agent.get(`/api/trips/${trip.id}/items`)).body;
    expect(items.events[0].event).toMatchObject({ name: event.name, removed: true });

    // Nothing new can be done with it; the rider can still take it out of their trip and saved events.
    expect((await rider.agent.post(`/api/events/${event.id}/comments`).send({ commentText: 'Still on?' })).status).toBe(404);
    expect((await rider.agent.post(`/api/events/${event.id}/attendance`).send({ status: 'going' })).status).toBe(404);
    expect((await creator.agent.patch(`/api/events/${event.id}`).send({ name: 'Back' })).status).toBe(404);
    expect((await creator.agent.delete(`/api/events/${event.id}`)).status).toBe(404);
    const savedId = (saved.find((entry) => entry.eventId === event.id) as unknown as { id: string }).id;
    expect((await rider.agent.delete(`/api/saved-events/${savedId}`)).status).toBe(204);
  });

  it('answers 404 for the comments of a removed event, which it still holds, and pages a live one\'s', async () => {
    const creator = await signedInRider(t);
    const rider = await signedInRider(t);
    const event = await createEvent(t.db, { createdBy: creator.user.id });
    for (const commentText of ['First', 'Second']) {
      expect((await rider.agent.post(`/api/events/${event.id}/comments`).send({ commentText })).status).toBe(201);
    }
    await rider.agent.post('/api/saved-events').send({ eventId: event.id }).expect(201);
    const comments = (query = '') => t.agent().get(`/api/events/${event.id}/comments?limit=1${query}`);
    expect([(await comments()).body.length, (await comments()).headers['x-total-count']]).toEqual([1, '2']);
    const past = await comments('&offset=5');
    expect([past.status, past.body, past.headers['x-total-count']]).toEqual([200, [], '2']);

    expect((await creator.agent.delete(`/api/events/${event.id}`)).status).toBe(204);
    for (const query of ['', '&offset=5']) {
      const response = await comments(query);
      expect([response.status, response.body]).toEqual([404, { message: 'Event not found' }]);
    }
  });
});
