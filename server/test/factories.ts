import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import {
  arenas, eventProducers, events, feedItems, horseHotels, serviceProviders, trips, uploads, users,
} from '@shared/schema';
import type { Database } from '../db/client';
import { hashPassword } from '../auth/passwords';

/** Small builders: each test creates exactly the rows it needs. */

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const unique = () => randomUUID().slice(0, 8);

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db.insert(users).values({
    email: `rider-${unique()}@example.com`,
    firstName: 'Test',
    lastName: 'Rider',
    passwordHash: await passwordHash,
    ...overrides,
  }).returning();
  return user;
}

type Agent = ReturnType<typeof request.agent>;

/** A user with a password, signed in on `agent` through the real login route. */
export async function signIn(agent: Agent, db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, overrides);
  const response = await agent.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return user;
}

/** A new rider (or moderator, admin: `overrides.role`), signed in on an agent of their own. */
export async function signedInRider(t: { agent(): Agent; db: Database }, overrides: Partial<typeof users.$inferInsert> = {}) {
  const agent = t.agent();
  const user = await signIn(agent, t.db, overrides);
  return { agent, user };
}

export async function createArena(db: Database, overrides: Partial<typeof arenas.$inferInsert> = {}) {
  const [arena] = await db.insert(arenas).values({
    name: `Test Arena ${unique()}`, city: 'Fort Worth', state: 'TX', latitude: '32.7555000', longitude: '-97.3308000',
    ...overrides,
  }).returning();
  return arena;
}

export async function createProducer(db: Database, overrides: Partial<typeof eventProducers.$inferInsert> = {}) {
  const [producer] = await db.insert(eventProducers).values({ name: `Producer ${unique()}`, ...overrides }).returning();
  return producer;
}

export async function createEvent(db: Database, overrides: Partial<typeof events.$inferInsert> = {}) {
  const arenaId = overrides.arenaId ?? (await createArena(db)).id;
  const [event] = await db.insert(events).values({
    name: `Test Event ${unique()}`,
    date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    time: '7:00 PM',
    ...overrides,
    arenaId,
  }).returning();
  return event;
}

export async function createHotel(db: Database, overrides: Partial<typeof horseHotels.$inferInsert> = {}) {
  const [hotel] = await db.insert(horseHotels).values({
    name: `Horse Hotel ${unique()}`, city: 'Weatherford', state: 'TX', latitude: '32.7593000', longitude: '-97.7973000',
    ...overrides,
  }).returning();
  return hotel;
}

export async function createServiceProvider(db: Database, overrides: Partial<typeof serviceProviders.$inferInsert> = {}) {
  const [provider] = await db.insert(serviceProviders).values({
    type: 'farrier', displayName: `Farrier ${unique()}`, ...overrides,
  }).returning();
  return provider;
}

export async function createTrip(db: Database, userId: string, overrides: Partial<typeof trips.$inferInsert> = {}) {
  const [trip] = await db.insert(trips).values({ userId, name: `Trip ${unique()}`, ...overrides }).returning();
  return trip;
}

/** A plain community post, by a new rider unless `userId` is given. */
export async function createFeedPost(db: Database, overrides: Partial<typeof feedItems.$inferInsert> = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [post] = await db.insert(feedItems).values({ type: 'post', content: `Post ${unique()}`, ...overrides, userId }).returning();
  return post;
}

/**
 * An upload row owned by `userId`, as `POST /api/uploads` leaves it (unattached), without stored files: for tests of
 * what attaches uploads. Tests of the pictures themselves upload real bytes.
 */
export async function createUpload(db: Database, userId: string, overrides: Partial<typeof uploads.$inferInsert> = {}) {
  const [upload] = await db.insert(uploads).values({ width: 1600, height: 1200, bytes: 180_000, ...overrides, userId }).returning();
  return upload;
}
