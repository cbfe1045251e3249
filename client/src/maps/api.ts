import { useQuery } from '@tanstack/react-query';

/** The maps module's addresses on the API: the maps key, and the server's offline place search. */
export const mapsPaths = {
  config: '/api/config',
  places: '/api/places',
  reversePlace: '/api/places/reverse',
} as const;

/** GET /api/config: the server's maps key, '' when it has none or the request failed (the app still renders). */
export async function fetchMapsApiKey(): Promise<string> {
  try {
    const response = await fetch(mapsPaths.config, { credentials: 'include' });
    if (!response.ok) return '';
    const body = (await response.json()) as { googleMapsApiKey?: unknown } | null;
    return typeof body?.googleMapsApiKey === 'string' ? body.googleMapsApiKey.trim() : '';
  } catch {
    return '';
  }
}

/**
 * The maps key as a query: a server-rendered page fetches it with its data and carries it, so a page without a key
 * arrives with its offline map already drawn (and hydrates with it) instead of a loading panel the browser replaces.
 */
export const useMapsApiKey = (enabled: boolean) =>
  useQuery({ queryKey: [mapsPaths.config], queryFn: fetchMapsApiKey, enabled, staleTime: Infinity });
