import type { QueryClient } from '@tanstack/react-query';

// The profile (/api/users) shows counts and follow lists read from the same rows.
const LISTS_TO_REFRESH = [
  '/api/saved-events', '/api/events', '/api/arenas', '/api/event-producers', '/api/event-producer-follows', '/api/users',
];

/** SPEC 7: after a save, follow or create, the saved-event, event and arena lists are refreshed. */
export function refreshAfterSocialChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(LISTS_TO_REFRESH.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}
