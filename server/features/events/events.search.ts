import { and, asc, gte, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { events, searchGrams } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { preparedOnce, type Bind } from '../../db/prepared';
import { containsPattern, searchKind } from '../../db/search-sql';

/**
 * How an events search finds its matches, each kind a statement shape (server/db/prepared.ts) with a plan of its
 * own: a term many events hold is tested on each event in the list's order, which finds a page after a few rows; a
 * term few events hold is read off an index, by its trigrams (events_search_trgm_idx) or, too short for trigrams, by
 * its two-character pieces (events_search_grams_idx), and only those events are ordered.
 */
export type EventSearchKind = 'walk' | 'trigrams' | 'grams';

/** How many of the soonest upcoming events a term is tried on to tell how many events hold it. */
const SAMPLE_SIZE = 500;
/**
 * A term held by this share of the sample or more is walked. Walking costs about the rows read until a page (or the
 * count's cap of 100) is found, reading off an index about every match: at a million upcoming events the two meet
 * near 1%; the share leans to the walk, whose cost a sample predicts better.
 */
const COMMON_SEARCH_SHARE = 0.02;

/** Whether the search text holds the term, case aside: exactly what the ILIKE pattern of the term matches. */
const holdsTerm = (term: SQL) => sql`strpos(lower(${events.searchText}), lower(${term})) > 0`;

const searchShareStatement = preparedOnce('events_search_share', (db) => db.select({
  sampled: sql<number>`count(*)::int`,
  matched: sql<number>`count(*) filter (where strpos(lower(sample.search_text), lower(${sql.placeholder('term')}::text)) > 0)::int`,
}).from(db.select({ searchText: sql`${events.searchText}`.as('search_text') }).from(events)
  .where(and(isNull(events.deletedAt), gte(events.date, sql.placeholder('from'))))
  .orderBy(asc(events.date)).limit(SAMPLE_SIZE).as('sample')));

/** Tries the term on the soonest upcoming events (read in date order off events_live_by_date_idx). */
export async function eventSearchKind(db: Queryable, term: string | null | undefined, from: Date): Promise<EventSearchKind | undefined> {
  if (!term) return undefined;
  const [share] = await searchShareStatement(db).execute({ term, from });
  if (share.matched > 0 && share.matched >= share.sampled * COMMON_SEARCH_SHARE) return 'walk';
  return searchKind(term) === 'trigrams' ? 'trigrams' : 'grams';
}

/**
 * The events whose name or arena's name or place holds `term` (migration 0040's search text), written for `kind`.
 * A rare kind's matches are found first, off the index its condition names (an InitPlan), and the list reads only
 * them: written in the list's own WHERE, a generic plan could not tell a rare term from a common one and walked the
 * date order instead (5 s for "7" at scale 100). The walk's condition is one no index answers.
 */
export function eventSearchCondition(term: string, kind: EventSearchKind, bind: Bind): SQL {
  const bound = sql`${bind(term)}::text`;
  if (kind === 'walk') return holdsTerm(bound);
  const indexed = kind === 'trigrams'
    ? ilike(events.searchText, bind(containsPattern(term)))
    : and(sql`${searchGrams(events.searchText)} @> search_grams(${bound})`, holdsTerm(bound));
  // Inside the subquery "events" names its own rows: the subquery is uncorrelated.
  return sql`${events.id} = any(array(select ${events.id} from ${events} where ${isNull(events.deletedAt)} and ${indexed}))`;
}
