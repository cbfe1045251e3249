import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { CLAIM_ROLES, CLAIM_STATUSES, CLAIM_TARGETS, REPORT_TARGETS } from '../constants';
import { createdAt, id } from './columns';
import { users } from './users';

/** A rider's claim to own or manage an arena or a horse hotel, until a moderator decides. */
export const claims = pgTable('claims', {
  id: id(),
  targetType: varchar('target_type', { length: 20, enum: CLAIM_TARGETS }).notNull(),
  targetId: uuid('target_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 20, enum: CLAIM_ROLES }).notNull(),
  phone: varchar('phone', { length: 40 }).notNull(),
  note: text('note'),
  status: varchar('status', { length: 20, enum: CLAIM_STATUSES }).notNull().default('pending'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
  createdAt: createdAt(),
}, (table) => [
  // One open claim per rider and page.
  uniqueIndex('claims_one_pending_idx').on(table.targetType, table.targetId, table.userId).where(sql`${table.status} = 'pending'`),
  index('claims_status_idx').on(table.status, table.createdAt),
]);

/**
 * Every moderator action: who, what, on what, when and why. Rows are only ever added: a trigger (migration 0014)
 * refuses updates and deletes, for everyone.
 */
export const moderationActions = pgTable('moderation_actions', {
  id: id(),
  // No foreign key: the record outlives the moderator's account.
  moderatorId: uuid('moderator_id').notNull(),
  action: varchar('action', { length: 40 }).notNull(),
  targetType: varchar('target_type', { length: 30 }).notNull(),
  targetId: uuid('target_id').notNull(),
  reason: text('reason'),
  details: jsonb('details'),
  createdAt: createdAt(),
}, (table) => [index('moderation_actions_newest_idx').on(table.createdAt.desc())]);

/** A rider's report of a piece of content; one per rider and item. Resolved once a moderator decides. */
export const reports = pgTable('reports', {
  id: id(),
  targetType: varchar('target_type', { length: 30, enum: REPORT_TARGETS }).notNull(),
  targetId: uuid('target_id').notNull(),
  reporterId: uuid('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (table) => [
  unique('reports_one_per_rider').on(table.targetType, table.targetId, table.reporterId),
  index('reports_open_idx').on(table.targetType, table.targetId).where(sql`${table.resolvedAt} is null`),
]);

/**
 * Content taken out of every list, count and average until a moderator restores it: hidden by enough reports
 * (hiddenBy null) or by a moderator. One table for every kind, so each read filters the same way.
 */
export const hiddenContent = pgTable('hidden_content', {
  targetType: varchar('target_type', { length: 30, enum: REPORT_TARGETS }).notNull(),
  targetId: uuid('target_id').notNull(),
  hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.targetType, table.targetId] })]);

export type Claim = typeof claims.$inferSelect;
