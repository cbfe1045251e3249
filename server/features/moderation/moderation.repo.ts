import { count, desc, eq, sql } from 'drizzle-orm';
import type { UserRole } from '@shared/constants';
import type { AuditLogRecord, ModeratedUser } from '@shared/contracts/moderation';
import type { Columns } from '@shared/contracts/json';
import { moderationActions, riderSearchText, sessions, users } from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { boundedTotal, cappedCount, pageTotal, withoutTotal, type ListTotal } from '../../db/paging';
import { asIs } from '../../db/prepared';
import { searchCondition, searchedText, searchKinds } from '../../db/search-sql';
import { NotFound } from '../../http/errors';
import { userDisplayNameSql } from '../users/users.repo';

/** One line of the moderation log; written in the transaction of the action it records. */
export interface ModeratorAction {
  moderatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function logModeratorAction(tx: Queryable, entry: ModeratorAction) {
  await tx.insert(moderationActions).values({ ...entry, reason: entry.reason ?? null, details: entry.details ?? null });
}

const moderatedUserColumns = {
  id: users.id, name: userDisplayNameSql, email: users.email, role: users.role, suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
} satisfies Columns<ModeratedUser>;

async function moderatedUser(db: Queryable, userId: string): Promise<ModeratedUser> {
  const [user] = await db.select(moderatedUserColumns).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('Rider not found');
  return user;
}

const riderSearch = searchedText(riderSearchText(users));
const riderSearchKind = searchKinds('users', users, riderSearch.searchText);

/**
 * Riders whose name or email contains `search` (staff first, then by name, off users_staff_first_by_name_idx), for
 * the moderators' tools, and the total counted up to the cap. The term is tried on a sample first
 * (server/db/search-sql.ts): one few riders hold is read off the search indexes.
 */
export async function searchRiders(db: Queryable, query: PageQuery & { search: string }): Promise<{ rows: ModeratedUser[] } & ListTotal> {
  const kind = await riderSearchKind(db, query.search);
  const where = query.search && kind ? searchCondition(users, users.id, riderSearch, query.search, kind, asIs) : undefined;
  const rows = await db.select(moderatedUserColumns).from(users).where(where)
    .orderBy(sql`${users.role} = 'rider'`, sql`(${userDisplayNameSql})`, users.id).limit(query.limit).offset(query.offset);
  const total = await boundedTotal(rows.length, query, () => cappedCount(db, db.select({ one: sql`1`.as('one') }).from(users).where(where)));
  return { rows, ...total };
}

/** Sets a rider's role by their email (the command line's way to make the first admin); null when nobody has it. */
export async function setRoleByEmail(db: Queryable, email: string, role: UserRole) {
  const [user] = await db.update(users).set({ role }).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email, role: users.role });
  return user ?? null;
}

/** An admin makes a rider a moderator (or an admin, or back to rider), recorded in the log. */
export async function setRole(db: Database, moderatorId: string, userId: string, role: UserRole): Promise<ModeratedUser> {
  return db.transaction(async (tx) => {
    const before = await moderatedUser(tx, userId);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await logModeratorAction(tx, { moderatorId, action: 'set_role', targetType: 'user', targetId: userId, details: { from: before.role, to: role } });
    return { ...before, role };
  });
}

/** Suspends a rider for `days`: they can read but not post, and every session they have ends now. */
export async function suspendRider(db: Database, moderatorId: string, userId: string, days: number, reason: string) {
  return db.transaction(async (tx) => {
    await moderatedUser(tx, userId);
    const until = new Date(Date.now() + days * 86_400_000);
    await tx.update(users).set({ suspendedUntil: until, suspensionReason: reason }).where(eq(users.id, userId));
    await endSessionsOf(tx, userId);
    await logModeratorAction(tx, { moderatorId, action: 'suspend', targetType: 'user', targetId: userId, reason, details: { days, until: until.toISOString() } });
    return moderatedUser(tx, userId);
  });
}

export async function liftSuspension(db: Database, moderatorId: string, userId: string) {
  return db.transaction(async (tx) => {
    await moderatedUser(tx, userId);
    await tx.update(users).set({ suspendedUntil: null, suspensionReason: null }).where(eq(users.id, userId));
    await logModeratorAction(tx, { moderatorId, action: 'lift_suspension', targetType: 'user', targetId: userId });
    return moderatedUser(tx, userId);
  });
}

/** Logs the rider out everywhere: their rows of express-session's table go. */
async function endSessionsOf(tx: Queryable, userId: string) {
  await tx.delete(sessions).where(sql`${sessions.sess} -> 'passport' ->> 'user' = ${userId}`);
}

const auditColumns = {
  id: moderationActions.id,
  moderator: { id: moderationActions.moderatorId, name: sql<string>`coalesce(${userDisplayNameSql}, 'Former moderator')` },
  action: moderationActions.action,
  targetType: moderationActions.targetType,
  targetId: moderationActions.targetId,
  reason: moderationActions.reason,
  details: sql<Record<string, unknown> | null>`${moderationActions.details}`,
  createdAt: moderationActions.createdAt,
} satisfies Columns<AuditLogRecord>;

/** The moderation log, newest first. */
export async function listAuditLog(db: Queryable, query: PageQuery) {
  const rows = await db.select({ ...auditColumns, total: sql<number>`count(*) over ()` })
    .from(moderationActions).leftJoin(users, eq(users.id, moderationActions.moderatorId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id)).limit(query.limit).offset(query.offset);
  const total = await pageTotal(rows, query.offset, () => db.select({ count: count() }).from(moderationActions));
  return { rows: rows.map(withoutTotal), total };
}
