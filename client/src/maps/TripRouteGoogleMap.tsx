import { useEffect } from 'react';
import { Navigation, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  LOCATION_TYPE_LABELS, MARKER_COLORS, MARKER_SCALE, MIN_ROUTE_LOCATIONS, TEXAS_CENTER, TRIP_MAP_INITIAL_ZOOM,
} from './constants';
import type { GoogleMapsApi } from './google-types';
import { RouteLegend, TripRouteCard, UnmappedNote } from './TripRouteCard';
import type { MapLocation } from './types';
import { useDirectionsRoute } from './useDirectionsRoute';
import { fitMapToPoints, infoWindowContent, useMapInstance } from './useMapInstance';

interface TripRouteGoogleMapProps {
  maps: GoogleMapsApi;
  locations: MapLocation[];
  unmapped: string[];
  className?: string;
}

export function TripRouteGoogleMap({ maps, locations, unmapped, className }: TripRouteGoogleMapProps) {
  const { containerRef, map } = useMapInstance(maps, { center: TEXAS_CENTER, zoom: TRIP_MAP_INITIAL_ZOOM });
  const { route, showRoute, clearRoute } = useDirectionsRoute(maps, map, locations);

  useEffect(() => {
    if (!map) return;
    const infoWindow = new maps.InfoWindow();
    const markers = locations.map((location, index) => {
      const marker = new maps.Marker({
        map,
        position: { lat: location.lat, lng: location.lng },
        title: location.name,
        label: { text: String(index + 1), color: '#ffffff', fontWeight: 'bold' },
        icon: {
          path: maps.SymbolPath.CIRCLE,
          scale: MARKER_SCALE,
          fillColor: MARKER_COLORS[location.type],
          fillOpacity: 1,
          strokeColor: '#ffffff',
          strokeWeight: 2,
        },
      });
      const listener = marker.addListener('click', () => {
        infoWindow.setContent(infoWindowContent(location.name, [LOCATION_TYPE_LABELS[location.type], location.address]));
        infoWindow.open({ map, anchor: marker });
      });
      return { marker, listener };
    });
    const stopFitting = fitMapToPoints(maps, map, locations);
    return () => {
      stopFitting();
      infoWindow.close();
      markers.forEach(({ marker, listener }) => {
        listener.remove();
        marker.setMap(null);
      });
    };
  }, [maps, map, locations]);

  const action = route.kind === 'shown'
    ? (
      <Button variant="outline" onClick={clearRoute}>
        <X aria-hidden="true" />
        Clear Route
      </Button>
    )
    : (
      <Button
        onClick={() => void showRoute()}
        disabled={!map || locations.length < MIN_ROUTE_LOCATIONS || route.kind === 'calculating'}
      >
        <Navigation aria-hidden="true" />
        {route.kind === 'calculating' ? 'Calculating...' : 'Show Route'}
      </Button>
    );

  return (
    <TripRouteCard action={action} className={className}>
      <div ref={containerRef} role="region" aria-label="Trip route map" className="h-96 w-full overflow-hidden rounded-lg border" />
      <RouteLegend />
      <div aria-live="polite">
        {route.kind === 'shown' && (
          <dl className="grid gap-3 rounded-md border bg-muted/50 p-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">Total Distance</dt>
              <dd className="text-lg font-semibold">{route.summary.totalDistance}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Estimated Travel Time</dt>
              <dd className="text-lg font-semibold">{route.summary.estimatedTravelTime}</dd>
            </div>
          </dl>
        )}
      </div>
      <UnmappedNote names={unmapped} />
    </TripRouteCard>
  );
}
