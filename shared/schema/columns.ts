import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids, coordinates and timestamps the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const latitude = () => numeric('latitude', { precision: 10, scale: 7 });
export const longitude = () => numeric('longitude', { precision: 10, scale: 7 });
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
