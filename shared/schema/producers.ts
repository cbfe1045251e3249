import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, varchar, index } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const eventProducers = pgTable('event_producers', {
  id: id(),
  name: varchar('name', { length: 200 }).notNull(),
  bio: text('bio'),
  email: varchar('email', { length: 320 }),
  phone: varchar('phone', { length: 40 }),
  website: text('website'),
  logoUrl: text('logo_url'),
  coverImage: text('cover_image'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (table) => [
  index('event_producers_user_idx').on(table.userId),
  // The producers list's order (migration 0037).
  index('event_producers_by_name_idx').on(sql`lower(${table.name})`, table.id),
]);

export type EventProducer = typeof eventProducers.$inferSelect;
