import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A picture a rider uploaded: decoded, stripped of its metadata and stored as WebP in several widths under
 * `uploads/<id>/` (server/features/uploads). Pages keep the public URL (`/uploads/<id>/<width>.webp`) in their own
 * columns; this row says who may attach it and whether anything has.
 */
export const uploads = pgTable('uploads', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  // Of the largest stored variant.
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  // Bytes of every stored variant together.
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
  // Set when the upload is attached to a page (a photo, a review, a cover...); unattached uploads are removed after a day.
  attachedAt: timestamp('attached_at', { withTimezone: true }),
}, (table) => [
  index('uploads_user_idx').on(table.userId),
  index('uploads_unattached_idx').on(table.createdAt).where(sql`${table.attachedAt} is null`),
]);

export type Upload = typeof uploads.$inferSelect;
