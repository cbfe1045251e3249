import { ilike, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

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
