import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { arenas, footingCondition } from './arenas';
import { createdAt, hidden, id } from './columns';
import { events } from './events';
import { uploads } from './uploads';
import { users } from './users';

/** A rider's dated report of an arena's ground; the newest one sets arenas.footing_condition and footing_last_updated. */
export const footingReports = pgTable('footing_reports', {
  id: id(),
  hidden: hidden(),
  arenaId: uuid('arena_id').notNull().references(() => arenas.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  condition: footingCondition('condition').notNull(),
  notes: text('notes'),
  // The day the rider rode there (at most 30 days back, never in the future).
  riddenOn: date('ridden_on').notNull(),
  // The event it was for, if any.
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (table) => [
  index('footing_reports_arena_idx').on(table.arenaId, table.riddenOn, table.createdAt),
  index('footing_reports_user_idx').on(table.userId),
]);

export const footingReportPhotos = pgTable('footing_report_photos', {
  id: id(),
  reportId: uuid('report_id').notNull().references(() => footingReports.id, { onDelete: 'cascade' }),
  photoUrl: text('photo_url').notNull(),
  uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
}, (table) => [index('footing_report_photos_report_idx').on(table.reportId)]);

export type FootingReport = typeof footingReports.$inferSelect;
