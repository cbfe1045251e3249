import type { Itinerary } from '@shared/contracts/trips';
import type { MapLocation } from '@/maps';

/** The plan's places in driving order for the route map: the home base, each stop with a location, home again. */
export function planRoute(itinerary: Itinerary): MapLocation[] {
  const { start, end } = itinerary.home;
  const home = (id: string, point: NonNullable<typeof start>): MapLocation => ({
    id, name: point.name, lat: point.latitude, lng: point.longitude, type: 'event', address: point.name,
  });
  const stops = itinerary.stops.flatMap((stop): MapLocation[] => (stop.latitude === null || stop.longitude === null ? [] : [{
    id: stop.id,
    name: stop.name,
    lat: stop.latitude,
    lng: stop.longitude,
    type: stop.kind === 'event' ? 'event' : 'hotel',
    address: stop.place ?? '',
  }]));
  return [...(start ? [home('home-start', start)] : []), ...stops, ...(end ? [home('home-end', end)] : [])];
}
