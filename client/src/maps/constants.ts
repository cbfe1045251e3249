import type { LatLng } from '@shared/geo';
import type { MapLocationType } from './types';

/** The maps' constants, in one place. */
export const MARKER_COLORS: Record<MapLocationType, string> = {
  event: '#8B4513',
  hotel: '#4169E1',
  service: '#228B22',
};
export const LOCATION_TYPE_LABELS: Record<MapLocationType, string> = {
  event: 'Event',
  hotel: 'Horse Hotel',
  service: 'Service',
};
export const LEGEND_LABELS: Record<MapLocationType, string> = {
  event: 'Events',
  hotel: 'Horse Hotels',
  service: 'Services',
};

export const MARKER_SCALE = 15;
export const ROUTE_LINE = { strokeColor: MARKER_COLORS.event, strokeWeight: 4, strokeOpacity: 0.7 } as const;
export const MIN_ROUTE_LOCATIONS = 2;

export const TEXAS_CENTER: LatLng = { lat: 31.9686, lng: -99.9018 };
export const TRIP_MAP_INITIAL_ZOOM = 6;
export const ARENA_MAP_INITIAL_ZOOM = 13;
/** Fitting bounds around one or two close markers would otherwise zoom in to street level. */
export const MAX_FIT_ZOOM = 15;

export const MAPS_LOAD_TIMEOUT_MS = 10_000;
/** Libraries the module uses: map display, markers, address search, directions. */
export const MAPS_LIBRARIES = ['maps', 'marker', 'places', 'routes'] as const;

export const MAPS_LOAD_FAILURE_MESSAGE = 'Failed to load location search. Please try again later.';
