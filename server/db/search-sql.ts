import { ilike, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An ILIKE pattern that finds `term` anywhere, with LIKE's wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Matches a place by city, by state, or as riders type it into a search box: "Fort Worth, TX" or "Fort Worth TX".
 */
export function placeMatches(city: AnyColumn, state: AnyColumn, pattern: string | SQLWrapper): SQL[] {
  return [
    ilike(city, pattern),
    ilike(state, pattern),
    ilike(sql`${city} || ', ' || ${state}`, pattern),
    ilike(sql`${city} || ' ' || ${state}`, pattern),
  ];
}

/** A place's searchable columns: its name, city and state. */
export interface SearchablePlace {
  name: AnyColumn;
  city: AnyColumn;
  state: AnyColumn;
}

/**
 * The place's name, city or state contains the pattern ("Fort Worth, TX" too). Each place table carries a trigram
 * index over exactly these columns and expressions (migration 0035), so a search reads the matching rows off it.
 */
export function placeSearch({ name, city, state }: SearchablePlace, pattern: string | SQLWrapper): SQL {
  return or(ilike(name, pattern), ...placeMatches(city, state, pattern))!;
}

/**
 * How a search term is matched, as a statement's shape (server/db/prepared.ts) sees it: a term with a run of three
 * letters or digits is read off a trigram index; a shorter one ("TX") holds no trigram, the index could only be read
 * whole, and its statements are prepared apart so their plans walk the list's order instead.
 */
export function searchKind(term: string | null | undefined): 'trigrams' | 'short' | null {
  if (!term) return null;
  return /[\p{L}\p{N}]{3}/u.test(term) ? 'trigrams' : 'short';
}
