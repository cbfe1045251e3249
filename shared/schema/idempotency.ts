import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt } from './columns';

/**
 * A rider's writes sent with an `Idempotency-Key` (the offline outbox sends every write with one): the first
 * answer is kept, so a write retried after a lost connection is done once and answered the same way again.
 * `statusCode` is null while the first request is still being handled.
 */
export const idempotentRequests = pgTable('idempotent_requests', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: varchar('key', { length: 100 }).notNull(),
  method: varchar('method', { length: 10 }).notNull(),
  path: varchar('path', { length: 500 }).notNull(),
  statusCode: integer('status_code'),
  responseBody: jsonb('response_body'),
  createdAt: createdAt(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
}, (table) => [
  primaryKey({ name: 'idempotent_requests_pkey', columns: [table.userId, table.key] }),
  index('idempotent_requests_age_idx').on(table.userId, table.createdAt),
]);
