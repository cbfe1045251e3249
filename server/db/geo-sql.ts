import { and, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_MILES, geoCellsWithin, type LatLng } from '@shared/geo';
import { asIs, type Bind } from './prepared';

/**
 * A position as a statement takes it: numbers, or the placeholders a statement prepared once per shape binds a
 * request's numbers to (bound once, then used by every part of the statement that measures from it).
 */
export interface PointValues {
  lat: number | Placeholder;
  lng: number | Placeholder;
}

/** Written into the statement: a constant bound as a value would be sent with every execution. */
const EARTH_RADIUS_SQL = sql.raw(String(EARTH_RADIUS_MILES));

/**
 * Great-circle (haversine) distance in miles from `center` to a row's numeric latitude/longitude columns,
 * computed in PostgreSQL with the same earth radius as shared/geo.ts.
 */
export function distanceMilesSql(latitude: AnyColumn, longitude: AnyColumn, center: PointValues, bind: Bind = asIs): SQL<number | null> {
  const lat = bind(center.lat);
  const lng = bind(center.lng);
  // least() skips nulls, so a row without coordinates must be caught before it, or it would read as pi * R miles.
  return sql<number | null>`(case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${EARTH_RADIUS_SQL} * asin(least(1, sqrt(
    power(sin(radians(${latitude}::float8 - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latitude}::float8))
    * power(sin(radians(${longitude}::float8 - ${lng}::float8) / 2), 2)))) end)`;
}

/** The distance rounded to one decimal, as the API returns it. */
export function roundedDistanceSql(latitude: AnyColumn, longitude: AnyColumn, center: PointValues, bind: Bind = asIs): SQL<number | null> {
  return sql<number | null>`round(${distanceMilesSql(latitude, longitude, center, bind)}::numeric, 1)::float8`;
}

/** A circle's values, each bound once: its centre, its radius and its bounding box (shared/geo.ts's boundingBox). */
export interface CircleValues {
  center: PointValues;
  radiusMiles: number | Placeholder;
  box: { minLat: number | Placeholder; maxLat: number | Placeholder; minLng: number | Placeholder; maxLng: number | Placeholder };
}

export function circleValues(center: LatLng, radiusMiles: number, bind: Bind = asIs): CircleValues {
  const box = boundingBox(center, radiusMiles);
  return {
    center: { lat: bind(center.lat), lng: bind(center.lng) },
    radiusMiles: bind(radiusMiles),
    box: { minLat: bind(box.minLat), maxLat: bind(box.maxLat), minLng: bind(box.minLng), maxLng: bind(box.maxLng) },
  };
}

/**
 * Rows within a circle: the bounding box first, as a point in a box, which the GiST indexes on
 * `point(longitude::float8, latitude::float8)` serve (arenas_point_idx, horse_hotels_point_idx,
 * service_providers_point_idx: the expression must stay the same as theirs), then the exact great-circle test. The
 * btree on the two numeric columns answered the box only through the latitude band: ten times the work at scale 100.
 * Binds nothing: a statement built once per shape builds it from values bound before.
 */
export function withinCircleSql(latitude: AnyColumn, longitude: AnyColumn, { center, radiusMiles, box }: CircleValues): SQL {
  const corner = (lng: number | Placeholder, lat: number | Placeholder) => sql`point(${lng}::float8, ${lat}::float8)`;
  return and(
    sql`point(${longitude}::float8, ${latitude}::float8) <@ box(${corner(box.minLng, box.minLat)}, ${corner(box.maxLng, box.maxLat)})`,
    sql`${distanceMilesSql(latitude, longitude, center)} <= ${radiusMiles}::float8`,
  )!;
}

/** Rows within `radiusMiles` of `center` (withinCircleSql), its values bound here. */
export function withinRadiusSql(
  latitude: AnyColumn, longitude: AnyColumn, center: LatLng, radiusMiles: number, bind: Bind = asIs,
): SQL {
  return withinCircleSql(latitude, longitude, circleValues(center, radiusMiles, bind));
}

