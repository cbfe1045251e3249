import { sql } from 'drizzle-orm';
import { boundingBox, type LatLng } from '@shared/geo';
import type { horseHotels, serviceProviders } from '@shared/schema';
import { pointAlongPath } from '@shared/trip-plan/geometry';
import type { Queryable } from '../../db/client';
import { NO_UUID, planSizedArray, preparedOnce } from '../../db/prepared';

// The places along a trip's route (horse hotels, service providers) are found in boxes: each box a search of the
// table's two-dimensional index, every box of a request in one statement, each box tagged with what it is searched for.

/** The search boxes' spacing along a stretch, in great-circle miles. */
const BOX_STEP_MILES = 20;

type Box = ReturnType<typeof boundingBox>;

/**
 * Boxes along a stretch of a path (great-circle miles from its start): small ones every few miles, then laid out again
 * so that none overlaps another (`withoutOverlap`).
 */
export function boxesAlong(path: LatLng[], fromMiles: number, toMiles: number, detour: number): Box[] {
  const step = Math.max(detour, BOX_STEP_MILES);
  const count = Math.max(1, Math.ceil((toMiles - fromMiles) / step));
  return withoutOverlap(Array.from({ length: count + 1 }, (_, index) =>
    boundingBox(pointAlongPath(path, fromMiles + ((toMiles - fromMiles) * index) / count), detour + step / 2 + 1)));
}

/**
 * The area of `boxes` as boxes that do not overlap: a band of latitude between each two neighbouring edges, with the
 * longitudes of the boxes across it merged. Each box along a path reaches the detour beyond its step, so searched as
 * they were, a place was found in two or three of them (2,379 finds of 1,046 night-hotel pairs for the bench's road
 * trip at scale 100); two bands share only their edge.
 */
export function withoutOverlap(boxes: Box[]): Box[] {
  const edges = Float64Array.from(boxes.flatMap((box) => [box.minLat, box.maxLat])).sort();
  const bySouthEdge = [...boxes].sort((a, b) => a.minLat - b.minLat);
  const laidOut: Box[] = [];
  let entered = 0;
  // The boxes across the current band, swept from the south: a path's boxes are found a few at a time, where filtering
  // all of them for each band was quadratic in a leg's boxes.
  let across: Box[] = [];
  for (let index = 1; index < edges.length; index += 1) {
    const minLat = edges[index - 1];
    const maxLat = edges[index];
    if (maxLat === minLat) continue;
    while (entered < bySouthEdge.length && bySouthEdge[entered].minLat <= minLat) across.push(bySouthEdge[entered++]);
    across = across.filter((box) => box.maxLat >= maxLat);
    const spans = across.length > 1 ? [...across].sort((a, b) => a.minLng - b.minLng) : across;
    let last: Box | undefined;
    for (const span of spans) {
      if (last && span.minLng <= last.maxLng) last.maxLng = Math.max(last.maxLng, span.maxLng);
      else laidOut.push((last = { minLat, maxLat, minLng: span.minLng, maxLng: span.maxLng }));
    }
  }
  return laidOut;
}

/** A box no place is in (no latitude is above 90): fills a search's boxes up to the length a generic plan assumes. */
const NO_BOX: Box = { minLat: 91, maxLat: 91, minLng: 0, maxLng: 0 };

/** A box to search and what it is searched for: a night's stretch (its index among the nights) or a leg. */
export interface TaggedBox {
  box: Box;
  tag: number;
}

/** One corner coordinate of every box, as a float8[] literal. */
const boxColumn = (boxes: TaggedBox[], pick: (box: Box) => number) => `{${boxes.map(({ box }) => pick(box).toFixed(7)).join(',')}}`;

/**
 * The values of a search in boxes (`boxSearchOf`): each corner's coordinates and the boxes' tags, filled up with boxes
 * that find nothing.
 */
function boxValues(boxes: TaggedBox[]) {
  const searched = planSizedArray(boxes, { box: NO_BOX, tag: -1 });
  return {
    minLat: boxColumn(searched, (box) => box.minLat),
    maxLat: boxColumn(searched, (box) => box.maxLat),
    minLng: boxColumn(searched, (box) => box.minLng),
    maxLng: boxColumn(searched, (box) => box.maxLng),
    tag: `{${searched.map(({ tag }) => tag).join(',')}}`,
  };
}

/**
 * The id, position and hidden flag of a located table's rows inside any of the boxes `boxValues` gives (what its
 * covering point index carries, migrations 0055 and 0058), each with its box's tag
 * (`box.tag`), each box a search of the table's two-dimensional index on point(longitude, latitude): the same
 * statement text whatever the number of boxes, prepared once (planned for each trip's boxes, it cost more than running
 * it).
 */
function boxSearchOf(table: typeof horseHotels | typeof serviceProviders) {
  const corners = (corner: string) => sql`${sql.placeholder(corner)}::float8[]`;
  return {
    from: sql`unnest(${corners('minLat')}, ${corners('maxLat')}, ${corners('minLng')}, ${corners('maxLng')}, ${sql.placeholder('tag')}::int[])
           as box(min_lat, max_lat, min_lng, max_lng, tag)
      cross join lateral (
        select candidate.id, candidate.latitude, candidate.longitude, candidate.hidden from ${table} candidate
         where point(candidate.longitude::float8, candidate.latitude::float8)
               <@ box(point(box.min_lng, box.min_lat), point(box.max_lng, box.max_lat))
      ) place`,
    // The place's own hidden flag (migration 0055), as every list of its table reads it.
    visible: sql`not place.hidden`,
  };
}

/** A place found in a search's boxes: its id, latitude and longitude. */
export type PlacePosition = [id: string, lat: number, lng: number];

/** Each place once: a place near where two searches' boxes meet is found by both. */
export const onceEach = (positions: PlacePosition[]) => [...new Map(positions.map((place) => [place[0], place])).values()];

/**
 * The places of `table` in each tag's boxes, one row per tag: each place's id and position, read off the table's point
 * index, as JSON. A stretch of road holds hundreds of hotels or services on a large set (about 1,000 hotels for the
 * bench's road trip at scale 100, over three nights); mapped row by row through drizzle they cost the server more than
 * the rest of the request, and only the few shown are read in full.
 */
export function positionsInBoxesStatement(name: string, table: typeof horseHotels | typeof serviceProviders) {
  const search = boxSearchOf(table);
  return preparedOnce(name, (db) => {
    const found = db.selectDistinct({
      tag: sql<number>`box.tag`.as('tag'),
      id: sql<string>`place.id`.as('id'),
      // As stored (numeric): JSON writes it as the number it is, where a cast to float8 went through its text.
      lat: sql<number>`place.latitude`.as('lat'),
      lng: sql<number>`place.longitude`.as('lng'),
    }).from(search.from).where(search.visible).as('found');
    return db.select({
      tag: found.tag,
      places: sql<string>`json_agg(json_build_array(${found.id}, ${found.lat}, ${found.lng}))::text`,
    }).from(found).groupBy(found.tag);
  });
}

/** The places a positionsInBoxesStatement finds in `boxes`, by their boxes' tag; each place once per tag. */
export async function positionsByTag(
  db: Queryable, statement: ReturnType<typeof positionsInBoxesStatement>, boxes: TaggedBox[],
): Promise<Map<number, PlacePosition[]>> {
  if (boxes.length === 0) return new Map();
  const found = await statement(db).execute(boxValues(boxes));
  return new Map(found.map((row) => [row.tag, JSON.parse(row.places) as PlacePosition[]]));
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
