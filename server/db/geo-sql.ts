import { and, between, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_MILES, type LatLng } from '@shared/geo';
import { asIs, type Bind } from './prepared';

/**
 * Great-circle (haversine) distance in miles from `center` to a row's numeric latitude/longitude columns,
 * computed in PostgreSQL with the same earth radius as shared/geo.ts.
 */
export function distanceMilesSql(latitude: AnyColumn, longitude: AnyColumn, center: LatLng, bind: Bind = asIs): SQL<number | null> {
  const lat = bind(center.lat);
  const lng = bind(center.lng);
  // least() skips nulls, so a row without coordinates must be caught before it, or it would read as pi * R miles.
  return sql<number | null>`(case when ${latitude} is null or ${longitude} is null then null
    else 2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${latitude}::float8 - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latitude}::float8))
    * power(sin(radians(${longitude}::float8 - ${lng}::float8) / 2), 2)))) end)`;
}

/** The distance rounded to one decimal, as the API returns it. */
export function roundedDistanceSql(latitude: AnyColumn, longitude: AnyColumn, center: LatLng, bind: Bind = asIs): SQL<number | null> {
  return sql<number | null>`round(${distanceMilesSql(latitude, longitude, center, bind)}::numeric, 1)::float8`;
}

/**
 * Rows within `radiusMiles` of `center`: a bounding-box prefilter on the raw columns (which the lat/lng index can
 * serve) and then the exact great-circle test.
 */
export function withinRadiusSql(
  latitude: AnyColumn, longitude: AnyColumn, center: LatLng, radiusMiles: number, bind: Bind = asIs,
): SQL {
  const box = boundingBox(center, radiusMiles);
  return and(
    between(latitude, bind(box.minLat.toFixed(7)), bind(box.maxLat.toFixed(7))),
    between(longitude, bind(box.minLng.toFixed(7)), bind(box.maxLng.toFixed(7))),
    sql`${distanceMilesSql(latitude, longitude, center, bind)} <= ${bind(radiusMiles)}::float8`,
  )!;
}
