import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ClaimTarget } from '@shared/constants';
import type { ClaimedPage, ClaimRecord, MyClaimRecord } from '@shared/contracts/moderation';
import { arenas, claims, horseHotels, users } from '@shared/schema';
import type { ClaimInput, PageQuery } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { pageTotal, withoutTotal } from '../../db/paging';
import { Conflict, Forbidden, NotFound } from '../../http/errors';
import { logModeratorAction } from '../moderation';
import { notifyRiders, oneRider } from '../notifications';
import { userDisplayNameSql } from '../users/users.repo';

const PAGE_TABLES = { arena: arenas, horse_hotel: horseHotels } as const;
const PAGE_PATHS: Record<ClaimTarget, string> = { arena: '/arena', horse_hotel: '/horse-hotels' };
const PAGE_NOUNS: Record<ClaimTarget, string> = { arena: 'arena', horse_hotel: 'horse hotel' };

/** The arena or hotel a claim names, with its owner; `lock` holds its row until the transaction ends. */
export async function claimedPage(db: Queryable, type: ClaimTarget, id: string, lock = false): Promise<ClaimedPage | null> {
  const table = PAGE_TABLES[type];
  const query = db.select({ id: table.id, name: table.name, city: table.city, state: table.state, ownerId: table.ownerId })
    .from(table).where(eq(table.id, id));
  const [page] = lock ? await query.for('update') : await query;
  return page ? { ...page, type, path: `${PAGE_PATHS[type]}/${page.id}` } : null;
}

/** Pages of many claims at once: each claim's target by type. */
const pageOfClaim = sql<ClaimedPage>`(case ${claims.targetType}
  when 'arena' then (select json_build_object('type', 'arena', 'id', a.id, 'name', a.name, 'city', a.city, 'state', a.state,
    'path', '/arena/' || a.id, 'ownerId', a.owner_id) from ${arenas} a where a.id = ${claims.targetId})
  else (select json_build_object('type', 'horse_hotel', 'id', h.id, 'name', h.name, 'city', h.city, 'state', h.state,
    'path', '/horse-hotels/' || h.id, 'ownerId', h.owner_id) from ${horseHotels} h where h.id = ${claims.targetId}) end)`;

const myClaimColumns = {
  id: claims.id, page: pageOfClaim, role: claims.role, status: claims.status, decisionReason: claims.decisionReason,
  createdAt: claims.createdAt,
};

/** A rider claims a page they do not own; one open claim per rider and page. */
export async function createClaim(db: Database, type: ClaimTarget, targetId: string, userId: string, input: ClaimInput) {
  const page = await claimedPage(db, type, targetId);
  if (!page) throw new NotFound(`${PAGE_NOUNS[type][0].toUpperCase()}${PAGE_NOUNS[type].slice(1)} not found`);
  if (page.ownerId === userId) throw new Conflict(`You already own this ${PAGE_NOUNS[type]}`);
  const [claim] = await db.insert(claims).values({ targetType: type, targetId, userId, ...input })
    .onConflictDoNothing().returning({ id: claims.id });
  if (!claim) throw new Conflict(`Your claim of this ${PAGE_NOUNS[type]} is already waiting for a moderator`);
  const [mine] = await db.select(myClaimColumns).from(claims).where(eq(claims.id, claim.id));
  return mine satisfies MyClaimRecord;
}

export async function listMyClaims(db: Queryable, userId: string): Promise<MyClaimRecord[]> {
  return db.select(myClaimColumns).from(claims).where(eq(claims.userId, userId)).orderBy(desc(claims.createdAt));
}

/** The moderators' queue: claims of one status, oldest first while pending, newest first once decided. */
export async function listClaims(db: Queryable, query: PageQuery & { status: ClaimRecord['status'] }) {
  const where = eq(claims.status, query.status);
  const rows = await db.select({
    id: claims.id, page: pageOfClaim, claimant: { id: users.id, name: userDisplayNameSql, email: users.email },
    role: claims.role, phone: claims.phone, note: claims.note, status: claims.status, decisionReason: claims.decisionReason,
    decidedAt: claims.decidedAt, createdAt: claims.createdAt, total: sql<number>`count(*) over ()`,
  }).from(claims).innerJoin(users, eq(users.id, claims.userId)).where(where)
    .orderBy(query.status === 'pending' ? claims.createdAt : desc(claims.decidedAt), claims.id)
    .limit(query.limit).offset(query.offset);
  const total = await pageTotal(rows, query.offset, () => db.select({ count: count() }).from(claims).where(where));
  return { rows: rows.map(withoutTotal) satisfies ClaimRecord[], total };
}

