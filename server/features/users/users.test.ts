import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arenaFollows, eventProducerFollows, savedEvents, userFollows, userProfiles,
} from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createEvent, createProducer, createUpload, createUser, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const followCount = async () => (await t.db.select({ n: count() }).from(userFollows))[0].n;
const profileCount = async () => (await t.db.select({ n: count() }).from(userProfiles))[0].n;

async function addProfile(userId: string, overrides: Partial<typeof userProfiles.$inferInsert> = {}) {
  await t.db.insert(userProfiles).values({
    userId, fullName: 'Reba Jones', bio: 'Barrels since 1998', city: 'Stephenville', state: 'TX', ...overrides,
  });
}

describe('GET /api/users/:id/profile', () => {
  it('returns the profile view with real counts; the location only when visible', async () => {
    const rider = await createUser(t.db, { email: 'reba.jones@example.com', profileImageUrl: 'https://img.example/r.jpg' });
    await addProfile(rider.id, { locationVisibility: true });
    const [fan1, fan2, idol] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await t.db.insert(userFollows).values([
      { followerId: fan1.id, followeeId: rider.id },
      { followerId: fan2.id, followeeId: rider.id },
      { followerId: rider.id, followeeId: idol.id },
    ]);
    await t.db.insert(savedEvents).values([
      { userId: rider.id, eventId: (await createEvent(t.db)).id },
      { userId: rider.id, eventId: (await createEvent(t.db)).id },
      { userId: fan1.id, eventId: (await createEvent(t.db)).id },
    ]);
    await t.db.insert(arenaFollows).values([
      { userId: rider.id, arenaId: (await createArena(t.db)).id },
      { userId: rider.id, arenaId: (await createArena(t.db)).id },
      { userId: rider.id, arenaId: (await createArena(t.db)).id },
    ]);
    await t.db.insert(eventProducerFollows).values({ userId: rider.id, producerId: (await createProducer(t.db)).id });

    const response = await t.agent().get(`/api/users/${rider.id}/profile`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: rider.id,
      username: 'reba.jones',
      avatarUrl: 'https://img.example/r.jpg',
      profile: { fullName: 'Reba Jones', bio: 'Barrels since 1998', city: 'Stephenville', state: 'TX', locationVisibility: true },
      followerCount: 2,
      followingCount: 1,
      savedEventsCount: 2,
      followedArenasCount: 3,
      followedProducersCount: 1,
      isFollowing: false,
      userFollowId: null,
    });
  });

  it('hides city and state unless location visibility is on, except from the user themself', async () => {
    const agent = t.agent();
    const rider = await signIn(agent, t.db);
    await addProfile(rider.id, { locationVisibility: false });
    const stranger = t.agent();
    await signIn(stranger, t.db);
    for (const viewer of [t.agent(), stranger]) {
      const response = await viewer.get(`/api/users/${rider.id}/profile`).query({ currentUserId: rider.id });
      expect(response.body.profile).toEqual({
        fullName: 'Reba Jones', bio: 'Barrels since 1998', city: null, state: null, locationVisibility: false,
      });
    }
    const own = await agent.get(`/api/users/${rider.id}/profile`);
    expect(own.body.profile).toMatchObject({ city: 'Stephenville', state: 'TX' });
  });

  it('falls back to rider-<id> as username and empty profile fields for a user with no email or profile', async () => {
    const user = await createUser(t.db, { email: null, profileImageUrl: null });
    const response = await t.agent().get(`/api/users/${user.id}/profile`);
    expect(response.body).toMatchObject({
      username: `rider-${user.id.slice(0, 8)}`,
      avatarUrl: null,
      profile: { fullName: null, bio: null, city: null, state: null, locationVisibility: false },
      followerCount: 0,
      followingCount: 0,
    });
  });

  it('tells a signed-in viewer whether they follow the user (the session decides, not currentUserId)', async () => {
    const rider = await createUser(t.db);
    const fan = t.agent();
    const fanUser = await signIn(fan, t.db);
    const [follow] = await t.db.insert(userFollows).values({ followerId: fanUser.id, followeeId: rider.id }).returning();
    const response = await fan.get(`/api/users/${rider.id}/profile`);
    expect(response.body).toMatchObject({ isFollowing: true, userFollowId: follow.id, followerCount: 1 });
    const visitor = await t.agent().get(`/api/users/${rider.id}/profile`).query({ currentUserId: fanUser.id });
    expect(visitor.body).toMatchObject({ isFollowing: false, userFollowId: null });
  });

  it('is 404 "User not found" for unknown and malformed ids', async () => {
    for (const id of [randomUUID(), 'nobody']) {
      const response = await t.agent().get(`/api/users/${id}/profile`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'User not found' });
    }
  });
});

