import { and, between, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_MILES, type LatLng } from '@shared/geo';

/**
 * Great-circle (haversine) distance in miles from `center` to a row's numeric latitude/longitude columns,
 * computed in PostgreSQL with the same earth radius as shared/geo.ts.
 */
export function distanceMilesSql(latitude: AnyColumn, longitude: AnyColumn, center: LatLng): SQL<number | null> {
  // least() skips nulls, so a row without coordinates must be caught before it, or it would read as pi * R miles.
  return sql<number | null>`(case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${latitude}::float8 - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${latitude}::float8))
    * power(sin(radians(${longitude}::float8 - ${center.lng}::float8) / 2), 2)))) end)`;
}

/** The distance rounded to one decimal, as the API returns it. */
export function roundedDistanceSql(latitude: AnyColumn, longitude: AnyColumn, center: LatLng): SQL<number | null> {
  return sql<number | null>`round(${distanceMilesSql(latitude, longitude, center)}::numeric, 1)::float8`;
}

/**
 * Rows within `radiusMiles` of `center`: a bounding-box prefilter on the raw columns (which the lat/lng index can
 * serve) and then the exact great-circle test.
 */
export function withinRadiusSql(latitude: AnyColumn, longitude: AnyColumn, center: LatLng, radiusMiles: number): SQL {
  const box = boundingBox(center, radiusMiles);
  return and(
    between(latitude, box.minLat.toFixed(7), box.maxLat.toFixed(7)),
    between(longitude, box.minLng.toFixed(7), box.maxLng.toFixed(7)),
    sql`${distanceMilesSql(latitude, longitude, center)} <= ${radiusMiles}`,
  )!;
}
