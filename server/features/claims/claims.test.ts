import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenas, horseHotels, moderationActions, notifications } from '@shared/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArena, createHotel, signedInRider } from '../../test/factories';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const signedIn = (role: 'rider' | 'moderator' | 'admin' = 'rider') => signedInRider(t, { role });

const claimBody = { role: 'owner', phone: '(940) 555-0134', note: 'I run the Friday jackpots here.' };
const inboxOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('claiming a page', () => {
  it('a rider claims an arena; the claim waits for a moderator, once', async () => {
    const arena = await createArena(t.db);
    const { agent } = await signedIn();
    const response = await agent.post(`/api/arenas/${arena.id}/claims`).send(claimBody);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      role: 'owner', status: 'pending', decisionReason: null,
      page: { type: 'arena', id: arena.id, name: arena.name, path: `/arena/${arena.id}`, ownerId: null },
    });
    const again = await agent.post(`/api/arenas/${arena.id}/claims`).send(claimBody);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your claim of this arena is already waiting for a moderator');
    expect((await agent.get('/api/my-claims')).body).toEqual([expect.objectContaining({ id: response.body.id, status: 'pending' })]);
  });

  it('refuses bad input naming the field, unknown pages with 404, and visitors with 401', async () => {
    const arena = await createArena(t.db);
    const { agent } = await signedIn();
    for (const [body, path] of [
      [{ ...claimBody, role: 'landlord' }, 'role'],
      [{ ...claimBody, phone: 'call me' }, 'phone'],
      [{ ...claimBody, phone: undefined }, 'phone'],
      [{ ...claimBody, note: 'x'.repeat(2001) }, 'note'],
    ] as const) {
      const response = await agent.post(`/api/arenas/${arena.id}/claims`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual([path]);
    }
    expect((await agent.post('/api/arenas/00000000-0000-4000-8000-000000000000/claims').send(claimBody)).status).toBe(404);
    expect((await agent.post('/api/horse-hotels/not-an-id/claims').send(claimBody)).status).toBe(404);
    expect((await t.agent().post(`/api/arenas/${arena.id}/claims`).send(claimBody)).status).toBe(401);
  });
});

