import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationPreferences, NotificationRecord } from '@shared/contracts/notifications';
import type { Columns } from '@shared/contracts/json';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/constants';
import { notificationPreferences, notifications, users } from '@shared/schema';
import type { NotificationListQuery } from '@shared/validation';
import type { Queryable } from '../../db/client';
import { pageTotal, withoutTotal } from '../../db/paging';
import { asIs, PreparedByShape, StatementValues, writtenPage, type Bind } from '../../db/prepared';
import { sendJob } from '../../jobs/job-queue';
import { userDisplayNameSql } from '../users/users.repo';

/** What caused a notification and what it says, for every rider `recipients` selects. */
export interface NotificationCause {
  kind: NotificationKind;
  /** Unique per rider: the same cause never notifies a rider twice. */
  causeKey: string;
  actorId: string | null;
  title: string;
  body?: string | null;
  linkPath: string;
}

/** The rider's choice for every kind ('in_app' where they never chose). */
export async function listPreferences(db: Queryable, userId: string): Promise<NotificationPreferences['preferences']> {
  const rows = await db.select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, channel: chosen.get(kind) ?? 'in_app' }));
}

/** Stores the rider's choices (one statement: all or none). */
export async function savePreferences(db: Queryable, userId: string, preferences: NotificationPreferences['preferences']) {
  await db.insert(notificationPreferences).values(preferences.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel` },
    });
}

/**
 * Notifies every rider of `recipients` (a query selecting one `user_id` column) in one statement: never the rider
 * who acted, nobody who turned this kind off, and at most once per cause. A rider who wants this kind by email gets
 * it marked for the mail jobs, and instant ones wake the sender (after `db`'s transaction commits). Returns how many
 * were new.
 */
export async function notifyRiders(db: Queryable, recipients: SQL, cause: NotificationCause): Promise<number> {
  const { rows: [result] } = await db.execute<{ notified: number; instant: number }>(sql`
    with inserted as (
      insert into ${notifications} (user_id, kind, cause_key, actor_id, title, body, link_path, email_channel)
      select distinct recipient.user_id, ${cause.kind}, ${cause.causeKey}, ${cause.actorId}::uuid, ${cause.title},
        ${cause.body ?? null}, ${cause.linkPath}, case when choice.channel like 'email%' then choice.channel end
      from (${recipients}) as recipient(user_id)
      left join ${notificationPreferences} as choice on choice.user_id = recipient.user_id and choice.kind = ${cause.kind}
      where recipient.user_id is not null and recipient.user_id is distinct from ${cause.actorId}::uuid
        and choice.channel is distinct from 'off'
      on conflict (user_id, cause_key) do nothing
      returning email_channel)
    select count(*)::int as notified, (count(*) filter (where email_channel = 'email_instant'))::int as instant from inserted`);
  if (result.instant > 0) await sendJob(db, 'send-notification-emails', {});
  return result.notified;
}

/** Takes back the notifications of a cause whose content is gone or hidden: riders are never sent to what they cannot see. */
export async function withdrawNotifications(db: Queryable, causeKey: string) {
  await db.delete(notifications).where(eq(notifications.causeKey, causeKey));
}

/** The rider's name as notifications show it ('Kelsey Rhodes'). */
export async function riderName(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ name: userDisplayNameSql }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'A rider';
}

/** Text cut to `max` characters at a word, for a notification's one-line body. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1) > max / 2 ? flat.lastIndexOf(' ', max - 1) : max - 1)}…`;
}

/** The rider followed hears who followed them. */
export async function notifyNewFollower(db: Queryable, followerId: string, followeeId: string) {
  await notifyRiders(db, oneRider(followeeId), {
    kind: 'new_follower', causeKey: `follow:${followerId}`, actorId: followerId,
    title: `${await riderName(db, followerId)} started following you`, linkPath: '/profile',
  });
}

/** One rider by id, as a recipients query. */
export const oneRider = (userId: string) => sql`select ${userId}::uuid`;

const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  linkPath: notifications.linkPath,
  actor: { id: users.id, name: userDisplayNameSql, avatar: users.profileImageUrl },
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
} satisfies Columns<NotificationRecord>;

/** A page of a rider's notifications: prepared once per shape, as planning it cost more than running it. */
const notificationPages = new PreparedByShape('notification_page');

const ridersNotifications = (userId: string, kind: NotificationKind | null | undefined, bind: Bind) =>
  and(eq(notifications.userId, bind(userId)), kind ? eq(notifications.kind, bind(kind)) : undefined);

/** The rider's notifications, newest first, of one kind when asked. */
export async function listNotifications(db: Queryable, userId: string, query: NotificationListQuery) {
  const statement = new StatementValues();
  const where = ridersNotifications(userId, query.kind, statement.bind);
  const page = writtenPage(query, statement.bind);
  const rows = await notificationPages.run(db, `${query.kind ? 'of a kind' : 'all'},${page.shape}`, statement, () => db
    .select({ ...notificationColumns, total: sql<number>`count(*) over ()` })
    .from(notifications).leftJoin(users, eq(users.id, notifications.actorId))
    .where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(page.limit).offset(page.offset));
  const total = await pageTotal(rows, query.offset, () => db.select({ count: count() }).from(notifications)
    .where(ridersNotifications(userId, query.kind, asIs)));
  return { rows: rows.map(withoutTotal), total };
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row.value;
}

/** Marks the rider's own notifications read (those of `ids`, or all); someone else's ids are left alone. */
export async function markRead(db: Queryable, userId: string, ids: string[] | undefined): Promise<number> {
  const updated = await db.update(notifications).set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return updated.length;
}
