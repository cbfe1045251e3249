import { sql } from 'drizzle-orm';
import { userBadges, users } from '@shared/schema';
import { badgeDisplay, MAX_COMMENT_BADGES, type BadgeLevel } from '@shared/badges';
import type { CommentByAuthor } from '@shared/contracts/users';
import { pageTotal } from '../../db/paging';
import { userDisplayNameSql } from './users.repo';

// The shape is declared in the contract; the events and feed comment views extend it.
export type { CommentByAuthor };

/** A badge as a comment list's statement reads it; badgeDisplay adds how it is shown. */
interface StoredBadge {
  id: string;
  badgeType: string;
  badgeLevel: BadgeLevel;
}

/**
 * The writer's best badges (up to MAX_COMMENT_BADGES, highest level first, the newest first among equals) as JSON,
 * read per row by the comment list's own statement from the (user_id, ...) index: no second round trip for them.
 * badge_level is an enum declared bronze, silver, gold: descending puts gold first.
 */
const authorBadgesSql = sql<StoredBadge[]>`(select coalesce(json_agg(json_build_object(
    'id', best.id, 'badgeType', best.badge_type, 'badgeLevel', best.badge_level)
    order by best.badge_level desc, best.earned_at desc, best.id), '[]'::json)
  from (select ${userBadges.id}, ${userBadges.badgeType}, ${userBadges.badgeLevel}, ${userBadges.earnedAt}
    from ${userBadges} where ${userBadges.userId} = ${users.id}
    order by ${userBadges.badgeLevel} desc, ${userBadges.earnedAt} desc, ${userBadges.id}
    limit ${sql.raw(String(MAX_COMMENT_BADGES))}) as best)`;

/** The writer's name, avatar and badges for a comment list joined to users, and the page total it carries. */
export const commentAuthorColumns = {
  userName: userDisplayNameSql,
  userAvatar: users.profileImageUrl,
  badges: authorBadgesSql,
  total: sql<number>`count(*) over ()`,
};

/** Comments as their cards show them: each badge with its name and icon, without the page total the rows carry. */
export function withCommentBadges<Row extends { badges: StoredBadge[]; total?: number }>(rows: Row[]) {
  return rows.map(({ total: _total, badges, ...row }) => ({ ...row, badges: badges.map(badgeDisplay) }));
}

/**
 * A thread's page whose rows say whether the thread's event or post is listed (`parentListed`, read by the page's
 * statement): null when it is not, asked apart when the page is empty; else the cards and the thread's total
 * (counted apart only for a page past the end).
 */
export async function commentThreadPage<Row extends { parentListed: boolean; badges: StoredBadge[]; total: number }>(
  found: Row[], offset: number,
  { parentListed, countAll }: { parentListed: () => Promise<boolean>; countAll: () => PromiseLike<{ count: number }[]> },
) {
  if (found[0] ? !found[0].parentListed : !(await parentListed())) return null;
  const rows = found.map(({ parentListed: _listed, ...row }) => row);
  return { rows: withCommentBadges(rows), total: await pageTotal(rows, offset, countAll) };
}