describe('the claims queue', () => {
  it('is for moderators only', async () => {
    const { agent: rider } = await signedIn();
    expect((await rider.get('/api/admin/claims')).status).toBe(403);
    expect((await t.agent().get('/api/admin/claims')).status).toBe(401);
    const { agent: moderator } = await signedIn('moderator');
    expect((await moderator.get('/api/admin/claims')).status).toBe(200);
  });

  it('approving makes the claimant the owner, turns down the other claims, tells everyone and logs it', async () => {
    const arena = await createArena(t.db);
    const claimant = await signedIn();
    const rival = await signedIn();
    const { agent: moderator, user: moderatorUser } = await signedIn('moderator');
    const claim = (await claimant.agent.post(`/api/arenas/${arena.id}/claims`).send(claimBody)).body;
    await rival.agent.post(`/api/arenas/${arena.id}/claims`).send({ ...claimBody, role: 'manager' });

    const queue = await moderator.get('/api/admin/claims');
    expect(queue.headers['x-total-count']).toBeDefined();
    expect(queue.body).toContainEqual(expect.objectContaining({
      id: claim.id, phone: '(940) 555-0134', note: claimBody.note, status: 'pending',
      claimant: { id: claimant.user.id, name: 'Test Rider', email: claimant.user.email },
    }));

    const approved = await moderator.post(`/api/admin/claims/${claim.id}/approve`).send({});
    expect(approved.status).toBe(200);
    expect((await t.agent().get(`/api/arenas/${arena.id}`)).body.ownerId).toBe(claimant.user.id);
    expect(await inboxOf(claimant.user.id)).toContainEqual(expect.objectContaining({
      kind: 'claim_decided', title: `Your claim of ${arena.name} was approved`, linkPath: `/arena/${arena.id}`,
    }));
    expect((await rival.agent.get('/api/my-claims')).body[0]).toMatchObject({ status: 'rejected', decisionReason: 'Another claim of this page was approved' });
    expect(await inboxOf(rival.user.id)).toContainEqual(expect.objectContaining({ title: `Your claim of ${arena.name} was not approved` }));

    const twice = await moderator.post(`/api/admin/claims/${claim.id}/approve`).send({});
    expect(twice.status).toBe(409);
    const [logged] = await t.db.select().from(moderationActions).where(eq(moderationActions.targetId, arena.id));
    expect(logged).toMatchObject({ moderatorId: moderatorUser.id, action: 'approve_claim', targetType: 'arena' });
    // Nobody edits the log, not even through the database.
    await expect(t.db.update(moderationActions).set({ reason: 'rewritten' }).where(eq(moderationActions.id, logged.id))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
    await expect(t.db.delete(moderationActions).where(eq(moderationActions.id, logged.id))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });
  });

  it('rejecting keeps the page unowned and tells the rider why; nobody decides their own claim', async () => {
    const hotel = await createHotel(t.db);
    const { agent: moderator, user: moderatorUser } = await signedIn('moderator');
    const claimant = await signedIn();
    const claim = (await claimant.agent.post(`/api/horse-hotels/${hotel.id}/claims`).send(claimBody)).body;
    const own = (await moderator.post(`/api/horse-hotels/${hotel.id}/claims`).send(claimBody)).body;
    const selfApproval = await moderator.post(`/api/admin/claims/${own.id}/approve`).send({});
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body.message).toBe('You cannot decide your own claim');

    const rejected = await moderator.post(`/api/admin/claims/${claim.id}/reject`).send({ reason: 'We could not reach you at that number' });
    expect(rejected.body).toEqual({ id: claim.id, status: 'rejected' });
    const [row] = await t.db.select({ ownerId: horseHotels.ownerId }).from(horseHotels).where(eq(horseHotels.id, hotel.id));
    expect(row.ownerId).toBeNull();
    expect(await inboxOf(claimant.user.id)).toContainEqual(expect.objectContaining({
      title: `Your claim of ${hotel.name} was not approved`, body: 'We could not reach you at that number', linkPath: `/horse-hotels/${hotel.id}`,
    }));
    const [logged] = await t.db.select().from(moderationActions).where(eq(moderationActions.targetId, hotel.id));
    expect(logged).toMatchObject({ moderatorId: moderatorUser.id, action: 'reject_claim', reason: 'We could not reach you at that number' });
    expect((await moderator.post('/api/admin/claims/00000000-0000-4000-8000-000000000000/reject').send({})).status).toBe(404);
  });

  it('a page has one owner: approving a claim on an owned page is refused until a moderator transfers or revokes it', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const arena = await createArena(t.db, { ownerId: first.user.id });
    const { agent: moderator } = await signedIn('moderator');
    const claim = (await second.agent.post(`/api/arenas/${arena.id}/claims`).send(claimBody)).body;
    const refused = await moderator.post(`/api/admin/claims/${claim.id}/approve`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This arena already has an owner: revoke or transfer the ownership first');

    const transfer = await moderator.put('/api/admin/ownership')
      .send({ targetType: 'arena', targetId: arena.id, ownerId: second.user.id, reason: 'Sold the place in March' });
    expect(transfer.status).toBe(200);
    expect(transfer.body.ownerId).toBe(second.user.id);
    expect(await inboxOf(second.user.id)).toContainEqual(expect.objectContaining({ title: `You now manage ${arena.name}` }));
    const revoke = await moderator.put('/api/admin/ownership').send({ targetType: 'arena', targetId: arena.id, ownerId: null, reason: 'Closed' });
    expect(revoke.body.ownerId).toBeNull();
    const [row] = await t.db.select({ ownerId: arenas.ownerId }).from(arenas).where(eq(arenas.id, arena.id));
    expect(row.ownerId).toBeNull();
    const actions = await t.db.select().from(moderationActions).where(eq(moderationActions.targetId, arena.id));
    expect(actions.map((action) => [action.action, action.details])).toEqual(expect.arrayContaining([
      ['transfer_ownership', { from: first.user.id, to: second.user.id }],
      ['revoke_ownership', { from: second.user.id, to: null }],
    ]));
    const bad = await moderator.put('/api/admin/ownership').send({ targetType: 'barn', targetId: arena.id, ownerId: null });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['reason', 'targetType']);
  });
});

