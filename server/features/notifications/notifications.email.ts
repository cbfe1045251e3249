import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { NotificationKind } from '@shared/constants';
import { notificationPreferences, notifications, users } from '@shared/schema';
import type { Database, Queryable } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { digestEmail, instantEmail, type EmailedNotification, type EmailFooterLinks } from './notification-email';
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

/** What the mail jobs need: the SMTP sender, the app's public address for links, and the secret that signs links. */
export interface NotificationMail {
  mailer: Mailer;
  baseUrl: string;
  secret: string;
}

/** An instant email not sent within this long (no mail server for a while) is dropped: it is news no more. */
const INSTANT_EMAIL_STALE_MS = 24 * 3_600_000;

interface PendingRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link_path: string;
  created_at: Date | string;
  read_at: Date | string | null;
  email: string | null;
}

const pendingColumns = sql`n.id, n.user_id, n.kind, n.title, n.body, n.link_path, n.created_at, n.read_at, u.email`;

/**
 * Sends every waiting instant email, each in its own transaction that holds the notification's row: with several
 * workers each email goes once, and a crash between sending and committing resends it with the same Message-ID.
 */
export async function sendInstantEmails(db: Database, mail: NotificationMail, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const { rows: [row] } = await tx.execute<PendingRow>(sql`select ${pendingColumns}
        from ${notifications} n join ${users} u on u.id = n.user_id
        where n.email_channel = 'email_instant' and n.emailed_at is null
        order by n.created_at limit 1 for update of n skip locked`);
      if (!row) return 'done';
      const stale = now.getTime() - new Date(row.created_at).getTime() > INSTANT_EMAIL_STALE_MS;
      if (row.email && !stale) {
        const links = footerLinks(mail, row.user_id, row.kind);
        await mail.mailer.send({
          to: row.email, ...instantEmail(emailed(mail, row), links),
          messageId: messageId(mail, `notification-${row.id}`), headers: oneClickUnsubscribe(mail, row.user_id, row.kind),
        });
      }
      await markEmailed(tx, [row.id]);
      return row.email && !stale ? 'sent' : 'skipped';
    });
    if (outcome === 'done') return sent;
    if (outcome === 'sent') sent += 1;
  }
}

/**
 * The daily digest: one email per rider listing their digest alerts that are still unread (read ones are marked
 * done without mail). Each rider's digest is one transaction, so a retried run sends nobody a second digest.
 */
export async function sendEmailDigests(db: Database, mail: NotificationMail, now = new Date()): Promise<number> {
  // JavaScript's clock counts milliseconds and PostgreSQL's microseconds: an alert stamped within now's millisecond
  // (after it, to the microsecond) is as old as now and goes in this digest.
  const upTo = new Date(now.getTime() + 1);
  const { rows: riders } = await db.execute<{ user_id: string }>(sql`select distinct user_id from ${notifications}
    where email_channel = 'email_digest' and emailed_at is null and created_at < ${upTo}`);
  let sent = 0;
  for (const { user_id: userId } of riders) {
    const mailed = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<PendingRow>(sql`select ${pendingColumns}
        from ${notifications} n join ${users} u on u.id = n.user_id
        where n.user_id = ${userId} and n.email_channel = 'email_digest' and n.emailed_at is null and n.created_at < ${upTo}
        order by n.created_at desc for update of n skip locked`);
      const unread = rows.filter((row) => row.read_at === null);
      const email = rows[0]?.email;
      if (email && unread.length > 0) {
        await mail.mailer.send({
          to: email, ...digestEmail(unread.map((row) => emailed(mail, row)), footerLinks(mail, userId, 'all')),
          messageId: messageId(mail, `digest-${userId}-${now.toISOString().slice(0, 10)}`),
          headers: oneClickUnsubscribe(mail, userId, 'all'),
        });
      }
      await markEmailed(tx, rows.map((row) => row.id));
      return Boolean(email && unread.length > 0);
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/**
 * Stops the emails a link names (one kind, or all): those kinds go back to the bell only, and their emails still
 * waiting are not sent.
 */
export async function unsubscribe(db: Database, userId: string, scope: UnsubscribeScope) {
  await db.transaction(async (tx) => {
    const kinds = scope === 'all' ? undefined : eq(notificationPreferences.kind, scope);
    await tx.update(notificationPreferences).set({ channel: 'in_app' })
      .where(and(eq(notificationPreferences.userId, userId), like(notificationPreferences.channel, 'email%'), kinds));
    await tx.update(notifications).set({ emailChannel: null }).where(and(
      eq(notifications.userId, userId), sql`${notifications.emailedAt} is null`,
      scope === 'all' ? undefined : eq(notifications.kind, scope),
    ));
  });
}

async function markEmailed(tx: Queryable, ids: string[]) {
  if (ids.length > 0) await tx.update(notifications).set({ emailedAt: new Date() }).where(inArray(notifications.id, ids));
}

const emailed = (mail: NotificationMail, row: PendingRow): EmailedNotification =>
  ({ kind: row.kind, title: row.title, body: row.body, url: `${mail.baseUrl}${row.link_path}` });

function footerLinks(mail: NotificationMail, userId: string, scope: UnsubscribeScope): EmailFooterLinks {
  return {
    unsubscribeUrl: `${mail.baseUrl}/unsubscribe?token=${unsubscribeToken(mail.secret, userId, scope)}`,
    settingsUrl: `${mail.baseUrl}/notifications`,
  };
}

/** RFC 8058: mail apps show their own "Unsubscribe" button, which POSTs to this address. */
const oneClickUnsubscribe = (mail: NotificationMail, userId: string, scope: UnsubscribeScope) => ({
  'List-Unsubscribe': `<${mail.baseUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(mail.secret, userId, scope)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const messageId = (mail: NotificationMail, local: string) => `<${local}@${new URL(mail.baseUrl).hostname}>`;
