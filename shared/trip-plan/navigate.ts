import type { LatLng } from '../geo';

const at = ({ lat, lng }: LatLng) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * A Google Maps directions link for a drive through these places: on a phone it opens the maps app (Google Maps,
 * or the browser where it is not installed) with the route ready to start.
 */
export function navigateUrl(points: LatLng[]): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('origin', at(points[0]));
  url.searchParams.set('destination', at(points[points.length - 1]));
  if (points.length > 2) url.searchParams.set('waypoints', points.slice(1, -1).map(at).join('|'));
  url.searchParams.set('travelmode', 'driving');
  return url.toString();
}
