import type { QueryParams } from '@/lib/api';
import { EMPTY_ARENA_FILTERS, arenaListAddress } from '@/features/arenas';
import { EMPTY_EVENT_FILTERS, eventListAddress } from '@/features/events';
import type { SearchLocation } from '@/lib/search-location';
import { homeListPaths, type HomeListKind, type HomeListQuery } from './api';

/** With no search the home shows a preview of 3. */
const HOME_PREVIEW_SIZE = 3;
const HOME_SEARCH_PAGE_SIZE = 12;

/**
 * What the home list asks for. No name and no location: a preview of 3 (arenas best rated first, events soonest
 * first). Otherwise every match, paged: nearest first around a location, arenas by name for a name search.
 */
export function homeListQuery(
  kind: HomeListKind, search: string, location: SearchLocation | null,
): HomeListQuery & { searching: boolean } {
  const text = search.trim();
  const searching = text !== '' || location !== null;
  const path = homeListPaths[kind];
  const params: QueryParams = {
    search: text || undefined,
    latitude: location?.latitude,
    longitude: location?.longitude,
  };
  if (kind === 'arenas') params.sort = location ? 'distance' : searching ? 'name' : 'rating';
  else if (location) params.sort = 'distance';
  return { path, params, searching, pageSize: searching ? HOME_SEARCH_PAGE_SIZE : HOME_PREVIEW_SIZE };
}

/**
 * View All: the full list with the same search, which /arenas and /events read from their address (the name, or the
 * place with the lists' default 50 miles, nearest first).
 */
export function viewAllHref(kind: HomeListKind, search: string, location: SearchLocation | null): string {
  const query = kind === 'arenas'
    ? arenaListAddress({ ...EMPTY_ARENA_FILTERS, search, location, sort: location ? 'distance' : 'name' })
    : eventListAddress({
      ...EMPTY_EVENT_FILTERS,
      search,
      location: location && {
        name: location.label, formattedAddress: location.label, latitude: location.latitude, longitude: location.longitude,
        city: '', state: '', zipCode: '',
      },
      sort: location ? 'distance' : 'date',
    });
  return query ? `/${kind}?${query}` : `/${kind}`;
}
