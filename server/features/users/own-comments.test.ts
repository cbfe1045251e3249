import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createEvent, createFeedPost, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const signedIn = (role: 'rider' | 'moderator' | 'admin' = 'rider') => signedInRider(t, { role });

describe.each([
  ['an event', async () => `/api/events/${(await createEvent(t.db)).id}/comments`],
  ['a feed post', async () => `/api/feed/${(await createFeedPost(t.db)).id}/comments`],
])('a comment on %s', (_label, thread) => {
  it('its writer edits it (marked edited) and deletes it; nobody else can', async () => {
    const base = await thread();
    const writer = await signedIn();
    const other = await signedIn();
    const comment = (await writer.agent.post(base).send({ commentText: 'Stalls left?' })).body;
    expect(comment.editedAt).toBeNull();

    const edited = await writer.agent.patch(`${base}/${comment.id}`).send({ commentText: 'Stalls left Friday?' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: comment.id, commentText: 'Stalls left Friday?', editedAt: expect.any(String) });
    expect((await t.agent().get(base)).body[0]).toMatchObject({ commentText: 'Stalls left Friday?', editedAt: edited.body.editedAt });

    const refused = await other.agent.patch(`${base}/${comment.id}`).send({ commentText: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only change your own comments');
    expect((await other.agent.delete(`${base}/${comment.id}`)).status).toBe(403);
    const blank = await writer.agent.patch(`${base}/${comment.id}`).send({ commentText: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('commentText');
    // The comment belongs to this thread only.
    const elsewhere = await thread();
    expect((await writer.agent.patch(`${elsewhere}/${comment.id}`).send({ commentText: 'Moved?' })).status).toBe(404);

    expect((await writer.agent.delete(`${base}/${comment.id}`)).status).toBe(204);
    expect((await t.agent().get(base)).body).toEqual([]);
    expect((await writer.agent.delete(`${base}/${comment.id}`)).status).toBe(404);
  });
});
