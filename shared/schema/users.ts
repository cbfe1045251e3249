import { sql } from 'drizzle-orm';
import {
  boolean, check, index, json, pgEnum, pgTable, text, timestamp, unique, uuid, varchar, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../constants';
import { createdAt, id, latitude, longitude, updatedAt } from './columns';
import { searchGrams } from './search';

interface UserNameColumns {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
}

/** A user's display name in SQL: first and last name joined, else the email, else 'User'. */
export const userDisplayName = ({ firstName, lastName, email }: UserNameColumns) => sql<string>`case
  when nullif(trim(${firstName}), '') is not null and nullif(trim(${lastName}), '') is not null
    then trim(${firstName}) || ' ' || trim(${lastName})
  else coalesce(nullif(trim(${email}), ''), 'User') end`;

/** What the moderators' rider search matches (migration 0043): the display name and the email, one per line. */
export const riderSearchText = (columns: UserNameColumns) =>
  sql<string>`(${userDisplayName(columns)} || E'\\n' || coalesce(${columns.email}, ''))`;

export const users = pgTable('users', {
  id: id(),
  email: varchar('email', { length: 320 }).unique(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  // Local accounts only; OpenID Connect users have none.
  passwordHash: text('password_hash'),
  // "issuer|sub" of an OpenID Connect account, so a provider's user maps to one row.
  oidcSubject: text('oidc_subject').unique(),
  role: varchar('role', { length: 20, enum: USER_ROLES }).notNull().default('rider'),
  /** A suspended rider reads but cannot post until then; null: not suspended. */
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [
  // The moderators' rider list: staff first, then by name, a page at a time.
  index('users_staff_first_by_name_idx').on(sql`(${table.role} = 'rider')`, sql`(${userDisplayName(table)})`, table.id),
  // A rider search reads a term few riders hold off one of these: its trigrams, or its pieces of one and two characters.
  index('users_search_trgm_idx').using('gin', sql`${riderSearchText(table)} gin_trgm_ops`),
  index('users_search_grams_idx').using('gin', searchGrams(riderSearchText(table))),
]);

/** express-session rows, written by connect-pg-simple. */
export const sessions = pgTable('sessions', {
  sid: varchar('sid').primaryKey(),
  sess: json('sess').notNull(),
  expire: timestamp('expire', { precision: 6 }).notNull(),
}, (table) => [index('sessions_expire_idx').on(table.expire)]);

export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  fullName: varchar('full_name', { length: 200 }),
  bio: text('bio'),
  street: text('street'),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 2 }),
  postalCode: varchar('postal_code', { length: 10 }),
  latitude: latitude(),
  longitude: longitude(),
  locationVisibility: boolean('location_visibility').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userFollows = pgTable('user_follows', {
  id: id(),
  followerId: uuid('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  followeeId: uuid('followee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (table) => [
  unique('user_follows_pair_unique').on(table.followerId, table.followeeId),
  index('user_follows_followee_idx').on(table.followeeId),
  check('user_follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
]);

export const badgeLevel = pgEnum('badge_level', ['bronze', 'silver', 'gold']);

export const userBadges = pgTable('user_badges', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  badgeType: varchar('badge_type', { length: 50 }).notNull(),
  badgeLevel: badgeLevel('badge_level').notNull(),
  earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [unique('user_badges_user_type_level_unique').on(table.userId, table.badgeType, table.badgeLevel)]);

export type User = typeof users.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
export type UserBadge = typeof userBadges.$inferSelect;
