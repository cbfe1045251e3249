import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { ArenaMapFallback } from './ArenaMapFallback';
import { arenaLocation, positionedHotels } from './locations';
import { MapLoading, MapMessage } from './MapPanels';
import type { ArenaMapArena, ArenaMapHotel } from './types';
import { useGoogleMaps } from './useGoogleMaps';
import { useStableValue } from './useStableValue';

// Google's map code loads only where a key makes it show: without one, pages never download it.
const ArenaGoogleMap = lazy(() => import('./ArenaGoogleMap').then(({ ArenaGoogleMap }) => ({ default: ArenaGoogleMap })));

export interface ArenaMapProps {
  arena: ArenaMapArena;
  /** Nearby horse hotels; those without coordinates are left off. */
  hotels?: ArenaMapHotel[] | null;
  className?: string;
}

/** The arena detail map: Google Maps with a key, otherwise a list with straight-line distances. */
export function ArenaMap({ arena, hotels, className }: ArenaMapProps) {
  const { status, maps } = useGoogleMaps();
  const location = useStableValue(arenaLocation(arena));
  const mappedHotels = useStableValue(positionedHotels(hotels));

  if (location.kind === 'missing') {
    return <MapMessage className={className} title="Location Not Available" description="This arena has not shared where it is yet." />;
  }
  if (location.kind === 'invalid') {
    return <MapMessage className={className} title="Location coordinates not available for this arena" />;
  }
  if (status === 'loading') return <MapLoading className={cn('h-[500px]', className)} />;
  if (status === 'ready' && maps) {
    return (
      <Suspense fallback={<MapLoading className={cn('h-[500px]', className)} />}>
        <ArenaGoogleMap maps={maps} arena={arena} position={location.position} hotels={mappedHotels} className={className} />
      </Suspense>
    );
  }
  return <ArenaMapFallback status={status} arena={arena} position={location.position} hotels={mappedHotels} className={className} />;
}
