import { sql } from 'drizzle-orm';
import { boundingBox, routeCellSql, routeCellsOfBox, type LatLng } from '@shared/geo';
import type { horseHotels, serviceProviders } from '@shared/schema';
import { pointAlongPath } from '@shared/trip-plan/geometry';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';

// The places along a trip's route (horse hotels, service providers) are found in the route cells (shared/geo.ts) that
// boxes along it touch, each box tagged with what it is searched for: every cell of a request read in one scan of the
// table's index on its cell, and its places given to each tag it is searched for.

/** The boxes' spacing along a stretch, in great-circle miles. */
const BOX_STEP_MILES = 10;

type Box = ReturnType<typeof boundingBox>;

/**
 * Boxes along a stretch of a path (great-circle miles from its start), one every few miles, each around the circle
 * that reaches `detour` beyond the path half a step either way: together they hold every place within the detour of
 * the stretch.
 */
export function boxesAlong(path: LatLng[], fromMiles: number, toMiles: number, detour: number): Box[] {
  const count = Math.max(1, Math.ceil((toMiles - fromMiles) / BOX_STEP_MILES));
  const step = (toMiles - fromMiles) / count;
  return Array.from({ length: count + 1 }, (_, index) =>
    boundingBox(pointAlongPath(path, fromMiles + step * index), detour + step / 2 + 1));
}

/** A box to search and what it is searched for: a night's stretch (its index among the nights) or a leg. */
export interface TaggedBox {
  box: Box;
  tag: number;
}

/** A cell no place is in (every place's cell is 0 or more): fills a search up to the length a generic plan assumes. */
const NO_CELL = -1;

/**
 * The cells of a search, each once (neighbouring boxes share most of theirs) as an int[] literal filled up with a cell
 * that finds nothing, and the tags each cell is searched for.
 */
export function cellValues(boxes: TaggedBox[]) {
  const tagsByCell = new Map<number, number[]>();
  for (const { box, tag } of boxes) {
    for (const cell of routeCellsOfBox(box)) {
      const tags = tagsByCell.get(cell);
      if (!tags) tagsByCell.set(cell, [tag]);
      else if (!tags.includes(tag)) tags.push(tag);
    }
  }
  return { cells: `{${planSizedArray([...tagsByCell.keys()], NO_CELL).join(',')}}`, tagsByCell };
}

/** A place found in a search's cells: its id, latitude and longitude. */
export type PlacePosition = [id: string, lat: number, lng: number];

/** Each place once: a place near where two searches' boxes meet is found by both. */
export const onceEach = (positions: PlacePosition[]) => [...new Map(positions.map((place) => [place[0], place])).values()];

/**
 * The places of `table` in the cells searched, one row per cell: each place's id and position as JSON, read off the
 * table's index on its route cell alone (migration 0059), every cell in one scan, where a search of the
 * two-dimensional index per box cost 10-15 µs each, most of the database's time on a trip's suggestions. A stretch of
 * road holds hundreds of hotels or services on a large set; mapped row by row through drizzle they cost the server
 * more than the rest of the request, and only the few shown are read in full.
 */
export function positionsInCellsStatement(name: string, table: typeof horseHotels | typeof serviceProviders) {
  const cellOfPlace = sql.raw(routeCellSql('place.latitude::float8', 'place.longitude::float8'));
  return preparedOnce(name, (db) => db.select({
    cell: sql<number>`found.cell`,
    // As stored (numeric): JSON writes it as the number it is, where a cast to float8 went through its text.
    places: sql<string>`json_agg(json_build_array(found.id, found.latitude, found.longitude))::text`,
  }).from(sql`(select ${cellOfPlace} as cell, place.id, place.latitude, place.longitude from ${table} place
      where ${cellOfPlace} = any(${sql.placeholder('cells')}::int[]) and not place.hidden) found`).groupBy(sql`found.cell`));
}

/** The places a positionsInCellsStatement finds in the cells of `boxes`, by their boxes' tag; each place once per tag. */
export async function positionsByTag(
  db: Queryable, statement: ReturnType<typeof positionsInCellsStatement>, boxes: TaggedBox[],
): Promise<Map<number, PlacePosition[]>> {
  if (boxes.length === 0) return new Map();
  const { cells, tagsByCell } = cellValues(boxes);
  const byTag = new Map<number, PlacePosition[]>();
  for (const row of await statement(db).execute({ cells })) {
    const positions = JSON.parse(row.places) as PlacePosition[];
    for (const tag of tagsByCell.get(row.cell) ?? []) {
      const tagged = byTag.get(tag);
      if (tagged) tagged.push(...positions);
      else byTag.set(tag, [...positions]);
    }
  }
  return byTag;
}

/** A statement that reads what is shown of the rows whose ids it is given (`ids`, a uuid[]). */
type DetailsStatement<Row extends { id: string }> = (db: Queryable) => { execute(values: { ids: string[] }): Promise<Row[]> };

/** What `statement` reads of the places `shown` lists, by id: only the few a plan lists are read in full. */
export async function detailsById<Row extends { id: string }>(
  db: Queryable, statement: DetailsStatement<Row>, shown: { id: string }[],
): Promise<Map<string, Row>> {
  const ids = [...new Set(shown.map((place) => place.id))];
  if (ids.length === 0) return new Map();
  const rows = await statement(db).execute({ ids: planSizedArray(ids, NO_UUID) });
  return new Map(rows.map((row) => [row.id, row]));
}
