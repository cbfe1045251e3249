import type { LatLng } from '@shared/geo';

// Plain Google Maps URLs (https://developers.google.com/maps/documentation/urls): no key, open the app on phones.

const point = ({ lat, lng }: LatLng) => `${Number(lat.toFixed(6))},${Number(lng.toFixed(6))}`;

export function googleMapsSearchUrl(position: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point(position)}`;
}

/** Driving directions through the stops in order; one stop gives a search URL, none gives null. */
export function googleMapsDirectionsUrl(stops: LatLng[]): string | null {
  if (stops.length === 0) return null;
  if (stops.length === 1) return googleMapsSearchUrl(stops[0]);
  const origin = point(stops[0]);
  const destination = point(stops[stops.length - 1]);
  const waypoints = stops.slice(1, -1).map(point).join('|');
  return `https://www.google.com/maps/dir/?api=1&origin=${origin}&destination=${destination}`
    + (waypoints ? `&waypoints=${waypoints}` : '')
    + '&travelmode=driving';
}
