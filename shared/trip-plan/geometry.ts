import { EARTH_RADIUS_MILES, greatCircleMiles, type LatLng } from '../geo';

/**
 * Route geometry on a sphere: a route is a path of points (two for a great-circle leg, many for a road polyline
 * from Google Directions), and the same functions find where along it a distance falls and how far a place is off it.
 */

/** Roads run about a fifth longer than the great circle between two towns: driving miles without Directions. */
export const ROAD_CIRCUITY = 1.2;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

function initialBearing(from: LatLng, to: LatLng): number {
  const phi1 = toRadians(from.lat);
  const phi2 = toRadians(to.lat);
  const deltaLambda = toRadians(to.lng - from.lng);
  const y = Math.sin(deltaLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(deltaLambda);
  return Math.atan2(y, x);
}

/** The point a fraction (0 to 1) of the way along the great circle from one place to another. */
export function interpolateGreatCircle(from: LatLng, to: LatLng, fraction: number): LatLng {
  const angular = greatCircleMiles(from, to) / EARTH_RADIUS_MILES;
  if (angular === 0) return { ...from };
  const phi1 = toRadians(from.lat);
  const lambda1 = toRadians(from.lng);
  const phi2 = toRadians(to.lat);
  const lambda2 = toRadians(to.lng);
  const a = Math.sin((1 - fraction) * angular) / Math.sin(angular);
  const b = Math.sin(fraction * angular) / Math.sin(angular);
  const x = a * Math.cos(phi1) * Math.cos(lambda1) + b * Math.cos(phi2) * Math.cos(lambda2);
  const y = a * Math.cos(phi1) * Math.sin(lambda1) + b * Math.cos(phi2) * Math.sin(lambda2);
  const z = a * Math.sin(phi1) + b * Math.sin(phi2);
  return { lat: toDegrees(Math.atan2(z, Math.hypot(x, y))), lng: toDegrees(Math.atan2(y, x)) };
}

/** The length of a path in great-circle miles. */
export function pathMiles(path: LatLng[]): number {
  let total = 0;
  for (let index = 1; index < path.length; index += 1) total += greatCircleMiles(path[index - 1], path[index]);
  return total;
}

/** The point `miles` (great-circle miles) along a path; the ends when the distance is outside it. */
export function pointAlongPath(path: LatLng[], miles: number): LatLng {
  if (miles <= 0 || path.length === 1) return { ...path[0] };
  let travelled = 0;
  for (let index = 1; index < path.length; index += 1) {
    const segment = greatCircleMiles(path[index - 1], path[index]);
    if (travelled + segment >= miles && segment > 0) {
      return interpolateGreatCircle(path[index - 1], path[index], (miles - travelled) / segment);
    }
    travelled += segment;
  }
  return { ...path[path.length - 1] };
}

/** How far a place is from one great-circle segment, and how far along the segment its nearest point lies. */
export function distanceFromSegment(point: LatLng, from: LatLng, to: LatLng): { offMiles: number; alongMiles: number } {
  const length = greatCircleMiles(from, to);
  const toPoint = greatCircleMiles(from, point);
  if (length === 0) return { offMiles: toPoint, alongMiles: 0 };
  const angularToPoint = toPoint / EARTH_RADIUS_MILES;
  const bearingDifference = initialBearing(from, point) - initialBearing(from, to);
  const crossTrack = Math.asin(Math.sin(angularToPoint) * Math.sin(bearingDifference));
  const alongAngular = Math.acos(Math.min(1, Math.max(-1, Math.cos(angularToPoint) / Math.cos(crossTrack))));
  const along = Math.sign(Math.cos(bearingDifference)) * alongAngular * EARTH_RADIUS_MILES;
  if (along <= 0) return { offMiles: toPoint, alongMiles: 0 };
  if (along >= length) return { offMiles: greatCircleMiles(to, point), alongMiles: length };
  return { offMiles: Math.abs(crossTrack) * EARTH_RADIUS_MILES, alongMiles: along };
}

/** How far a place is off a path (to its nearest point), and how far along the path that nearest point is. */
export function distanceFromPath(point: LatLng, path: LatLng[]): { offMiles: number; alongMiles: number } {
  let best = { offMiles: Infinity, alongMiles: 0 };
  let travelled = 0;
  for (let index = 1; index < path.length; index += 1) {
    const nearest = distanceFromSegment(point, path[index - 1], path[index]);
    if (nearest.offMiles < best.offMiles) best = { offMiles: nearest.offMiles, alongMiles: travelled + nearest.alongMiles };
    travelled += greatCircleMiles(path[index - 1], path[index]);
  }
  if (path.length === 1) return { offMiles: greatCircleMiles(point, path[0]), alongMiles: 0 };
  return best;
}

/**
 * Where each night falls on a drive: the driving miles at which the daily limit is reached, one per full day
 * (none when the drive fits in a day). A drive of exactly the limit needs no night.
 */
export function overnightMiles(drivingMiles: number, dailyLimitMiles: number): number[] {
  const nights: number[] = [];
  for (let reached = dailyLimitMiles; reached < drivingMiles; reached += dailyLimitMiles) nights.push(reached);
  return nights;
}

/** The miles a day's driving may cover: the mileage limit, or the hours limit at towing speed, whichever is less. */
export const dailyDrivingMiles = (settings: { dailyLimitMiles: number; dailyLimitHours: number; towingSpeedMph: number }) =>
  Math.min(settings.dailyLimitMiles, settings.dailyLimitHours * settings.towingSpeedMph);
