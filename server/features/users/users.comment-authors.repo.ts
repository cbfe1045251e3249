import { asc, lte, sql } from 'drizzle-orm';
import { userBadges, users } from '@shared/schema';
import { badgeDisplay, MAX_COMMENT_BADGES, type BadgeDisplay } from '@shared/badges';
import type { CommentByAuthor } from '@shared/contracts/users';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';
import { userDisplayNameSql } from './users.repo';

// The shape is declared in the contract; the events and feed comment views extend it.
export type { CommentByAuthor };

/** The writer's name and avatar for a comment list joined to users, and the page total it carries. */
export const commentAuthorColumns = {
  userName: userDisplayNameSql,
  userAvatar: users.profileImageUrl,
  total: sql<number>`count(*) over ()`,
};

/** The badges of a list's writers: one statement for any number of them, prepared once (planning it cost more than running it). */
const badgesStatement = preparedOnce('comment_author_badges', (db) => {
  const ranked = db.select({
    id: userBadges.id,
    userId: userBadges.userId,
    badgeType: userBadges.badgeType,
    badgeLevel: userBadges.badgeLevel,
    // badge_level is an enum declared bronze, silver, gold: descending puts gold first.
    rank: sql<number>`row_number() over (partition by ${userBadges.userId}
      order by ${userBadges.badgeLevel} desc, ${userBadges.earnedAt} desc, ${userBadges.id})`.as('rank'),
  }).from(userBadges).where(sql`${userBadges.userId} = any(${sql.placeholder('userIds')}::uuid[])`).as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, MAX_COMMENT_BADGES)).orderBy(asc(ranked.userId), asc(ranked.rank));
});

/** Up to three badges per user, highest level first, for all the given users in one statement. */
async function badgesByUser(db: Queryable, userIds: string[]): Promise<Map<string, BadgeDisplay[]>> {
  const byUser = new Map<string, BadgeDisplay[]>();
  if (userIds.length === 0) return byUser;
  const rows = await badgesStatement(db).execute({ userIds: planSizedArray([...new Set(userIds)], NO_UUID) });
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(badgeDisplay(row));
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** Comments as their cards show them (up to 3 badges each): the writers' badges in one batched statement. */
export async function withCommentBadges<Row extends { userId: string; total?: number }>(db: Queryable, rows: Row[]) {
  const badges = await badgesByUser(db, rows.map((row) => row.userId));
  return rows.map(({ total: _total, ...row }) => ({ ...row, badges: badges.get(row.userId) ?? [] }));
}
