import { and, ilike, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { placeSearchText, searchGrams, type SearchablePlaceColumns } from '@shared/schema';
import { LeastRecentlyUsed } from '../least-recently-used';
import type { Queryable } from './client';
import { preparedOnce, type Bind } from './prepared';

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

/**
 * The place's name, city or state contains the pattern ("Fort Worth, TX" too). Each place table carries a trigram
 * index over exactly these columns and expressions (migration 0035), so a search reads the matching rows off it.
 */
export function placeSearch({ name, city, state }: SearchablePlaceColumns, pattern: string | SQLWrapper): SQL {
  return or(ilike(name, pattern), ...placeMatches(city, state, pattern))!;
}

/** How many rows a term is tried on to tell whether many or few hold it. */
export const SEARCH_SAMPLE_SIZE = 500;
/**
 * A term held by this share of a sample or more is walked: tested on each row in the list's order, it finds a page
 * (or the count's cap of 100) after reading about that many rows over the share, where reading its matches off an
 * index costs about every match. At a million rows the two meet near 1%; the share leans to the walk, whose cost a
 * sample predicts better.
 */
const COMMON_SEARCH_SHARE = 0.02;

/** Whether `text` holds the term, case aside: exactly what the term's ILIKE pattern matches, and no index answers. */
export const holdsTerm = (text: SQL | AnyColumn, term: SQL) => sql`strpos(lower(${text}), lower(${term})) > 0`;

/** A sample's size and how many of its search texts hold the statement's `term` placeholder. */
export const termShareColumns = (text: SQL) => ({
  sampled: sql<number>`count(*)::int`,
  matched: sql<number>`count(*) filter (where ${holdsTerm(text, sql`${sql.placeholder('term')}::text`)})::int`,
});

/**
 * How a search finds the rows holding a term, each kind a statement shape (server/db/prepared.ts) with a plan of its
 * own: `walk` tests a term many rows hold on each row in the list's order, which finds a page after a few rows; the
 * rows holding a term few rows hold are read off an index, by the term's trigrams (pg_trgm), or, for a term without
 * a run of three letters or digits ("zz", "TX"), which a trigram index could only read whole, by its pieces of one
 * and two characters (search_grams).
 */
export type SearchKind = 'walk' | 'trigrams' | 'grams';

/** The kind for a term, by its share of a sample (`termShareColumns`). */
export function searchKindOf(term: string, { sampled, matched }: { sampled: number; matched: number }): SearchKind {
  if (matched > 0 && matched >= sampled * COMMON_SEARCH_SHARE) return 'walk';
  return /[\p{L}\p{N}]{3}/u.test(term) ? 'trigrams' : 'grams';
}

/** `text` holds the term, and all of its pieces of one and two characters: what a search_grams index answers. */
export const holdsTermByGrams = (text: SQL | AnyPgColumn, term: SQL) =>
  and(sql`${searchGrams(text)} @> search_grams(${term})`, holdsTerm(text, term))!;

/**
 * `id` is among the rows of `table` that `condition` matches, found first (an InitPlan, off the index the condition
 * names), so the list reads only them: written in the list's own WHERE, a generic plan cannot tell a rare term from
 * a common one and walks the list's order. Inside the subquery `table` names its own rows: it is uncorrelated.
 */
export const amongMatches = (id: AnyColumn, table: PgTable, condition: SQL) =>
  sql`${id} = any(array(select ${id} from ${table} where ${condition}))`;

/** How long a term's kind is used before its share is sampled again. */
const SEARCH_KIND_KEPT_MS = 10 * 60_000;
/** Terms whose kind is kept, per table and database handle. */
const KEPT_SEARCH_KINDS = 2_000;

/**
 * `kindOf` with each term's kind kept for a while (per database handle), so paging through a search, or riders
 * searching the same word, do not sample the table again each time (0.7-1.7 ms of PostgreSQL at scale 10). A kind
 * only picks how the rows are found: one grown stale finds the same rows, a little slower.
 */
export function keptSearchKinds<Args extends unknown[]>(
  kindOf: (db: Queryable, term: string, ...args: Args) => Promise<SearchKind>, keyOf: (term: string, ...args: Args) => string,
) {
  const byDatabase = new WeakMap<Queryable, LeastRecentlyUsed<{ kind: SearchKind; until: number }>>();
  return async (db: Queryable, term: string | null | undefined, ...args: Args): Promise<SearchKind | undefined> => {
    if (!term) return undefined;
    let kept = byDatabase.get(db);
    if (!kept) byDatabase.set(db, (kept = new LeastRecentlyUsed(KEPT_SEARCH_KINDS)));
    const key = keyOf(term, ...args);
    const now = Date.now();
    const known = kept.get(key);
    if (known && known.until > now) return known.kind;
    const kind = await kindOf(db, term, ...args);
    kept.set(key, { kind, until: now + SEARCH_KIND_KEPT_MS });
    return kind;
  };
}

/** Tells a table's search kinds by trying the term on a sample of its rows' `searchText`. */
export function searchKinds(label: string, table: PgTable, searchText: SQL) {
  const shareStatement = preparedOnce(`${label}_search_share`, (db) => db.select(termShareColumns(sql`sample.search_text`))
    .from(db.select({ searchText: sql`${searchText}`.as('search_text') }).from(table).limit(SEARCH_SAMPLE_SIZE).as('sample')));
  return keptSearchKinds(async (db: Queryable, term: string) => {
    const [share] = await shareStatement(db).execute({ term });
    return searchKindOf(term, share);
  }, (term) => term);
}

/** Tells a place table's search kinds (its name and place as placeSearchText writes them). */
export const placeSearchKinds = (label: string, table: PgTable & SearchablePlaceColumns) =>
  searchKinds(label, table, placeSearchText(table));

/** Where a table's search reads its rows: what it matches, and the condition its trigram index answers. */
export interface SearchedText {
  searchText: SQL;
  trigramMatch: (pattern: string | SQLWrapper) => SQL;
}

/** A search text whose trigram index is on the text itself (service providers, riders). */
export const searchedText = (searchText: SQL): SearchedText => ({ searchText, trigramMatch: (pattern) => ilike(searchText, pattern) });

/**
 * The rows of `table` whose search text holds `term`, written for `kind`. A common term is walked with a condition
 * no index answers: a trigram index read for a term without trigrams reads the whole index, and a generic plan chose
 * it for "TX" within a radius (200-365 ms at scale 100).
 */
export function searchCondition(
  table: PgTable, id: AnyColumn, { searchText, trigramMatch }: SearchedText, term: string, kind: SearchKind, bind: Bind,
): SQL {
  if (kind === 'trigrams') return amongMatches(id, table, trigramMatch(bind(containsPattern(term))));
  const bound = sql`${bind(term)}::text`;
  if (kind === 'walk') return holdsTerm(searchText, bound);
  return amongMatches(id, table, holdsTermByGrams(searchText, bound));
}

/** The places of `table` whose name or place holds `term`, written for `kind` (searchCondition). */
export function placeSearchCondition(table: PgTable & SearchablePlaceColumns, id: AnyColumn, term: string, kind: SearchKind, bind: Bind): SQL {
  return searchCondition(table, id, { searchText: placeSearchText(table), trigramMatch: (pattern) => placeSearch(table, pattern) }, term, kind, bind);
}
