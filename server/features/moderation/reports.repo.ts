import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportTarget } from '@shared/constants';
import type { ReportedItemRecord } from '@shared/contracts/moderation';
import {
  eventComments, feedItems, feedPostComments, hiddenContent, horseHotelReviews, reports, reviews, users,
} from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { pageTotal } from '../../db/paging';
import { Conflict, NotFound } from '../../http/errors';
import { withdrawNotifications } from '../notifications';
import { userDisplayNameSql } from '../users/users.repo';
import { logModeratorAction } from './moderation.repo';

/** Each reportable kind: its table, who wrote it, what it says, and the page it sits on. */
const REPORTABLE = {
  event_comment: {
    table: eventComments, id: eventComments.id, author: eventComments.userId, text: eventComments.commentText,
    link: sql`'/event/' || ${eventComments.eventId}`, causeKey: (id: string) => `event-comment:${id}`,
  },
  post_comment: { table: feedPostComments, id: feedPostComments.id, author: feedPostComments.userId, text: feedPostComments.commentText, link: sql`'/community'` },
  post: { table: feedItems, id: feedItems.id, author: feedItems.userId, text: feedItems.content, link: sql`'/community'` },
  arena_review: { table: reviews, id: reviews.id, author: reviews.userId, text: reviews.reviewText, link: sql`'/arena/' || ${reviews.arenaId}` },
  hotel_review: { table: horseHotelReviews, id: horseHotelReviews.id, author: horseHotelReviews.userId, text: horseHotelReviews.reviewText, link: sql`'/horse-hotels/' || ${horseHotelReviews.horseHotelId}` },
} satisfies Record<ReportTarget, { table: unknown; id: AnyPgColumn; author: AnyPgColumn; text: AnyPgColumn; link: SQL; causeKey?: (id: string) => string }>;

/** The notifications an item caused go when it is hidden or deleted. */
async function withdrawNotificationsOf(tx: Queryable, type: ReportTarget, targetId: string) {
  const reportable = REPORTABLE[type];
  if ('causeKey' in reportable) await withdrawNotifications(tx, reportable.causeKey(targetId));
}

/** For every read of reportable content: true while the item is not hidden. */
export const isVisible = (type: ReportTarget, id: AnyPgColumn) =>
  sql`not exists (select 1 from ${hiddenContent} where ${hiddenContent.targetType} = ${type} and ${hiddenContent.targetId} = ${id})`;

async function reportedItem(db: Queryable, type: ReportTarget, targetId: string) {
  const { table, id, author, text, link } = REPORTABLE[type];
  const [item] = await db.select({ authorId: author, text, link: sql<string>`${link}` }).from(table as typeof reviews).where(eq(id, targetId));
  return item ?? null;
}

/**
 * A rider reports an item (not their own), once. When `threshold` distinct riders have reported it and no moderator
 * has decided since, it is hidden until one does.
 */
export async function reportContent(
  db: Database, reporterId: string, input: { targetType: ReportTarget; targetId: string; reason: string }, threshold: number,
) {
  return db.transaction(async (tx) => {
    const item = await reportedItem(tx, input.targetType, input.targetId);
    if (!item) throw new NotFound('That item does not exist');
    if (item.authorId === reporterId) throw new Conflict('You cannot report your own post');
    const [report] = await tx.insert(reports).values({ ...input, reporterId }).onConflictDoNothing().returning({ id: reports.id });
    if (!report) throw new Conflict('You already reported this');
    // One report at a time per item, so two riders reporting at once both see the other's report in the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${input.targetType}:${input.targetId}`}))`);
    const [open] = await tx.select({ value: count() }).from(reports)
      .where(and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetId), isNull(reports.resolvedAt)));
    const hidden = open.value >= threshold;
    if (hidden) {
      await tx.insert(hiddenContent).values({ targetType: input.targetType, targetId: input.targetId, reason: `Reported by ${open.value} riders` })
        .onConflictDoNothing();
      await withdrawNotificationsOf(tx, input.targetType, input.targetId);
    }
    return { id: report.id, hidden };
  });
}

/** The reports queue: items with open reports, most reported first, with the content in context. */
export async function listReportedItems(db: Queryable, query: PageQuery) {
  type Row = Pick<ReportedItemRecord, 'targetType' | 'targetId' | 'reportCount' | 'reasons' | 'firstReportedAt' | 'hidden'> & { total: number };
  const rows = await db.execute<Row & Record<string, unknown>>(sql`
    select r.target_type as "targetType", r.target_id as "targetId", count(*)::int as "reportCount",
      array_agg(r.reason order by r.created_at) as reasons, min(r.created_at) as "firstReportedAt",
      exists (select 1 from ${hiddenContent} h where h.target_type = r.target_type and h.target_id = r.target_id) as hidden,
      count(*) over ()::int as total
    from ${reports} r where r.resolved_at is null
    group by r.target_type, r.target_id
    order by count(*) desc, min(r.created_at)
    limit ${query.limit} offset ${query.offset}`);
  const items = await Promise.all(rows.rows.map(async ({ total: _total, ...row }) => {
    const item = await reportedItem(db, row.targetType, row.targetId);
    const author = item?.authorId
      ? (await db.select({ id: users.id, name: userDisplayNameSql }).from(users).where(eq(users.id, item.authorId)))[0] ?? null
      : null;
    return { ...row, text: item?.text ?? null, link: item?.link ?? null, author } satisfies ReportedItemRecord;
  }));
  const total = await pageTotal(rows.rows, query.offset, () => db.select({ count: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
    .from(reports).where(isNull(reports.resolvedAt)));
  return { rows: items, total };
}

export type ModerationDecision = 'hide' | 'restore' | 'delete';

/**
 * A moderator decides on an item: hide it, restore it (shown again; its reports are closed, so it is not hidden
 * again by them), or delete it. Either way its open reports are resolved, and the log keeps who, what and why.
 */
export async function moderateContent(
  db: Database, moderatorId: string, type: ReportTarget, targetId: string, decision: ModerationDecision, reason: string | null,
) {
  return db.transaction(async (tx) => {
    const item = await reportedItem(tx, type, targetId);
    if (!item) throw new NotFound('That item does not exist');
    if (decision === 'hide') {
      await tx.insert(hiddenContent).values({ targetType: type, targetId, hiddenBy: moderatorId, reason })
        .onConflictDoUpdate({ target: [hiddenContent.targetType, hiddenContent.targetId], set: { hiddenBy: moderatorId, reason } });
    } else {
      await tx.delete(hiddenContent).where(and(eq(hiddenContent.targetType, type), eq(hiddenContent.targetId, targetId)));
    }
    if (decision !== 'restore') await withdrawNotificationsOf(tx, type, targetId);
    if (decision === 'delete') {
      const { table, id } = REPORTABLE[type];
      await tx.delete(table as typeof reviews).where(eq(id, targetId));
    }
    await tx.update(reports).set({ resolvedAt: new Date() })
      .where(and(eq(reports.targetType, type), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));
    await logModeratorAction(tx, {
      moderatorId, action: `${decision}_content`, targetType: type, targetId, reason,
      details: { excerpt: item.text.slice(0, 200), authorId: item.authorId },
    });
    return { targetType: type, targetId, decision };
  });
}

