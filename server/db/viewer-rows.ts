import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { riderFlagChanges } from '@shared/schema';

/** One table of a rider's own rows (saves, follows, likes): which rider, keyed by what, and what to read back. */
export interface ViewerRows {
  table: PgTable;
  user: AnyPgColumn;
  key: AnyPgColumn;
  value?: AnyPgColumn;
}

/**
 * `[key, value]` of the viewer's rows whose key is among `keys` (a uuid[] parameter), as a JSON array: one index
 * lookup on the rider's own rows, for the flags of a whole page at once.
 */
export const viewerPairs = <Key, Value>({ table, user, key, value }: ViewerRows, viewer: SQL, keys: SQL) =>
  sql<[Key, Value][]>`coalesce((select json_agg(json_build_array(${key}, ${value ?? key}))
    from ${table} where ${user} = ${viewer} and ${key} = any(${keys})), '[]')`;

/** The keys among `keys` that the viewer has a row for. */
export const viewerKeys = <Key>({ table, user, key }: ViewerRows, viewer: SQL, keys: SQL) =>
  sql<Key[]>`array(select ${key} from ${table} where ${user} = ${viewer} and ${key} = any(${keys}))`;

/**
 * The viewer's row's `value` for `keyOf` (a column of the outer query's row), or null: one index lookup per row,
 * for flags read with a page's own statement.
 */
export const viewerRowValue = <Value>({ table, user, key, value }: ViewerRows, viewer: SQL, keyOf: AnyPgColumn) =>
  sql<Value | null>`(select ${value ?? key} from ${table} where ${user} = ${viewer} and ${key} = ${keyOf})`;

/** Whether the viewer has a row for `keyOf` (a column of the outer query's row). */
export const viewerHasRow = ({ table, user, key }: ViewerRows, viewer: SQL, keyOf: AnyPgColumn) =>
  sql<boolean>`exists (select from ${table} where ${user} = ${viewer} and ${key} = ${keyOf})`;

/**
 * The rider's flags version, the sum of their flag changes (shared/schema/cache.ts), as text: read in the statement
 * that reads their flags, it names the state those flags were read at.
 */
export const riderFlagsVersion = (rider: SQL | AnyPgColumn) => sql<string>`(select coalesce(sum(${riderFlagChanges.changes}), 0)
  from ${riderFlagChanges} where ${riderFlagChanges.userId} = ${rider})::text`;

/** A rider's flags for each row of a page, and the flags version (riderFlagsVersion) they were read at. */
export interface ViewerFlagsRead<Flags> {
  flags: Flags[];
  /** Null when nothing was read (no rows). */
  flagsVersion: string | null;
}
