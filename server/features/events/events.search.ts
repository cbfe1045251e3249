import { and, asc, gte, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { events } from '@shared/schema';
import type { Queryable } from '../../db/client';
import { preparedOnce, type Bind } from '../../db/prepared';
import {
  amongMatches, containsPattern, holdsTerm, holdsTermByGrams, keptSearchKinds, SEARCH_SAMPLE_SIZE, searchKindOf, termShareColumns,
  type SearchKind,
} from '../../db/search-sql';

const searchShareStatement = preparedOnce('events_search_share', (db) => db.select(termShareColumns(sql`sample.search_text`))
  .from(db.select({ searchText: sql`${events.searchText}`.as('search_text') }).from(events)
    .where(and(isNull(events.deletedAt), gte(events.date, sql.placeholder('from'))))
    .orderBy(asc(events.date)).limit(SEARCH_SAMPLE_SIZE).as('sample')));

/** Tries the term on the soonest upcoming events from `from` (read in date order off events_live_by_date_idx). */
export const eventSearchKind = keptSearchKinds(async (db: Queryable, term: string, from: Date) => {
  const [share] = await searchShareStatement(db).execute({ term, from });
  return searchKindOf(term, share);
}, (term, from) => `${from.getTime()}|${term}`);

/**
 * The events whose name or arena's name or place holds `term` (migration 0040's search text, read off
 * events_search_trgm_idx or events_search_grams_idx when few do), written for `kind`. Few events' matches are found
 * first (5 s for "7" at scale 100 when a generic plan walked the date order instead).
 */
export function eventSearchCondition(term: string, kind: SearchKind, bind: Bind): SQL {
  const bound = sql`${bind(term)}::text`;
  if (kind === 'walk') return holdsTerm(events.searchText, bound);
  const indexed = kind === 'trigrams' ? ilike(events.searchText, bind(containsPattern(term))) : holdsTermByGrams(events.searchText, bound);
  return amongMatches(events.id, events, and(isNull(events.deletedAt), indexed)!);
}