describe('owner responses to reviews', () => {
  async function reviewedPage(type: 'arena' | 'horse_hotel') {
    const owner = await signedIn();
    const reviewer = await signedIn();
    const page = type === 'arena' ? await createArena(t.db, { ownerId: owner.user.id }) : await createHotel(t.db, { ownerId: owner.user.id });
    const base = type === 'arena' ? `/api/arenas/${page.id}` : `/api/horse-hotels/${page.id}`;
    const review = (await reviewer.agent.post(`${base}/reviews`).send({ rating: 2, reviewText: 'Deep ground by the third barrel' })).body;
    return { owner, reviewer, page, base, review };
  }

  it('the arena owner answers a review once, edits it (marked edited), and the reviewer hears of it once', async () => {
    const { owner, reviewer, page, base, review } = await reviewedPage('arena');
    const answered = await owner.agent.put(`/api/reviews/${review.id}/response`).send({ text: 'We worked the ground on Monday - come back and see.' });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ text: 'We worked the ground on Monday - come back and see.', respondedAt: expect.any(String), editedAt: null });
    const listed = (await t.agent().get(`${base}/reviews`)).body;
    expect(listed[0].ownerResponse).toEqual(answered.body);
    expect((await t.agent().get(base)).body.reviews[0].ownerResponse.text).toBe('We worked the ground on Monday - come back and see.');

    const edited = await owner.agent.put(`/api/reviews/${review.id}/response`).send({ text: 'Ground was worked Monday and Thursday.' });
    expect(edited.body.respondedAt).toBe(answered.body.respondedAt);
    expect(edited.body.editedAt).not.toBeNull();
    const told = (await inboxOf(reviewer.user.id)).filter((notification) => notification.kind === 'review_reply');
    expect(told).toEqual([expect.objectContaining({ title: `${page.name} responded to your review`, linkPath: `/arena/${page.id}`, actorId: owner.user.id })]);

    expect((await owner.agent.delete(`/api/reviews/${review.id}/response`)).status).toBe(204);
    expect((await t.agent().get(`${base}/reviews`)).body[0].ownerResponse).toBeNull();
  });

  it('a horse hotel owner answers under /api/horse-hotel-reviews', async () => {
    const { owner, base, review } = await reviewedPage('horse_hotel');
    expect((await owner.agent.put(`/api/horse-hotel-reviews/${review.id}/response`).send({ text: 'Thanks for staying!' })).status).toBe(200);
    expect((await t.agent().get(`${base}/reviews`)).body[0].ownerResponse.text).toBe('Thanks for staying!');
  });

  it('only the page owner responds; bad input and unknown reviews are refused', async () => {
    const { reviewer, review } = await reviewedPage('arena');
    const stranger = await signedIn('moderator');
    for (const agent of [reviewer.agent, stranger.agent]) {
      const refused = await agent.put(`/api/reviews/${review.id}/response`).send({ text: 'Not mine to answer' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only the owner of this arena can respond to its reviews');
    }
    const { owner, review: other } = await reviewedPage('arena');
    const blank = await owner.agent.put(`/api/reviews/${other.id}/response`).send({ text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'text', message: 'Write a response first' }]);
    expect((await owner.agent.put('/api/reviews/00000000-0000-4000-8000-000000000000/response').send({ text: 'Hi' })).status).toBe(404);
    expect((await t.agent().put(`/api/reviews/${other.id}/response`).send({ text: 'Hi' })).status).toBe(401);
  });
});

describe('an owner\'s ground reports', () => {
  it('are marked "From the arena"; a rider\'s are not', async () => {
    const owner = await signedIn();
    const rider = await signedIn();
    const arena = await createArena(t.db, { ownerId: owner.user.id, timeZone: 'America/Chicago' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const fromOwner = await owner.agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'excellent', riddenOn: today, notes: 'Freshly worked' });
    expect(fromOwner.status).toBe(201);
    expect(fromOwner.body.fromArena).toBe(true);
    const fromRider = await rider.agent.post(`/api/arenas/${arena.id}/footing-reports`).send({ condition: 'good', riddenOn: today });
    expect(fromRider.body.fromArena).toBe(false);
  });
});