/** A row's position as the GiST indexes on it take it (the expression must stay the same as theirs). */
export const indexedPointSql = (latitude: AnyColumn, longitude: AnyColumn) => sql`point(${longitude}::float8, ${latitude}::float8)`;

/**
 * Rows within `miles` of `center`, where `miles` is known only in PostgreSQL (a column of a row read before): the
 * bounding box computed there as shared/geo.ts's boundingBox computes it, as a point in a box the GiST indexes serve,
 * then the exact great-circle test.
 */
export function withinMilesSql(latitude: AnyColumn, longitude: AnyColumn, center: PointValues, miles: SQLWrapper, bind: Bind = asIs): SQL {
  const lat = sql`${bind(center.lat)}::float8`;
  const lng = sql`${bind(center.lng)}::float8`;
  const angular = sql`(${miles}::float8 / ${EARTH_RADIUS_SQL})`;
  const latDelta = sql`degrees(${angular})`;
  const ratio = sql`(sin(${angular}) / cos(radians(${lat})))`;
  const lngDelta = sql`(case when ${ratio} >= 1 or ${angular} >= pi() / 2 then 180 else degrees(asin(${ratio})) end)`;
  return and(
    sql`${indexedPointSql(latitude, longitude)} <@ box(point(${lng} - ${lngDelta}, ${lat} - ${latDelta}), point(${lng} + ${lngDelta}, ${lat} + ${latDelta}))`,
    sql`${distanceMilesSql(latitude, longitude, center, bind)} <= ${miles}::float8`,
  )!;
}

/** A radius search: its centre, and the map cells its circle reaches (null when too many to be worth reading by cell). */
export interface Circle {
  center: LatLng;
  cells: number[] | null;
}

export const circleAround = (center: LatLng, radiusMiles: number): Circle => ({ center, cells: geoCellsWithin(center, radiusMiles) });

/** A circle read by map cell: its values as circleValues binds them, and its cells' list, bound once (null when too many). */
export interface CellCircleValues extends CircleValues {
  cells: number[] | Placeholder | null;
}

export const cellCircleValues = ({ center, cells }: Circle, radiusMiles: number, bind: Bind = asIs): CellCircleValues => ({
  ...circleValues(center, radiusMiles, bind),
  cells: cells ? bind(cells) : null,
});

/**
 * Rows within a circle by their map cell (a generated column of shared/geo.ts's geoCell) and double-precision
 * position. `inCircle` reads the whole circle: the cells around it, which a btree on the cell serves, then the box
 * and the exact test (the box alone when the circle has no cells' list). `inOneCell` is for a read that keeps to one
 * of those cells (`cell.id`, see circleCellsSql): the same box and test with that cell's own test instead of the
 * list. Given the list beside the cell's test, PostgreSQL matched the cell against both and read the (cell, date)
 * index with the pattern size as a filter instead of the (cell, pattern, date) index alone: 348 buffers instead of 43
 * for a five-event page. Binds nothing: a statement built once per shape builds it from values bound before.
 */
export function withinCircleByCellSql(
  position: { latitude: AnyColumn; longitude: AnyColumn; cell: AnyColumn }, { center, radiusMiles, box, cells }: CellCircleValues,
): { inCircle: SQL; inOneCell: SQL } {
  const inBoxAndCircle = and(
    sql`${position.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
    sql`${position.longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8`,
    sql`${distanceMilesSql(position.latitude, position.longitude, center)} <= ${radiusMiles}::float8`,
  )!;
  return {
    inCircle: cells ? and(sql`${position.cell} = any(${cells}::int[])`, inBoxAndCircle)! : inBoxAndCircle,
    inOneCell: and(sql`${position.cell} = cell.id`, inBoxAndCircle)!,
  };
}

/**
 * A circle's cells as rows (`cell.id`), for a page read cell by cell: each cell in a lateral subquery that keeps to
 * it (withinCircleByCellSql's inOneCell) and stops at a page, in the list's order off a (cell, order) index, then the
 * best of them.
 */
export const circleCellsSql = (cells: number[] | Placeholder) => sql`unnest(${cells}::int[]) as cell(id)`;