/**
 * A moderator approves or rejects a pending claim. Approving makes the claimant the page's owner (a page has one)
 * and turns down the other riders' open claims on it. Every claimant hears the outcome; the log keeps it.
 */
export async function decideClaim(
  db: Database, moderatorId: string, claimId: string, decision: 'approve' | 'reject', reason: string | null,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim) throw new NotFound('Claim not found');
    if (claim.userId === moderatorId) throw new Forbidden('You cannot decide your own claim');
    if (claim.status !== 'pending') throw new Conflict(`This claim was already ${claim.status}`);
    const page = (await claimedPage(tx, claim.targetType, claim.targetId, true))!;
    const decided = { decidedBy: moderatorId, decidedAt: new Date(), decisionReason: reason };
    if (decision === 'approve') {
      if (page.ownerId && page.ownerId !== claim.userId) {
        throw new Conflict(`This ${PAGE_NOUNS[claim.targetType]} already has an owner: revoke or transfer the ownership first`);
      }
      await setPageOwner(tx, claim.targetType, claim.targetId, claim.userId);
      const others = await tx.update(claims).set({ status: 'rejected', ...decided, decisionReason: 'Another claim of this page was approved' })
        .where(and(eq(claims.targetType, claim.targetType), eq(claims.targetId, claim.targetId), eq(claims.status, 'pending'), ne(claims.id, claim.id)))
        .returning({ id: claims.id, userId: claims.userId });
      for (const other of others) await tellClaimant(tx, other.id, other.userId, page, false, 'Another claim of this page was approved');
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await tx.update(claims).set({ status, ...decided }).where(eq(claims.id, claim.id));
    await logModeratorAction(tx, {
      moderatorId, action: `${decision}_claim`, targetType: claim.targetType, targetId: claim.targetId, reason,
      details: { claimId: claim.id, claimantId: claim.userId, role: claim.role },
    });
    await tellClaimant(tx, claim.id, claim.userId, page, decision === 'approve', reason);
    return { id: claim.id, status };
  });
}

/** A moderator gives a page to another rider, or takes it back from its owner (ownerId null). */
export async function setOwnership(
  db: Database, moderatorId: string, input: { targetType: ClaimTarget; targetId: string; ownerId: string | null; reason: string },
) {
  return db.transaction(async (tx) => {
    const page = await claimedPage(tx, input.targetType, input.targetId, true);
    if (!page) throw new NotFound('Page not found');
    if (input.ownerId) {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.ownerId));
      if (!owner) throw new NotFound('Rider not found');
    }
    await setPageOwner(tx, input.targetType, input.targetId, input.ownerId);
    await logModeratorAction(tx, {
      moderatorId, action: input.ownerId ? 'transfer_ownership' : 'revoke_ownership', targetType: input.targetType,
      targetId: input.targetId, reason: input.reason, details: { from: page.ownerId, to: input.ownerId },
    });
    if (input.ownerId && input.ownerId !== page.ownerId) {
      await notifyRiders(tx, oneRider(input.ownerId), {
        kind: 'claim_decided', causeKey: `ownership:${page.type}:${page.id}:${Date.now()}`, actorId: moderatorId,
        title: `You now manage ${page.name}`, body: 'You can edit the page, post ground reports and answer reviews.', linkPath: page.path,
      });
    }
    return { ...page, ownerId: input.ownerId };
  });
}

async function setPageOwner(tx: Queryable, type: ClaimTarget, id: string, ownerId: string | null) {
  const table = PAGE_TABLES[type];
  await tx.update(table).set({ ownerId }).where(eq(table.id, id));
}

async function tellClaimant(tx: Queryable, claimId: string, userId: string, page: ClaimedPage, approved: boolean, reason: string | null) {
  await notifyRiders(tx, oneRider(userId), {
    kind: 'claim_decided', causeKey: `claim:${claimId}`, actorId: null,
    title: approved ? `Your claim of ${page.name} was approved` : `Your claim of ${page.name} was not approved`,
    body: approved ? 'You can now edit the page, post ground reports and answer reviews.' : reason,
    linkPath: page.path,
  });
}
