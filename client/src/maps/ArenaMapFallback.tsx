import { Link } from 'wouter';
import type { LatLng } from '@shared/geo';
import { greatCircleMiles } from '@shared/geo';
import { cn } from '@/lib/cn';
import { MARKER_COLORS } from './constants';
import { googleMapsSearchUrl } from './google-urls';
import type { MapsStatus } from './loader';
import { cityState, formatCoordinates, type PositionedHotel } from './locations';
import { ColorDot, ExternalMapLink, FallbackNotice } from './MapPanels';
import { formatStraightLine } from './route-math';
import type { ArenaMapArena } from './types';

interface ArenaMapFallbackProps {
  status: MapsStatus;
  arena: ArenaMapArena;
  position: LatLng;
  hotels: PositionedHotel[];
  className?: string;
}

/** No key or no script: the arena and its hotels as a list, with coordinates and straight-line distances. */
export function ArenaMapFallback({ status, arena, position, hotels, className }: ArenaMapFallbackProps) {
  const address = [arena.address, cityState(arena.city, arena.state)].filter(Boolean).join(', ');
  return (
    <section aria-label="Arena location" className={cn('space-y-4 rounded-lg border bg-card p-4', className)}>
      <FallbackNotice status={status} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{arena.name}</p>
          {address && <p className="text-sm text-muted-foreground">{address}</p>}
          <p className="text-xs text-muted-foreground">{formatCoordinates(position)}</p>
        </div>
        <ExternalMapLink href={googleMapsSearchUrl(position)} hiddenContext={arena.name}>Open in Google Maps</ExternalMapLink>
      </div>
      {hotels.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-semibold">Nearby horse hotels</p>
          <ul className="divide-y rounded-md border">
            {hotels.map((hotel) => (
              <li key={hotel.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
                <div className="flex gap-2">
                  <ColorDot color={MARKER_COLORS.hotel} className="mt-1.5" />
                  <div>
                    <Link href={`/horse-hotels/${hotel.id}`} className="font-medium hover:underline">{hotel.name}</Link>
                    <p className="text-sm text-muted-foreground">
                      {[cityState(hotel.city, hotel.state), formatStraightLine(greatCircleMiles(position, hotel.position))]
                        .filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-xs text-muted-foreground">{formatCoordinates(hotel.position)}</p>
                  </div>
                </div>
                <ExternalMapLink href={googleMapsSearchUrl(hotel.position)} hiddenContext={hotel.name}>
                  Open in Google Maps
                </ExternalMapLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
