import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { arenas } from '@shared/schema';
import { createArena, createEvent, createUpload, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const form = { name: 'Rocking R Arena', city: 'Stephenville', state: 'tx', footingType: 'Washed sand', largeRigsFriendly: true };

describe('PUT /api/arenas/:id', () => {
  it('the rider who added an arena edits it until it is claimed; then only its owner (and moderators) can', async () => {
    const creator = await signedInRider(t);
    const added = (await creator.agent.post('/api/arenas').send({ name: 'Rockin R', city: 'Dublin', state: 'TX' })).body;
    expect(added.createdBy).toBe(creator.user.id);

    const edited = await creator.agent.put(`/api/arenas/${added.id}`).send({ ...form, latitude: '33.5779', longitude: '-101.8552' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: added.id, name: 'Rocking R Arena', city: 'Stephenville', state: 'TX', footingType: 'Washed sand', largeRigsFriendly: true });
    expect((await t.agent().get(`/api/arenas/${added.id}`)).body.name).toBe('Rocking R Arena');

    const other = await signedInRider(t);
    const refused = await other.agent.put(`/api/arenas/${added.id}`).send(form);
    expect(refused.status).toBe(403);
    const bad = await creator.agent.put(`/api/arenas/${added.id}`).send({ ...form, state: 'Texas', videoUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['state', 'videoUrl']);

    // Claimed: the owner edits it, its creator no longer can; a moderator still can.
    const owner = await signedInRider(t);
    const claimed = await createArena(t.db, { createdBy: creator.user.id, ownerId: owner.user.id });
    expect((await creator.agent.put(`/api/arenas/${claimed.id}`).send(form)).status).toBe(403);
    expect((await owner.agent.put(`/api/arenas/${claimed.id}`).send({ ...form, name: 'Owner Arena' })).body.name).toBe('Owner Arena');
    const moderator = await signedInRider(t, { role: 'moderator' });
    expect((await moderator.agent.put(`/api/arenas/${claimed.id}`).send({ ...form, name: 'Fixed Name' })).status).toBe(200);
    expect((await owner.agent.put('/api/arenas/00000000-0000-4000-8000-000000000000').send(form)).status).toBe(404);
  });

  it("takes the editor's uploaded cover photo, and refuses someone else's upload", async () => {
    const creator = await signedInRider(t);
    const arena = await createArena(t.db, { createdBy: creator.user.id });
    const mine = await createUpload(t.db, creator.user.id);
    const edited = await creator.agent.put(`/api/arenas/${arena.id}`).send({ ...form, coverUploadId: mine.id });
    expect(edited.body.coverImage).toBe(`/uploads/${mine.id}/1000.webp`);
    const theirs = await createUpload(t.db, (await signedInRider(t)).user.id);
    const refused = await creator.agent.put(`/api/arenas/${arena.id}`).send({ ...form, coverUploadId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('coverUploadId');
  });
});

describe('DELETE /api/arenas/:id', () => {
  it('the rider who added it deletes it outright while nobody built on it; nobody else can', async () => {
    const creator = await signedInRider(t);
    const arena = await createArena(t.db, { createdBy: creator.user.id });
    await creator.agent.post(`/api/arenas/${arena.id}/reviews`).send({ rating: 5, reviewText: 'My own arena' }).expect(201);
    expect((await (await signedInRider(t)).agent.delete(`/api/arenas/${arena.id}`)).status).toBe(403);
    expect((await creator.agent.delete(`/api/arenas/${arena.id}`)).status).toBe(204);
    expect(await t.db.select().from(arenas).where(eq(arenas.id, arena.id))).toEqual([]);
    expect((await creator.agent.delete(`/api/arenas/${arena.id}`)).status).toBe(404);
  });

  it('removes one with events: gone from lists and its page, its events kept; a claimed arena is not its creator\'s to delete', async () => {
    const creator = await signedInRider(t);
    const arena = await createArena(t.db, { createdBy: creator.user.id, name: 'Soon Gone Arena' });
    const event = await createEvent(t.db, { arenaId: arena.id });
    expect((await creator.agent.delete(`/api/arenas/${arena.id}`)).status).toBe(204);
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).status).toBe(404);
    expect((await t.agent().get('/api/arenas?search=Soon%20Gone')).body).toEqual([]);
    expect((await t.agent().get(`/api/events/${event.id}`)).status).toBe(200);
    expect((await creator.agent.delete(`/api/arenas/${arena.id}`)).status).toBe(404);

    const claimed = await createArena(t.db, { createdBy: creator.user.id, ownerId: (await signedInRider(t)).user.id });
    expect((await creator.agent.delete(`/api/arenas/${claimed.id}`)).status).toBe(403);
  });
});
