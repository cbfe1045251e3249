import { asc, eq, sql } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgTable, type SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { LatLng } from '@shared/geo';
import type { PageQuery } from '@shared/validation/common';
import type { Queryable } from './client';
import { distanceMilesSql, withinRadiusSql } from './geo-sql';
import { pageTotal, withoutTotal } from './paging';
import { asIs, type Bind, type PreparedByShape, StatementValues, writtenPage } from './prepared';

/** The rows a page lists (horse hotels beside an arena or event, arenas beside a hotel). */
export interface ListedTable {
  table: PgTable;
  id: PgColumn;
  /** Orders rows at the same distance. */
  name: PgColumn;
  latitude: PgColumn;
  longitude: PgColumn;
}

/** The stored links from the page's owner (an arena, event or hotel) to listed rows, each with the distance measured then. */
export interface LinkTable {
  table: PgTable;
  ownerId: PgColumn;
  listedId: PgColumn;
  distance: PgColumn;
}

export interface LinkedOrNearbyQuery<TColumns extends SelectedFieldsFlat> {
  /** The list's statements, one per shape (a centre or not, the first page or a later one), each prepared once. */
  statements: PreparedByShape;
  /** The listed table's columns each row returns; `distance` is added. */
  columns: TColumns;
  listed: ListedTable;
  links: LinkTable;
  ownerId: string;
  /** The owner's coordinates; without them only linked rows are listed. */
  center: LatLng | null;
  radiusMiles: number;
}

export type LinkedOrNearbyRow<TColumns extends SelectedFieldsFlat> = SelectResultFields<TColumns> & { distance: number | null };

/**
 * One page of the rows linked to an owner, or, when it has no links at all, of every row within `radiusMiles` of
 * its coordinates. Nearest first (rows without a distance last), then by name. A linked row shows the distance
 * stored with its link, or the great-circle one when the link has none; a nearby row the great-circle one; both
 * rounded to a tenth of a mile. One statement (a second only for a page past the end), prepared once per shape:
 * planning it cost more than running it.
 */
export async function listLinkedOrNearby<TColumns extends SelectedFieldsFlat>(
  db: Queryable, query: LinkedOrNearbyQuery<TColumns>, page: PageQuery,
): Promise<{ rows: LinkedOrNearbyRow<TColumns>[]; total: number }> {
  const { listed, links, ownerId, center } = query;
  const statement = new StatementValues();
  const matchesOf = (bind: Bind) => {
    // Miles as numeric, like the stored distances, so a stored 41.25 rounds to 41.3 exactly as it was measured.
    const computedMiles = center ? sql`(${distanceMilesSql(listed.latitude, listed.longitude, center, bind)})::numeric` : sql`null::numeric`;
    const linkedToOwner = eq(links.ownerId, bind(ownerId));
    const linked = db.select({
      listedId: sql<string>`${listed.id}`.as('listed_id'),
      miles: sql<string | null>`coalesce(${links.distance}, ${computedMiles})`.as('miles'),
    }).from(links.table)
      .innerJoin(listed.table, eq(listed.id, links.listedId))
      .where(linkedToOwner);
    const nearby = center && db.select({
      listedId: sql<string>`${listed.id}`.as('listed_id'),
      miles: sql<string | null>`${computedMiles}`.as('miles'),
    }).from(listed.table)
      .where(sql`not exists (select 1 from ${links.table} where ${linkedToOwner}) and ${
        withinRadiusSql(listed.latitude, listed.longitude, center, query.radiusMiles, bind)}`);
    return (nearby ? unionAll(linked, nearby) : linked).as('matches');
  };
  const matches = matchesOf(statement.bind);
  const written = writtenPage(page, statement.bind);

  const found = await query.statements.run(db, `${center ? 'centre' : 'no centre'},${written.shape}`, statement, () => db.select({
    ...query.columns,
    distance: sql<number | null>`round(${matches.miles}, 1)::float8`,
    total: sql<number>`count(*) over ()`.mapWith(Number),
  }).from(matches)
    .innerJoin(listed.table, eq(listed.id, matches.listedId))
    .orderBy(sql`${matches.miles} asc nulls last`, asc(listed.name), asc(listed.id))
    .limit(written.limit).offset(written.offset));
  // drizzle cannot follow a generic selection through the join: the row type is stated once, here.
  const rows = found as unknown as (LinkedOrNearbyRow<TColumns> & { total: number })[];
  const total = await pageTotal(rows, page.offset, () => db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matchesOf(asIs)));
  return { rows: rows.map(withoutTotal) as LinkedOrNearbyRow<TColumns>[], total };
}
