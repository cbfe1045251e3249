import { and, eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import {
  arenaFollows, eventProducerFollows, savedEvents, userFollows, userProfiles, users, type User,
} from '@shared/schema';
import type { UpdateProfileInput } from '@shared/validation/users';
import type { Queryable } from '../../db/client';
import { Forbidden, NotFound } from '../../http/errors';

export const USER_NOT_FOUND = 'User not found';
export const USER_FOLLOW_NOT_FOUND = 'Follow not found';

/** A 400 naming one field, in the same shape as a failed schema parse. */
function invalidField(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/** The user as the API shows it: never the password hash or provider subject. */
export type PublicUser = Omit<User, 'passwordHash' | 'oidcSubject'>;

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function findPublicUserById(db: Queryable, id: string): Promise<PublicUser | null> {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

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

/** SPEC 3 display name in SQL: first and last name joined, else the email, else 'User'. */
export const userDisplayNameSql = sql<string>`case
  when nullif(trim(${users.firstName}), '') is not null and nullif(trim(${users.lastName}), '') is not null
    then trim(${users.firstName}) || ' ' || trim(${users.lastName})
  else coalesce(nullif(trim(${users.email}), ''), 'User') end`;

/** SPEC 3 "User profile view", plus the viewer's follow (isFollowing, userFollowId) for the follow toggle. */
export interface UserProfileView {
  id: string;
  username: string;
  avatarUrl: string | null;
  profile: {
    fullName: string | null;
    bio: string | null;
    city: string | null;
    state: string | null;
    locationVisibility: boolean;
  };
  followerCount: number;
  followingCount: number;
  savedEventsCount: number;
  followedArenasCount: number;
  followedProducersCount: number;
  isFollowing: boolean;
  userFollowId: string | null;
}

/** One statement: the user, their profile, every count as a real aggregate, and the viewer's follow. */
export async function findUserProfileView(
  db: Queryable, userId: string, viewerId: string | null,
): Promise<UserProfileView | null> {
  // The location shows only when the user made it visible, or to the user themself.
  const locationShown = sql`(coalesce(${userProfiles.locationVisibility}, false) or ${users.id} = ${viewerId}::uuid)`;
  const [row] = await db.select({
    id: users.id,
    username: sql<string>`coalesce(nullif(split_part(${users.email}, '@', 1), ''), 'rider-' || left(${users.id}::text, 8))`,
    avatarUrl: users.profileImageUrl,
    fullName: userProfiles.fullName,
    bio: userProfiles.bio,
    city: sql<string | null>`case when ${locationShown} then ${userProfiles.city} end`,
    state: sql<string | null>`case when ${locationShown} then ${userProfiles.state} end`,
    locationVisibility: sql<boolean>`coalesce(${userProfiles.locationVisibility}, false)`,
    followerCount: sql<number>`(select count(*) from ${userFollows} where ${userFollows.followeeId} = ${users.id})`,
    followingCount: sql<number>`(select count(*) from ${userFollows} where ${userFollows.followerId} = ${users.id})`,
    savedEventsCount: sql<number>`(select count(*) from ${savedEvents} where ${savedEvents.userId} = ${users.id})`,
    followedArenasCount: sql<number>`(select count(*) from ${arenaFollows} where ${arenaFollows.userId} = ${users.id})`,
    followedProducersCount: sql<number>`(select count(*) from ${eventProducerFollows}
      where ${eventProducerFollows.userId} = ${users.id})`,
    userFollowId: sql<string | null>`(select ${userFollows.id} from ${userFollows}
      where ${userFollows.followerId} = ${viewerId}::uuid and ${userFollows.followeeId} = ${users.id})`,
  }).from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    profile: {
      fullName: row.fullName, bio: row.bio, city: row.city, state: row.state, locationVisibility: row.locationVisibility,
    },
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    savedEventsCount: row.savedEventsCount,
    followedArenasCount: row.followedArenasCount,
    followedProducersCount: row.followedProducersCount,
    isFollowing: row.userFollowId !== null,
    userFollowId: row.userFollowId,
  };
}

/** PUT semantics: the profile's editable fields are replaced as a whole, creating the row on first save. */
export async function upsertUserProfile(db: Queryable, userId: string, input: UpdateProfileInput): Promise<void> {
  const values = {
    fullName: input.fullName ?? null,
    bio: input.bio ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    locationVisibility: input.locationVisibility ?? false,
  };
  await db.insert(userProfiles).values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

export type UserFollow = typeof userFollows.$inferSelect;

/**
 * Follows `followeeId` once. A repeat (even a concurrent one) finds the existing row instead of failing:
 * insert-if-the-user-exists, do nothing on the unique pair, then read the pair.
 */
export async function createUserFollow(
  db: Queryable, followerId: string, followeeId: string,
): Promise<{ follow: UserFollow; created: boolean }> {
  if (followerId === followeeId) throw invalidField('followeeId', 'You cannot follow yourself');
  const [inserted] = await db.insert(userFollows)
    .select((qb) => qb.select({
      id: sql`gen_random_uuid()`.as('id'),
      followerId: sql`${followerId}::uuid`.as('follower_id'),
      followeeId: users.id,
      createdAt: sql`now()`.as('created_at'),
    }).from(users).where(eq(users.id, followeeId)))
    .onConflictDoNothing()
    .returning();
  if (inserted) return { follow: inserted, created: true };
  const [existing] = await db.select().from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  if (!existing) throw new NotFound(USER_NOT_FOUND);
  return { follow: existing, created: false };
}

/** Only the follower may remove a follow: someone else's is 403, an unknown id 404. */
export async function deleteUserFollow(db: Queryable, userFollowId: string, followerId: string): Promise<void> {
  const deleted = await db.delete(userFollows)
    .where(and(eq(userFollows.id, userFollowId), eq(userFollows.followerId, followerId)))
    .returning({ id: userFollows.id });
  if (deleted.length > 0) return;
  const [other] = await db.select({ id: userFollows.id }).from(userFollows).where(eq(userFollows.id, userFollowId));
  throw other ? new Forbidden('You can only remove your own follows') : new NotFound(USER_FOLLOW_NOT_FOUND);
}
