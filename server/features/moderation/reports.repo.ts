import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { UNDELETABLE_REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import type { ReportedItemRecord } from '@shared/contracts/moderation';
import {
  arenaPhotos, arenas, eventComments, events, feedItems, feedPostComments, footingReports, hiddenContent, horseHotelPhotos,
  horseHotelReviews, horseHotels, reports, reviews, serviceProviders, users,
} from '@shared/schema';
import type { PageQuery } from '@shared/validation';
import type { Database, Queryable } from '../../db/client';
import { pageTotal } from '../../db/paging';
import { Conflict, NotFound } from '../../http/errors';
import { groundReportCause, withdrawNotifications } from '../notifications';
import { userDisplayNameSql } from '../users/users.repo';
import { logModeratorAction } from './moderation.repo';

interface Reportable {
  table: PgTable;
  id: AnyPgColumn;
  /** Who wrote it (null for pages nobody owns), so riders cannot report their own. */
  author: AnyPgColumn | SQL;
  /** What it says, shown in the reports queue. */
  text: AnyPgColumn | SQL;
  link: SQL;
  causeKey?: (id: string) => string;
}

/** Each reportable kind: its table, who wrote it, what it says, and the page it sits on. */
const REPORTABLE: Record<ReportTarget, Reportable> = {
  event_comment: {
    table: eventComments, id: eventComments.id, author: eventComments.userId, text: eventComments.commentText,
    link: sql`'/event/' || ${eventComments.eventId}`, causeKey: (id: string) => `event-comment:${id}`,
  },
  post_comment: { table: feedPostComments, id: feedPostComments.id, author: feedPostComments.userId, text: feedPostComments.commentText, link: sql`'/community'` },
  post: { table: feedItems, id: feedItems.id, author: feedItems.userId, text: feedItems.content, link: sql`'/community'` },
  arena_review: { table: reviews, id: reviews.id, author: reviews.userId, text: reviews.reviewText, link: sql`'/arena/' || ${reviews.arenaId}` },
  hotel_review: { table: horseHotelReviews, id: horseHotelReviews.id, author: horseHotelReviews.userId, text: horseHotelReviews.reviewText, link: sql`'/horse-hotels/' || ${horseHotelReviews.horseHotelId}` },
  ground_report: {
    table: footingReports, id: footingReports.id, author: footingReports.userId,
    text: sql`${footingReports.condition} || coalesce(': ' || ${footingReports.notes}, '')`, link: sql`'/arena/' || ${footingReports.arenaId}`,
    causeKey: groundReportCause,
  },
  arena_photo: { table: arenaPhotos, id: arenaPhotos.id, author: arenaPhotos.uploadedBy, text: arenaPhotos.photoUrl, link: sql`'/arena/' || ${arenaPhotos.arenaId}` },
  hotel_photo: { table: horseHotelPhotos, id: horseHotelPhotos.id, author: horseHotelPhotos.uploadedBy, text: horseHotelPhotos.photoUrl, link: sql`'/horse-hotels/' || ${horseHotelPhotos.horseHotelId}` },
  event: { table: events, id: events.id, author: events.createdBy, text: events.name, link: sql`'/event/' || ${events.id}` },
  arena: { table: arenas, id: arenas.id, author: arenas.ownerId, text: arenas.name, link: sql`'/arena/' || ${arenas.id}` },
  horse_hotel: { table: horseHotels, id: horseHotels.id, author: horseHotels.ownerId, text: horseHotels.name, link: sql`'/horse-hotels/' || ${horseHotels.id}` },
  service: { table: serviceProviders, id: serviceProviders.id, author: serviceProviders.userId, text: serviceProviders.displayName, link: sql`'/services'` },
  rider: {
    table: users, id: users.id, author: users.id,
    text: sql`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), 'Rider')`, link: sql`'/profile'`,
  },
};

/** The notifications an item caused go when it is hidden or deleted. */
async function withdrawNotificationsOf(tx: Queryable, type: ReportTarget, targetId: string) {
  const { causeKey } = REPORTABLE[type];
  if (causeKey) await withdrawNotifications(tx, causeKey(targetId));
}

/**
 * True while the item with this id is not hidden, for content another row refers to (a post's shared review).
 * A table's own rows read their `hidden` column instead (shared/schema/columns.ts), kept from hidden_content.
 */
export const isVisible = (type: ReportTarget, id: AnyPgColumn | SQL) =>
  sql`not exists (select 1 from ${hiddenContent} where ${hiddenContent.targetType} = ${type} and ${hiddenContent.targetId} = ${id})`;

/** Hides an item without a moderator (a page its creator deleted while others refer to it); `reason` says why. */
export async function hideContent(db: Queryable, type: ReportTarget, id: string, reason: string): Promise<void> {
  await db.insert(hiddenContent).values({ targetType: type, targetId: id, reason }).onConflictDoNothing();
}

/** Whether a moderator (or enough reports) has hidden the item. */
export async function isHidden(db: Queryable, type: ReportTarget, id: string): Promise<boolean> {
  const [row] = await db.select({ id: hiddenContent.targetId }).from(hiddenContent)
    .where(and(eq(hiddenContent.targetType, type), eq(hiddenContent.targetId, id)));
  return Boolean(row);
}

async function reportedItem(db: Queryable, type: ReportTarget, targetId: string) {
  const { table, id, author, text, link } = REPORTABLE[type];
  const [item] = await db.select({ authorId: sql<string | null>`${author}`, text: sql<string>`${text}`, link: sql<string>`${link}` })
    .from(table).where(eq(id, targetId));
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
    if (decision === 'delete' && UNDELETABLE_REPORT_TARGETS.includes(type)) {
      throw new Conflict('Pages others build on are hidden, not deleted');
    }
    if (decision === 'hide') {
      await tx.insert(hiddenContent).values({ targetType: type, targetId, hiddenBy: moderatorId, reason })
        .onConflictDoUpdate({ target: [hiddenContent.targetType, hiddenContent.targetId], set: { hiddenBy: moderatorId, reason } });
    } else {
      await tx.delete(hiddenContent).where(and(eq(hiddenContent.targetType, type), eq(hiddenContent.targetId, targetId)));
    }
    if (decision !== 'restore') await withdrawNotificationsOf(tx, type, targetId);
    if (decision === 'delete') await deleteReported(tx, type, targetId);
    await tx.update(reports).set({ resolvedAt: new Date() })
      .where(and(eq(reports.targetType, type), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));
    await logModeratorAction(tx, {
      moderatorId, action: `${decision}_content`, targetType: type, targetId, reason,
      details: { excerpt: item.text.slice(0, 200), authorId: item.authorId },
    });
    return { targetType: type, targetId, decision };
  });
}


/** A moderator's delete: an event riders may have saved or planned around goes as its creator's delete does (removed). */
async function deleteReported(tx: Queryable, type: ReportTarget, targetId: string) {
  if (type === 'event') {
    await tx.update(events).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, targetId));
    return;
  }
  const { table, id } = REPORTABLE[type];
  await tx.delete(table).where(eq(id, targetId));
}
