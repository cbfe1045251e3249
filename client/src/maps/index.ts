/**
 * The maps module: the one place that touches google.maps, plus the offline fallbacks. Screens import from
 * '@/maps' only. Every component works with no key, with a key, and when the script fails.
 */
export { ArenaMap, type ArenaMapProps } from './ArenaMap';
export { TripRouteMap, type TripRouteMapProps } from './TripRouteMap';
export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { useNearMe } from './useNearMe';
export { fetchRoadLegs, roadLegsOf, useRoadLegs, type RoadLeg } from './road-legs';
export { useGoogleMaps, GoogleMapsProvider } from './useGoogleMaps';
export type { MapsState, MapsStatus } from './loader';
export { toMapLocations, cityState } from './locations';
export { placeAddressFields, streetFromPlace, type PlaceAddressField } from './place-fields';
export { formatRouteDistance, formatRouteDuration, straightLineLegs, straightLineTotalMiles } from './route-math';
export { googleMapsDirectionsUrl, googleMapsSearchUrl } from './google-urls';
export type {
  ArenaMapArena, ArenaMapHotel, MapLocation, MapLocationType, PlaceSelection, TripEventEntry, TripHotelEntry,
  TripItemsForMap, TripServiceEntry,
} from './types';
