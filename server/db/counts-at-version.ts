import { sql, type SQL } from 'drizzle-orm';
import { dataVersion } from '@shared/schema';
import { LeastRecentlyUsed } from '../least-recently-used';
import type { Queryable } from './client';
import type { Bind } from './prepared';

/** The data version (shared/schema/cache.ts), read in the snapshot of the statement it is part of. */
const dataVersionSql = sql<string | null>`(select ${dataVersion.version}::text from ${dataVersion} where ${dataVersion.id} = 1)`;

interface Counted {
  version: string;
  count: number;
}

/** What a statement reads with `CountsAtDataVersion.columns`. */
export interface CountColumns {
  countedAtVersion: string | null;
  /** Null when the count this server kept still holds. */
  matchCount: number | null;
}

/**
 * Counts of lists' matches, each kept with the data version it was counted at (per database handle), so a statement
 * that reads a page counts its matches again only when the version moved (every committed change to a table a
 * public page reads moves it) or this server has not counted that list yet. The version and the count are read in
 * the page's own snapshot: a kept count is used only while it is exactly what counting would give.
 */
export class CountsAtDataVersion {
  private readonly byDatabase = new WeakMap<Queryable, LeastRecentlyUsed<Counted>>();

  constructor(private readonly maxLists = 500) {}

  /**
   * The count of the list `key` for a page's statement: `key` names the list (the statement's shape and every value
   * the count's conditions were built with, `recordingBind`). The count this server kept, if any, is bound here;
   * `columns` puts the count subquery (uncorrelated) in a CASE, so PostgreSQL runs it only when the version moved,
   * and `countOf` reads it from a row.
   */
  counted(db: Queryable, key: string, bind: Bind) {
    let counts = this.byDatabase.get(db);
    if (!counts) this.byDatabase.set(db, (counts = new LeastRecentlyUsed<Counted>(this.maxLists)));
    const kept = counts;
    const known = kept.get(key);
    const knownVersion = bind(known?.version ?? null);
    const columns = (count: SQL<number>) => ({
      countedAtVersion: dataVersionSql,
      matchCount: sql<number | null>`case when ${dataVersionSql} = ${knownVersion}::text then null else ${count} end`,
    });
    const countOf = ({ countedAtVersion, matchCount }: CountColumns): number => {
      if (matchCount === null) return known!.count;
      if (countedAtVersion !== null) kept.set(key, { version: countedAtVersion, count: matchCount });
      return matchCount;
    };
    return { columns, countOf };
  }
}

/**
 * A Bind that also records the values it binds: built with it, a count's conditions name the count by their values
 * (today's date, a position, a search; a filter on the current time never counts alike twice).
 */
export function recordingBind(bind: Bind): { bind: Bind; values: () => string } {
  const recorded: unknown[] = [];
  return {
    bind: (value) => {
      recorded.push(value);
      return bind(value);
    },
    values: () => JSON.stringify(recorded),
  };
}
