import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A text's lower-cased pieces of one and two characters (migration 0040), for a term too short for trigrams. */
export const searchGrams = (text: AnyPgColumn | SQL) => sql`search_grams(${text})`;

/** The columns a place is searched by. */
export interface SearchablePlaceColumns {
  name: AnyPgColumn;
  city: AnyPgColumn;
  state: AnyPgColumn;
}

/**
 * What a search matches on a place (migration 0041): its name, city, state, "city, ST" and "city ST", one per line,
 * so a term matches across two of them only if it holds a line break.
 */
export const placeSearchText = ({ name, city, state }: SearchablePlaceColumns) => sql`place_search_text(${name}, ${city}, ${state})`;

/** The columns a service provider is searched by (besides its type, matched by its key and label). */
export interface SearchableServiceColumns {
  displayName: AnyPgColumn;
  specialties: AnyPgColumn;
}

/** What a search matches on a service provider (migration 0042): its name and its specialties, one per line. */
export const serviceSearchText = ({ displayName, specialties }: SearchableServiceColumns) =>
  sql`service_search_text(${displayName}, ${specialties})`;
