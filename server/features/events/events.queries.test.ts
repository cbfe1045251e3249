import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventComments, type Arena, type Event } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createHotel, createProducer, createUser, signIn } from '../../test/factories';
import { trackQueries } from '../../test/query-counter';
import {
  createArenaAt, daysFromNow, followArena, followProducer, giveBadge, linkHotelToEvent, PLACES, placeColumns, saveEvent,
} from './events.test-helpers';

/** The statement count of a list must not depend on how many rows the page holds. */
let t: TestApp;
let agent: ReturnType<TestApp['agent']>;
let arena: Arena;
let busyEvent: Event;
let linkedEvent: Event;
const ROWS = 25;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent();
  const viewer = await signIn(agent, t.db);
  arena = await createArenaAt(t.db, PLACES.fortWorth);
  const producer = await createProducer(t.db);
  await followArena(t.db, viewer.id, arena.id);
  await followProducer(t.db, viewer.id, producer.id);
  const created: Event[] = [];
  for (let index = 0; index < ROWS; index += 1) {
    created.push(await createEvent(t.db, { arenaId: arena.id, producerId: producer.id, date: daysFromNow(index + 1) }));
  }
  for (const event of created.slice(0, 10)) await saveEvent(t.db, viewer.id, event.id);
  [busyEvent, linkedEvent] = created;

  for (let index = 0; index < ROWS; index += 1) {
    const commenter = await createUser(t.db);
    await giveBadge(t.db, commenter.id, 'first_review', 'bronze');
    await giveBadge(t.db, commenter.id, 'event_goer', 'silver');
    await t.db.insert(eventComments).values({ eventId: busyEvent.id, userId: commenter.id, commentText: `Comment ${index}` });
    // Hotels a few miles apart around Fort Worth: all within 50 miles of the arena.
    const hotel = await createHotel(t.db, {
      ...placeColumns(PLACES.fortWorth), latitude: (PLACES.fortWorth.lat + index * 0.01).toFixed(7),
    });
    await linkHotelToEvent(t.db, linkedEvent.id, hotel.id, (index + 1).toFixed(2));
  }
});
afterAll(async () => { await t.close(); });

async function statementsFor(path: string, query: Record<string, unknown>, expectedRows: number) {
  const tracker = trackQueries(t.pool);
  try {
    const response = await agent.get(path).query(query);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(expectedRows);
    expect(tracker.count).toBeGreaterThan(0);
    return tracker.count;
  } finally {
    tracker.stop();
  }
}

describe('statement counts', () => {
  it('GET /api/events: the same for 1 row as for 25 personalised rows', async () => {
    // A full page of 1 uses the count of matches (up to the cap), read by the page's own statement.
    const one = await statementsFor('/api/events', { arenaId: arena.id, limit: 1 }, 1);
    const many = await statementsFor('/api/events', { arenaId: arena.id, limit: 200 }, ROWS);
    expect(many).toBe(one);
    const located = await statementsFor('/api/events', {
      latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng, limit: ROWS - 1,
    }, ROWS - 1);
    expect(located).toBe(one);
    const nearestFirst = await statementsFor('/api/events', {
      latitude: PLACES.fortWorth.lat, longitude: PLACES.fortWorth.lng, radiusMiles: 25, sort: 'distance', limit: 200,
    }, ROWS);
    expect(nearestFirst).toBe(one);
  });

  it('GET /api/events/:id/comments: the same for 1 comment as for 25 commenters with badges', async () => {
    const one = await statementsFor(`/api/events/${busyEvent.id}/comments`, { limit: 1 }, 1);
    const many = await statementsFor(`/api/events/${busyEvent.id}/comments`, {}, ROWS);
    expect(many).toBe(one);
  });

  it('GET /api/events/:id/comments: the writers\' badges come with the page, not from a statement of their own', async () => {
    const tracker = trackQueries(t.pool);
    try {
      const response = await agent.get(`/api/events/${busyEvent.id}/comments`);
      expect(response.status).toBe(200);
      expect(response.body[0].badges.map((badge: { badgeLevel: string }) => badge.badgeLevel)).toEqual(['silver', 'bronze']);
      const readingBadges = tracker.statements.filter((text) => text.includes('"user_badges"'));
      expect(readingBadges).toHaveLength(1);
      expect(readingBadges[0]).toContain('"event_comments"');
    } finally {
      tracker.stop();
    }
  });

  it('GET /api/events/:id/horse-hotels: the same for 1 hotel as for 25, linked or nearby', async () => {
    const linkedOne = await statementsFor(`/api/events/${linkedEvent.id}/horse-hotels`, { limit: 1 }, 1);
    const linkedMany = await statementsFor(`/api/events/${linkedEvent.id}/horse-hotels`, {}, ROWS);
    expect(linkedMany).toBe(linkedOne);
    const nearbyOne = await statementsFor(`/api/events/${busyEvent.id}/horse-hotels`, { limit: 1 }, 1);
    const nearbyMany = await statementsFor(`/api/events/${busyEvent.id}/horse-hotels`, {}, ROWS);
    expect(nearbyMany).toBe(nearbyOne);
  });
});
