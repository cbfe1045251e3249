import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { LatLng } from '@shared/geo';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ARENA_MAP_INITIAL_ZOOM, MARKER_COLORS, MARKER_SCALE } from './constants';
import type { GoogleMapsApi } from './google-types';
import { cityState, type PositionedHotel } from './locations';
import type { ArenaMapArena } from './types';
import { fitMapToPoints, infoWindowContent, useMapInstance } from './useMapInstance';

type MapType = 'roadmap' | 'satellite';

interface ArenaGoogleMapProps {
  maps: GoogleMapsApi;
  arena: ArenaMapArena;
  position: LatLng;
  hotels: PositionedHotel[];
  className?: string;
}

export function ArenaGoogleMap({ maps, arena, position, hotels, className }: ArenaGoogleMapProps) {
  const [, navigate] = useLocation();
  const [mapType, setMapType] = useState<MapType>('roadmap');
  const { containerRef, map } = useMapInstance(maps, {
    center: position,
    zoom: ARENA_MAP_INITIAL_ZOOM,
    mapTypeId: 'roadmap',
    mapTypeControl: false,
    streetViewControl: false,
  });

  useEffect(() => {
    map?.setMapTypeId(mapType);
  }, [map, mapType]);

  useEffect(() => {
    if (!map) return;
    const infoWindow = new maps.InfoWindow();
    const arenaMarker = new maps.Marker({ map, position, title: arena.name });
    const arenaListener = arenaMarker.addListener('click', () => {
      infoWindow.setContent(infoWindowContent(arena.name, [arena.address ?? '', cityState(arena.city, arena.state)]));
      infoWindow.open({ map, anchor: arenaMarker });
    });
    const hotelMarkers = hotels.map((hotel) => {
      const marker = new maps.Marker({
        map,
        position: hotel.position,
        title: hotel.name,
        label: { text: 'H', color: '#ffffff', fontWeight: 'bold' },
        icon: {
          path: maps.SymbolPath.CIRCLE,
          scale: MARKER_SCALE,
          fillColor: MARKER_COLORS.hotel,
          fillOpacity: 1,
          strokeColor: '#ffffff',
          strokeWeight: 2,
        },
      });
      const listener = marker.addListener('click', () => {
        const lines = [hotel.address ?? '', cityState(hotel.city, hotel.state)];
        const link = { href: `/horse-hotels/${hotel.id}`, text: 'View horse hotel', onNavigate: navigate };
        infoWindow.setContent(infoWindowContent(hotel.name, lines, link));
        infoWindow.open({ map, anchor: marker });
      });
      return { marker, listener };
    });
    map.setCenter(position);
    // One marker keeps the initial zoom; with hotels, show them all (never closer than zoom 15).
    const stopFitting = hotels.length > 0
      ? fitMapToPoints(maps, map, [position, ...hotels.map((hotel) => hotel.position)])
      : () => {};
    return () => {
      stopFitting();
      infoWindow.close();
      arenaListener.remove();
      arenaMarker.setMap(null);
      hotelMarkers.forEach(({ marker, listener }) => {
        listener.remove();
        marker.setMap(null);
      });
    };
  }, [maps, map, arena.name, arena.address, arena.city, arena.state, position, hotels, navigate]);

  return (
    <div className={cn('relative h-[500px] overflow-hidden rounded-lg border', className)}>
      <div ref={containerRef} className="h-full w-full" aria-label={`Map of ${arena.name} and nearby horse hotels`} role="region" />
      <div role="group" aria-label="Map type" className="absolute left-3 top-3 flex gap-1 rounded-md bg-card/95 p-1 shadow">
        {(['roadmap', 'satellite'] as const).map((type) => (
          <Button
            key={type}
            size="sm"
            variant={mapType === type ? 'default' : 'ghost'}
            aria-pressed={mapType === type}
            onClick={() => setMapType(type)}
          >
            {type === 'roadmap' ? 'Map' : 'Satellite'}
          </Button>
        ))}
      </div>
    </div>
  );
}
