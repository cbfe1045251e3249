/** Great-circle helpers shared by the server (SQL mirrors these) and the client (map fallbacks). */
export const EARTH_RADIUS_MILES = 3959;
export const DEFAULT_RADIUS_MILES = 50;
export const METERS_PER_MILE = 1609.34;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2
    + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Latitude/longitude deltas that enclose a circle of `radiusMiles`, for an index-friendly prefilter. */
export function boundingBox(center: LatLng, radiusMiles: number) {
  const angularRadius = radiusMiles / EARTH_RADIUS_MILES;
  const latDelta = angularRadius * (180 / Math.PI);
  // The meridians tangent to the circle: exact, so no row inside the radius is ever cut off.
  const ratio = Math.sin(angularRadius) / Math.cos(toRadians(center.lat));
  const lngDelta = ratio >= 1 || angularRadius >= Math.PI / 2 ? 180 : Math.asin(ratio) * (180 / Math.PI);
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

export const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/** '12.3 miles' — distances are always shown in miles with one decimal. */
export const formatMiles = (miles: number) => `${roundToTenth(miles).toFixed(1)} miles`;

/** Coordinates arrive as strings (numeric columns); anything not finite is treated as missing. */
export function parseCoordinate(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function parseLatLng(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
