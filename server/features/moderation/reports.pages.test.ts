import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaPhotos, events, footingReports, horseHotelPhotos } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createHotel, createServiceProvider, signedInRider } from '../../test/factories';

// Photos, ground reports, events, arenas, hotels, services and rider profiles: each reportable, hidden from where it
// shows until a moderator restores it.
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ REPORT_HIDE_THRESHOLD: '1' }); });
afterAll(async () => { await t.close(); });

type Shown = () => Promise<boolean>;
const ids = (body: unknown) => (body as { id: string }[]).map((item) => item.id);

/** Each target: an item by `authorId`, and whether it is shown where riders look for it. */
const TARGETS: Record<string, (authorId: string) => Promise<{ id: string; shown: Shown }>> = {
  arena_photo: async (authorId) => {
    const arena = await createArena(t.db);
    const [photo] = await t.db.insert(arenaPhotos).values({ arenaId: arena.id, photoUrl: '/p.jpg', uploadedBy: authorId }).returning();
    return { id: photo.id, shown: async () => ids((await t.agent().get(`/api/arenas/${arena.id}`)).body.gallery).includes(photo.id) };
  },
  hotel_photo: async (authorId) => {
    const hotel = await createHotel(t.db);
    const [photo] = await t.db.insert(horseHotelPhotos).values({ horseHotelId: hotel.id, photoUrl: '/p.jpg', uploadedBy: authorId }).returning();
    return { id: photo.id, shown: async () => ids((await t.agent().get(`/api/horse-hotels/${hotel.id}`)).body.gallery).includes(photo.id) };
  },
  ground_report: async (authorId) => {
    const arena = await createArena(t.db);
    const [report] = await t.db.insert(footingReports).values({ arenaId: arena.id, userId: authorId, condition: 'poor', riddenOn: '2026-11-01', notes: 'Spam' }).returning();
    return { id: report.id, shown: async () => ids((await t.agent().get(`/api/arenas/${arena.id}/footing-reports`)).body).includes(report.id) };
  },
  event: async (authorId) => {
    const event = await createEvent(t.db, { createdBy: authorId });
    return {
      id: event.id,
      shown: async () => (await t.agent().get(`/api/events/${event.id}`)).status === 200
        && ids((await t.agent().get(`/api/events?arenaId=${event.arenaId}`)).body).includes(event.id),
    };
  },
  arena: async (authorId) => {
    const arena = await createArena(t.db, { ownerId: authorId, name: `Spam Arena ${authorId.slice(0, 6)}` });
    return {
      id: arena.id,
      shown: async () => (await t.agent().get(`/api/arenas/${arena.id}`)).status === 200
        && ids((await t.agent().get(`/api/arenas?search=${encodeURIComponent(arena.name)}`)).body).includes(arena.id),
    };
  },
  horse_hotel: async (authorId) => {
    const hotel = await createHotel(t.db, { ownerId: authorId });
    return {
      id: hotel.id,
      shown: async () => (await t.agent().get(`/api/horse-hotels/${hotel.id}`)).status === 200
        && ids((await t.agent().get('/api/horse-hotels?limit=100')).body).includes(hotel.id),
    };
  },
  service: async (authorId) => {
    const service = await createServiceProvider(t.db, { userId: authorId });
    return { id: service.id, shown: async () => ids((await t.agent().get('/api/service-providers?limit=100')).body).includes(service.id) };
  },
  rider: async (authorId) => ({
    id: authorId, shown: async () => (await t.agent().get(`/api/users/${authorId}/profile`)).status === 200,
  }),
};

describe.each(Object.keys(TARGETS))('a reported %s', (targetType) => {
  it('is hidden from where riders see it until a moderator restores it; its author cannot report it', async () => {
    const author = await signedInRider(t);
    const item = await TARGETS[targetType](author.user.id);
    expect(await item.shown()).toBe(true);
    expect((await author.agent.post('/api/reports').send({ targetType, targetId: item.id, reason: 'Mine' })).status).toBe(409);

    const reporter = await signedInRider(t);
    const reported = await reporter.agent.post('/api/reports').send({ targetType, targetId: item.id, reason: 'Spam' });
    expect(reported.status).toBe(201);
    expect(reported.body.hidden).toBe(true);
    expect(await item.shown()).toBe(false);

    const moderator = await signedInRider(t, { role: 'moderator' });
    const queue = (await moderator.agent.get('/api/admin/reports?limit=100')).body as { targetId: string; link: string }[];
    expect(queue.find((entry) => entry.targetId === item.id)?.link).toMatch(/^\//);
    await moderator.agent.post(`/api/admin/content/${targetType}/${item.id}/restore`).send({ reason: 'Fine' }).expect(200);
    expect(await item.shown()).toBe(true);
  });
});

describe('a moderator deleting a reported page', () => {
  it('refuses for pages others build on, and removes an event as its creator would (kept where riders saved it)', async () => {
    const moderator = await signedInRider(t, { role: 'moderator' });
    const arena = await createArena(t.db);
    await moderator.agent.post('/api/reports').send({ targetType: 'arena', targetId: arena.id, reason: 'Fake' }).expect(201);
    const refused = await moderator.agent.post(`/api/admin/content/arena/${arena.id}/delete`).send({ reason: 'Fake' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Pages others build on are hidden, not deleted');

    const event = await createEvent(t.db);
    await moderator.agent.post(`/api/admin/content/event/${event.id}/delete`).send({ reason: 'Scam' }).expect(200);
    const [row] = await t.db.select({ deletedAt: events.deletedAt }).from(events).where(eq(events.id, event.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await t.agent().get(`/api/events/${event.id}`)).status).toBe(404);
  });
});