describe('/api/users/me/profile', () => {
  it('GET shows the session user\'s own view, location included', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    await addProfile(me.id, { locationVisibility: false });
    const response = await agent.get('/api/users/me/profile');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: me.id, profile: { city: 'Stephenville', state: 'TX', locationVisibility: false } });
  });

  it('PUT creates the profile, then replaces it, returning the view; a userId in the body is ignored', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    const other = await createUser(t.db);
    const created = await agent.put('/api/users/me/profile').send({
      userId: other.id, fullName: ' Kay Dee ', bio: 'Futurity hopeful', city: 'Ocala', state: 'fl', locationVisibility: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      id: me.id,
      profile: { fullName: 'Kay Dee', bio: 'Futurity hopeful', city: 'Ocala', state: 'FL', locationVisibility: true },
    });
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, other.id))).toHaveLength(0);

    const replaced = await agent.put('/api/users/me/profile').send({ fullName: 'Kay Dee', bio: '', city: null });
    expect(replaced.body.profile).toEqual({ fullName: 'Kay Dee', bio: null, city: null, state: null, locationVisibility: false });
    const [stored] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, me.id));
    expect(stored).toMatchObject({ fullName: 'Kay Dee', bio: null, city: null, state: null, locationVisibility: false });
    expect((await t.agent().get(`/api/users/${me.id}/profile`)).body.profile.fullName).toBe('Kay Dee');
  });

  it('PUT is 400 naming the field for invalid values and changes nothing', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    await addProfile(me.id);
    const before = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, me.id));
    for (const [body, path] of [
      [{ state: 'Texas' }, 'state'],
      [{ locationVisibility: 'yes' }, 'locationVisibility'],
      [{ fullName: 'x'.repeat(201) }, 'fullName'],
    ] as const) {
      const response = await agent.put('/api/users/me/profile').send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe(path);
    }
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, me.id))).toEqual(before);
  });

  it('GET and PUT are 401 signed out, and PUT stores nothing', async () => {
    const before = await profileCount();
    expect((await t.agent().get('/api/users/me/profile')).status).toBe(401);
    expect((await t.agent().put('/api/users/me/profile').send({ fullName: 'Ghost' })).status).toBe(401);
    expect(await profileCount()).toBe(before);
  });
});

describe('/api/user-follows', () => {
  it('POST follows another rider for the session user (201); again returns the existing row (200)', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    const rider = await createUser(t.db);
    const impostor = await createUser(t.db);
    const first = await agent.post('/api/user-follows').send({ followeeId: rider.id, followerId: impostor.id, userId: impostor.id });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), followerId: me.id, followeeId: rider.id, createdAt: expect.any(String) });
    const before = await followCount();
    const again = await agent.post('/api/user-follows').send({ followeeId: rider.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await followCount()).toBe(before);
    expect((await agent.get(`/api/users/${rider.id}/profile`)).body).toMatchObject({ isFollowing: true, userFollowId: first.body.id });
  });

  it('two simultaneous identical follows end with exactly one row', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    const rider = await createUser(t.db);
    const responses = await Promise.all([1, 2, 3].map(() => agent.post('/api/user-follows').send({ followeeId: rider.id })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await t.db.select().from(userFollows).where(eq(userFollows.followerId, me.id))).toHaveLength(1);
  });

  it('POST is 400 for yourself or a malformed id, 404 for an unknown user, 401 signed out; nothing stored', async () => {
    const agent = t.agent();
    const me = await signIn(agent, t.db);
    const before = await followCount();
    const self = await agent.post('/api/user-follows').send({ followeeId: me.id });
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ path: 'followeeId', message: 'You cannot follow yourself' }]);
    const malformed = await agent.post('/api/user-follows').send({ followeeId: 'someone' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe('followeeId');
    const unknown = await agent.post('/api/user-follows').send({ followeeId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'User not found' });
    const signedOut = await t.agent().post('/api/user-follows').send({ followeeId: (await createUser(t.db)).id });
    expect(signedOut.status).toBe(401);
    expect(await followCount()).toBe(before);
  });

  it('DELETE removes your own follow (204); someone else\'s is 403, unknown 404, signed out 401', async () => {
    const owner = t.agent();
    await signIn(owner, t.db);
    const rider = await createUser(t.db);
    const { body: follow } = await owner.post('/api/user-follows').send({ followeeId: rider.id });
    const intruder = t.agent();
    await signIn(intruder, t.db);
    expect((await intruder.delete(`/api/user-follows/${follow.id}`)).status).toBe(403);
    expect((await t.agent().delete(`/api/user-follows/${follow.id}`)).status).toBe(401);
    expect((await owner.delete(`/api/user-follows/${randomUUID()}`)).status).toBe(404);
    expect((await owner.delete('/api/user-follows/not-an-id')).status).toBe(404);
    expect(await t.db.select().from(userFollows).where(eq(userFollows.id, follow.id))).toHaveLength(1);
    expect((await owner.delete(`/api/user-follows/${follow.id}`)).status).toBe(204);
    expect(await t.db.select().from(userFollows).where(eq(userFollows.id, follow.id))).toHaveLength(0);
  });
});

describe('profile pictures from uploads', () => {
  it("sets the rider's upload as their picture, keeps it when left out, removes it with null, and refuses another rider's upload", async () => {
    const agent = t.agent();
    const user = await signIn(agent, t.db);
    const photo = await createUpload(t.db, user.id);
    const set = await agent.put('/api/users/me/profile').send({ fullName: 'Jo Rider', avatarUploadId: photo.id });
    expect(set.status).toBe(200);
    expect(set.body.avatarUrl).toBe(`/uploads/${photo.id}/1000.webp`);
    const kept = await agent.put('/api/users/me/profile').send({ fullName: 'Jo R.' });
    expect(kept.body.avatarUrl).toBe(`/uploads/${photo.id}/1000.webp`);
    const theirs = await createUpload(t.db, (await createUser(t.db)).id);
    const refused = await agent.put('/api/users/me/profile').send({ fullName: 'Someone Else', avatarUploadId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('avatarUploadId');
    expect((await agent.get('/api/users/me/profile')).body.profile.fullName).toBe('Jo R.');
    const removed = await agent.put('/api/users/me/profile').send({ fullName: 'Jo R.', avatarUploadId: null });
    expect(removed.body.avatarUrl).toBeNull();
  });
});
