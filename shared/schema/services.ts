import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { routeCellSql } from '../geo';
import { createdAt, hidden, id, latitude, longitude } from './columns';
import { searchGrams, serviceSearchText } from './search';
import { users } from './users';

export const serviceProviders = pgTable('service_providers', {
  id: id(),
  hidden: hidden(),
  // farrier, veterinarian, trainer, ... (see shared/validation/services.ts)
  type: varchar('type', { length: 40 }).notNull(),
  displayName: varchar('display_name', { length: 200 }).notNull(),
  phone: varchar('phone', { length: 40 }),
  email: varchar('email', { length: 320 }),
  website: text('website'),
  specialties: text('specialties'),
  availabilityNotes: text('availability_notes'),
  /** Where the provider works from, so it can be found along a trip's route and shown on its map. */
  address: text('address'),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 2 }),
  latitude: latitude(),
  longitude: longitude(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (table) => [
  index('service_providers_type_idx').on(table.type, table.displayName),
  // A search reads the providers whose name or specialties hold a term few hold off one of these (migration 0042):
  // its trigrams (pg_trgm), or, too short for trigrams ("zz", "7"), its pieces of one and two characters.
  index('service_providers_search_trgm_idx').using('gin', sql`${serviceSearchText(table)} gin_trgm_ops`),
  index('service_providers_search_grams_idx').using('gin', searchGrams(serviceSearchText(table))),
  index('service_providers_user_idx').on(table.userId),
  // Radius and box searches around a place, as for horse hotels.
  index('service_providers_point_idx').using('gist', sql`point(${table.longitude}::float8, ${table.latitude}::float8)`),
  // The providers along a trip's route, by the route cells its boxes touch (with the id and position, migration 0059).
  index('service_providers_route_cell_idx').on(sql.raw(routeCellSql('latitude::float8', 'longitude::float8'))).where(sql`not ${table.hidden}`),
]);

export type ServiceProvider = typeof serviceProviders.$inferSelect;
