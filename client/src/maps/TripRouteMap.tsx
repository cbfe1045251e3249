import { lazy, Suspense } from 'react';
import { MapPin } from 'lucide-react';
import { toMapLocations, unmappedTripItemNames } from './locations';
import { MapLoading, MapMessage } from './MapPanels';
import { TripRouteCard, UnmappedNote } from './TripRouteCard';
import { TripRouteFallback } from './TripRouteFallback';
import type { MapLocation, TripEventEntry, TripHotelEntry, TripServiceEntry } from './types';
import { useGoogleMaps } from './useGoogleMaps';
import { useStableValue } from './useStableValue';

// Google's map code loads only where a key makes it show: without one, pages never download it.
const TripRouteGoogleMap = lazy(() => import('./TripRouteGoogleMap').then(({ TripRouteGoogleMap }) => ({ default: TripRouteGoogleMap })));

/** Pass the GET /api/trips/{id}/items response straight through: `<TripRouteMap {...items} />`. */
export interface TripRouteMapProps {
  events?: TripEventEntry[] | null;
  horseHotels?: TripHotelEntry[] | null;
  services?: TripServiceEntry[] | null;
  /** The stops in driving order (the trip's plan, home base included): drawn instead of the items when given. */
  route?: MapLocation[] | null;
  className?: string;
}

/** The trip detail's 'Trip Route Map' card: driving route with a key, straight-line stops without. */
export function TripRouteMap({ events, horseHotels, services, route, className }: TripRouteMapProps) {
  const { status, maps } = useGoogleMaps();
  const locations = useStableValue(route ?? toMapLocations({ events, horseHotels, services }));
  const unmapped = useStableValue(unmappedTripItemNames({ events, horseHotels, services }));

  if (locations.length === 0) {
    return (
      <TripRouteCard className={className}>
        <MapMessage
          icon={MapPin}
          title="Add events or horse hotels to see them on the map"
          description="Only locations with valid coordinates can be displayed."
        />
        <UnmappedNote names={unmapped} />
      </TripRouteCard>
    );
  }
  if (status === 'ready' && maps) {
    return (
      <Suspense fallback={<TripRouteCard className={className}><MapLoading className="h-96" /></TripRouteCard>}>
        <TripRouteGoogleMap maps={maps} locations={locations} unmapped={unmapped} className={className} />
      </Suspense>
    );
  }
  if (status === 'loading') {
    return (
      <TripRouteCard className={className}>
        <MapLoading className="h-96" />
      </TripRouteCard>
    );
  }
  return <TripRouteFallback status={status} locations={locations} unmapped={unmapped} className={className} />;
}
