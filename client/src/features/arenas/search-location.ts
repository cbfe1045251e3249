import type { PlaceSelection } from '@/maps';

/** The centre of a "near" search: an address the rider picked, or the browser's location (Near Me). */
export interface SearchLocation {
  latitude: number;
  longitude: number;
  label: string;
  source: 'address' | 'near-me';
}

export function toSearchLocation(place: PlaceSelection, source: SearchLocation['source']): SearchLocation {
  const label = place.formattedAddress || [place.city, place.state].filter(Boolean).join(', ') || place.name;
  return { latitude: place.latitude, longitude: place.longitude, label, source };
}
