import type { Itinerary, TripItems } from '@shared/contracts/trips';
import { toMapLocations, type MapLocation } from '@/maps';

/**
 * The plan's places in driving order for the route map: the home base, each stop with a location, home again, then
 * the trip's service providers that have one. With the trip's items (the owner's page) the stops carry the same
 * names, towns and ids as the items' map; the shared page has only the plan.
 */
export function planRoute(itinerary: Itinerary, items?: TripItems): MapLocation[] {
  const { start, end } = itinerary.home;
  const home = (id: string, point: NonNullable<typeof start>): MapLocation => ({
    id, name: point.name, lat: point.latitude, lng: point.longitude, type: 'event', address: point.name,
  });
  const fromItems = new Map(toMapLocations(items).map((location) => [location.id, location]));
  const stops = itinerary.stops.flatMap((stop): MapLocation[] => {
    if (stop.latitude === null || stop.longitude === null) return [];
    return [fromItems.get(stop.id) ?? {
      id: stop.id,
      name: stop.name,
      lat: stop.latitude,
      lng: stop.longitude,
      type: stop.kind === 'event' ? 'event' : 'hotel',
      address: stop.place ?? '',
    }];
  });
  const services = toMapLocations({ services: items?.services ?? [] });
  return [...(start ? [home('home-start', start)] : []), ...stops, ...(end ? [home('home-end', end)] : []), ...services];
}
