import { and, eq, sql } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { UserFollowRecord, UserProfileView } from '@shared/contracts/users';
import { arenaFollows, eventProducerFollows, savedEvents, userDisplayName, userFollows, userProfiles, users } from '@shared/schema';
import type { UpdateProfileInput } from '@shared/validation/users';
import type { Database, Queryable } from '../../db/client';
import { PreparedByShape, StatementValues } from '../../db/prepared';
import { claimUploads } from '../uploads';

/** A user's display name in SQL: first and last name joined, else the email, else 'User'. */
export const userDisplayNameSql = userDisplayName(users);

/** A rider's profile page: prepared once, signed in and not, as planning it cost more than running it. */
const profileStatements = new PreparedByShape('user_profile');

/** One statement: the user, their profile, every count as a real aggregate, and the viewer's follow. */
export async function findUserProfileView(
  db: Queryable, userId: string, viewerId: string | null,
): Promise<UserProfileView | null> {
  const statement = new StatementValues();
  // A visitor's is null outright: a null viewer parameter made every plan for its values cheaper than the generic one.
  const viewer = viewerId ? sql`${statement.bind(viewerId)}::uuid` : sql`null::uuid`;
  const id = statement.bind(userId);
  // The location shows only when the user made it visible, or to the user themself.
  const locationShown = sql`(coalesce(${userProfiles.locationVisibility}, false) or ${users.id} = ${viewer})`;
  const [row] = await profileStatements.run(db, viewerId ? 'viewer' : 'visitor', statement, () => db.select({
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
      where ${userFollows.followerId} = ${viewer} and ${userFollows.followeeId} = ${users.id})`,
  }).from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, id)));
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
export type UpdateProfileOutcome = { outcome: 'updated' } | { outcome: 'unusable-avatar' };

/** The rider's profile, and their picture when `avatarUploadId` says (an upload of theirs, or null to remove it). */
export async function upsertUserProfile(db: Database, userId: string, input: UpdateProfileInput): Promise<UpdateProfileOutcome> {
  return db.transaction(async (tx) => {
    if (input.avatarUploadId !== undefined) {
      const avatar = await claimUploads(tx, userId, input.avatarUploadId ? [input.avatarUploadId] : []);
      if (avatar.outcome === 'unusable') return { outcome: 'unusable-avatar' };
      await tx.update(users).set({ profileImageUrl: avatar.uploads[0]?.url ?? null, updatedAt: sql`now()` }).where(eq(users.id, userId));
    }
    await writeProfile(tx, userId, input);
    return { outcome: 'updated' };
  });
}

async function writeProfile(db: Queryable, userId: string, input: UpdateProfileInput): Promise<void> {
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

const userFollowColumns = {
  id: userFollows.id,
  followerId: userFollows.followerId,
  followeeId: userFollows.followeeId,
  createdAt: userFollows.createdAt,
} satisfies Columns<UserFollowRecord>;

export type CreateUserFollowOutcome =
  | { outcome: 'created' | 'existing'; follow: UserFollowRecord }
  | { outcome: 'self' }
  | { outcome: 'not-found' };

/**
 * Follows `followeeId` once. A repeat (even a concurrent one) finds the existing row instead of failing:
 * insert-if-the-user-exists, do nothing on the unique pair, then read the pair.
 */
export async function createUserFollow(
  db: Queryable, followerId: string, followeeId: string,
): Promise<CreateUserFollowOutcome> {
  if (followerId === followeeId) return { outcome: 'self' };
  const [inserted] = await db.insert(userFollows)
    .select((qb) => qb.select({
      id: sql`gen_random_uuid()`.as('id'),
      followerId: sql`${followerId}::uuid`.as('follower_id'),
      followeeId: users.id,
      createdAt: sql`now()`.as('created_at'),
    }).from(users).where(eq(users.id, followeeId)))
    .onConflictDoNothing()
    .returning(userFollowColumns);
  if (inserted) return { outcome: 'created', follow: inserted };
  const [existing] = await db.select(userFollowColumns).from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  return existing ? { outcome: 'existing', follow: existing } : { outcome: 'not-found' };
}

/** Only the follower may remove a follow; someone else's is left alone. */
export async function deleteUserFollow(
  db: Queryable, userFollowId: string, followerId: string,
): Promise<'deleted' | 'not-owner' | 'not-found'> {
  const deleted = await db.delete(userFollows)
    .where(and(eq(userFollows.id, userFollowId), eq(userFollows.followerId, followerId)))
    .returning({ id: userFollows.id });
  if (deleted.length > 0) return 'deleted';
  const [other] = await db.select({ id: userFollows.id }).from(userFollows).where(eq(userFollows.id, userFollowId));
  return other ? 'not-owner' : 'not-found';
}
