import { useQuery } from '@tanstack/react-query';
import type { SavedEventEntry } from '@shared/contracts/social';
import { apiRequest, queryKeyToUrl } from '@/lib/api';

export const SAVED_EVENTS_PATH = '/api/saved-events';
const PAGE_SIZE = 200;

async function fetchAllSavedEvents(): Promise<SavedEventEntry[]> {
  const all: SavedEventEntry[] = [];
  for (;;) {
    const response = await apiRequest('GET', queryKeyToUrl([SAVED_EVENTS_PATH, { limit: PAGE_SIZE, offset: all.length }]));
    const page = (await response.json()) as SavedEventEntry[];
    all.push(...page);
    const total = Number(response.headers.get('X-Total-Count') ?? all.length);
    if (page.length === 0 || all.length >= total) return all;
  }
}

/** Every saved event of the signed-in rider (all pages of GET /api/saved-events), soonest first. */
export function useAllSavedEvents(enabled: boolean) {
  return useQuery<SavedEventEntry[]>({
    // Under /api/saved-events, so saving or unsaving anywhere (which invalidates that path) refreshes it.
    queryKey: [SAVED_EVENTS_PATH, 'all'],
    queryFn: async () => sortByEventDate(await fetchAllSavedEvents()),
    enabled,
  });
}

export function sortByEventDate(entries: SavedEventEntry[]): SavedEventEntry[] {
  return [...entries].sort((a, b) => new Date(a.event.date).getTime() - new Date(b.event.date).getTime());
}
