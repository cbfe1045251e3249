import { MoveRight, Navigation } from 'lucide-react';
import { LOCATION_TYPE_LABELS, MARKER_COLORS } from './constants';
import { googleMapsDirectionsUrl } from './google-urls';
import type { MapsStatus } from './loader';
import { formatCoordinates } from './locations';
import { ExternalMapLink, FallbackNotice } from './MapPanels';
import { formatStraightLine, straightLineLegs, straightLineTotalMiles } from './route-math';
import { RouteLegend, TripRouteCard, UnmappedNote } from './TripRouteCard';
import type { MapLocation } from './types';

interface TripRouteFallbackProps {
  status: MapsStatus;
  locations: MapLocation[];
  unmapped: string[];
  className?: string;
}

/** No key or no script: the numbered stops in order, straight-line legs and total, and a directions link. */
export function TripRouteFallback({ status, locations, unmapped, className }: TripRouteFallbackProps) {
  const legs = straightLineLegs(locations);
  const directionsUrl = googleMapsDirectionsUrl(locations);
  return (
    <TripRouteCard className={className}>
      <FallbackNotice status={status} />
      <ol aria-label="Trip stops" className="space-y-2">
        {locations.map((location, index) => (
          <li key={location.id} className="flex items-start gap-3 rounded-md border p-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
              style={{ backgroundColor: MARKER_COLORS[location.type] }}
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-medium">{location.name}</p>
              <p className="text-sm text-muted-foreground">
                {[LOCATION_TYPE_LABELS[location.type], location.address].filter(Boolean).join(' · ')}
              </p>
              <p className="text-xs text-muted-foreground">{formatCoordinates(location)}</p>
              {index > 0 && (
                <p className="mt-1 flex items-center gap-1 text-sm">
                  <MoveRight aria-hidden="true" className="h-4 w-4 text-muted-foreground" />
                  {formatStraightLine(legs[index - 1].miles)} from stop {index}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {legs.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold">Total:</span> {formatStraightLine(straightLineTotalMiles(locations))}
        </p>
      )}
      <RouteLegend />
      <UnmappedNote names={unmapped} />
      {directionsUrl && (
        <ExternalMapLink href={directionsUrl}>
          <Navigation aria-hidden="true" className="h-4 w-4" />
          {locations.length > 1 ? 'Open directions in Google Maps' : 'Open in Google Maps'}
        </ExternalMapLink>
      )}
    </TripRouteCard>
  );
}
