import { boolean, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, coordinates and timestamps the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const latitude = () => numeric('latitude', { precision: 10, scale: 7 });
export const longitude = () => numeric('longitude', { precision: 10, scale: 7 });
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/**
 * Whether a moderator (or enough reports) has hidden the row: kept from hidden_content by its triggers (migration
 * 0055), so a list tests its own rows without a lookup per row. Written only by those triggers.
 */
export const hidden = () => boolean('hidden').notNull().default(false);
