import { useCallback, useEffect, useRef, useState } from 'react';
import { parseLatLng } from '@shared/geo';
import { ROUTE_LINE } from './constants';
import type { GoogleMap, GoogleMapsApi } from './google-types';
import { summarizeRoute, type RouteSummary } from './route-math';
import type { MapLocation } from './types';

export type RouteState =
  | { kind: 'none' }
  | { kind: 'calculating' }
  | { kind: 'shown'; summary: RouteSummary };

/**
 * Driving directions through the locations: origin first, destination last, the rest as stopover
 * waypoints, optimised; drawn as a brown line without Google's own A/B markers. A failure is only logged.
 * A route is dropped when the locations change, since it no longer matches them.
 */
export function useDirectionsRoute(maps: GoogleMapsApi, map: GoogleMap | null, locations: MapLocation[]) {
  const [route, setRoute] = useState<RouteState>({ kind: 'none' });
  const rendererRef = useRef<google.maps.DirectionsRenderer | null>(null);
  const requestRef = useRef(0);

  const clearRoute = useCallback(() => {
    requestRef.current += 1; // a calculation still running is ignored when it ends
    rendererRef.current?.setMap(null);
    rendererRef.current = null;
    setRoute({ kind: 'none' });
  }, []);

  useEffect(() => clearRoute, [locations, clearRoute]);

  const showRoute = useCallback(async () => {
    if (!map || locations.length < 2) return;
    const first = locations[0];
    const last = locations[locations.length - 1];
    const origin = parseLatLng(first.lat, first.lng);
    const destination = parseLatLng(last.lat, last.lng);
    if (!origin || !destination) {
      console.warn('Cannot calculate a route: the first or last location has invalid coordinates', { first, last });
      return;
    }
    const request = ++requestRef.current;
    setRoute({ kind: 'calculating' });
    try {
      const result = await new maps.DirectionsService().route({
        origin,
        destination,
        waypoints: locations.slice(1, -1).map((location) => ({ location: { lat: location.lat, lng: location.lng }, stopover: true })),
        optimizeWaypoints: true,
        travelMode: maps.TravelMode.DRIVING,
      });
      if (request !== requestRef.current) return;
      const summary = summarizeRoute(result);
      if (!summary) throw new Error('The directions result has no route');
      rendererRef.current?.setMap(null);
      const renderer = new maps.DirectionsRenderer({ map, suppressMarkers: true, polylineOptions: { ...ROUTE_LINE } });
      renderer.setDirections(result);
      rendererRef.current = renderer;
      setRoute({ kind: 'shown', summary });
    } catch (error) {
      if (request !== requestRef.current) return;
      console.error('Error calculating route:', error);
      setRoute({ kind: 'none' });
    }
  }, [maps, map, locations]);

  return { route, showRoute, clearRoute };
}
