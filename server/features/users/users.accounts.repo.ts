// Accounts, for sign-in (server/auth): local email + password accounts and OpenID Connect users.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { PublicUser } from '@shared/contracts/users';
import { sessions, users } from '@shared/schema';
import { batchedReads } from '../../db/batched-reads';
import type { Database, Queryable } from '../../db/client';
import { planSizedArray } from '../../db/prepared';
import { riderFlagsVersion } from '../../db/viewer-rows';

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
} satisfies Columns<PublicUser>;

export async function findPublicUserById(db: Queryable, id: string): Promise<PublicUser | null> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

/** A stored session, its expiry, and the rider it signs in (null for none, or one deleted since). */
export interface SessionWithUser {
  sess: unknown;
  expire: Date;
  user: PublicUser | null;
  /** The rider's flags version (riderFlagsVersion), read in the same statement; null without a rider. */
  riderFlagsVersion: string | null;
}

/** Passport keeps the rider's id at sess.passport.user; anything that is not an id joins no one. */
const sessionRiderId = sql`case when ${sessions.sess}->'passport'->>'user' ~ '^[0-9a-f-]{36}$'
  then (${sessions.sess}->'passport'->>'user')::uuid end`;

/**
 * Reads a live session and its rider in one statement, prepared once per database: a signed-in request then costs
 * one round trip before its route instead of two (the session, then the rider). Concurrent requests' sessions are
 * read together (batchedReads): one statement per batch, never an answer older than the request.
 */
export function sessionWithUserReader(db: Database): (sid: string) => Promise<SessionWithUser | null> {
  const query = db.select({
    sid: sessions.sid, sess: sessions.sess, expire: sessions.expire, user: publicColumns,
    riderFlagsVersion: sql<string | null>`case when ${users.id} is not null then ${riderFlagsVersion(users.id)} end`,
  })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessionRiderId))
    .where(and(sql`${sessions.sid} = any(${sql.placeholder('sids')}::varchar[])`, gte(sessions.expire, sql`now()`)))
    .prepare('sessions_with_users');
  return batchedReads(async (sids) => {
    const rows = await query.execute({ sids: planSizedArray(sids, '') });
    return new Map(rows.map(({ sid, ...row }) => [sid, row]));
  });
}

/** What logging in checks; never sent to a browser. */
export interface UserCredentials {
  id: string;
  passwordHash: string | null;
  oidcSubject: string | null;
}

/** The account with this email, whatever its case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserCredentials | null> {
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, oidcSubject: users.oidcSubject })
    .from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

/** Null when the email already has an account. */
export async function insertLocalUser(db: Queryable, input: {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
}): Promise<PublicUser | null> {
  const [user] = await db.insert(users)
    .values({ email: input.email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName })
    .onConflictDoNothing({ target: users.email })
    .returning(publicColumns);
  return user ?? null;
}

/** OpenID Connect users are keyed by "issuer|sub"; their name, email and picture follow the provider's claims. */
export async function upsertOidcUser(db: Queryable, claims: {
  subject: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    // An email already used by another account is not taken over; the OIDC account keeps no email then.
    const emailOwner = claims.email ? await findUserByEmail(tx, claims.email) : null;
    const email = emailOwner && emailOwner.oidcSubject !== claims.subject ? null : claims.email ?? null;
    const values = {
      oidcSubject: claims.subject,
      email,
      firstName: claims.firstName ?? null,
      lastName: claims.lastName ?? null,
      profileImageUrl: claims.profileImageUrl ?? null,
    };
    const [user] = await tx.insert(users).values(values)
      .onConflictDoUpdate({ target: users.oidcSubject, set: { ...values, updatedAt: new Date() } })
      .returning(publicColumns);
    return user;
  });
}
