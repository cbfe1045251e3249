import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { EMAIL_CHANNELS, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../constants';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * One notification for one rider. `causeKey` names what caused it ('event-comment:<comment id>'): unique per rider,
 * so a retried job, a double click or two servers racing still make exactly one.
 */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 30, enum: NOTIFICATION_KINDS }).notNull(),
  causeKey: varchar('cause_key', { length: 200 }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  body: text('body'),
  /** The page it is about ('/event/<id>'), always a path of this app. */
  linkPath: text('link_path').notNull(),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
  /** Set when the rider also wants it by email ('email_instant' or 'email_digest'); null: the bell only. */
  emailChannel: varchar('email_channel', { length: 20, enum: EMAIL_CHANNELS }),
  /** When its email went (or was given up: a rider without an address, a stale instant email). */
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
}, (table) => [
  unique('notifications_cause_unique').on(table.userId, table.causeKey),
  index('notifications_user_newest_idx').on(table.userId, table.createdAt.desc(), table.id),
  index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  index('notifications_email_pending_idx').on(table.emailChannel, table.createdAt)
    .where(sql`${table.emailChannel} is not null and ${table.emailedAt} is null`),
]);

/** A rider's choice for one kind; a kind without a row is 'in_app'. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 30, enum: NOTIFICATION_KINDS }).notNull(),
  channel: varchar('channel', { length: 20, enum: NOTIFICATION_CHANNELS }).notNull(),
}, (table) => [primaryKey({ columns: [table.userId, table.kind] })]);

export type Notification = typeof notifications.$inferSelect;
