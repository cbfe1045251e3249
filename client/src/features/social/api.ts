import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ArenaFollowEntry, ProducerFollowEntry, ProducerFollowRow, SavedEventEntry, SavedEventRow,
} from '@shared/contracts/social';
import { apiRequest, queryKeyToUrl } from '@/lib/api';
import { outbox, sendWrite } from '@/lib/outbox';
import { usePagedList } from '@/lib/paged-list';

/** The social API's addresses (tests answer them by name too). */
export const socialPaths = {
  savedEvents: '/api/saved-events',
  savedEvent: (savedEventId: string) => `/api/saved-events/${savedEventId}`,
  arenaFollows: '/api/arena-follows',
  arenaFollow: (arenaFollowId: string) => `/api/arena-follows/${arenaFollowId}`,
  arenaLikes: '/api/arena-likes',
  arenaLike: (arenaLikeId: string) => `/api/arena-likes/${arenaLikeId}`,
  producerFollows: '/api/event-producer-follows',
  producerFollow: (producerFollowId: string) => `/api/event-producer-follows/${producerFollowId}`,
} as const;

/** Query keys start with the API path, so invalidating a list's key refreshes every query of it. */
export const socialKeys = {
  savedEvents: [socialPaths.savedEvents],
  allSavedEvents: [socialPaths.savedEvents, 'all'],
  arenaFollows: [socialPaths.arenaFollows],
  producerFollows: [socialPaths.producerFollows],
} as const;

// What shows saves and follows: the rider's lists, and the events, arenas, producers and profile (/api/users, its
// counts) read from the same rows. Prefixes of those features' query keys.
const LISTS_TO_REFRESH = [
  socialPaths.savedEvents, '/api/events', '/api/arenas', '/api/event-producers', socialPaths.producerFollows, '/api/users',
];

/** After a save, follow or create, the saved-event, event and arena lists are refreshed. */
export function refreshAfterSocialChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(LISTS_TO_REFRESH.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

/** After an arena follow or like: everything above, and the rider's followed arenas. */
function refreshAfterArenaChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshAfterSocialChange(queryClient),
    queryClient.invalidateQueries({ queryKey: socialKeys.arenaFollows }),
  ]);
}

interface ToggleCallbacks<Result> {
  onSuccess: (result: Result) => void;
  onError: (error: unknown) => void;
}

/** Where an event's save or unsave waits in the outbox, so its heart shows it after the app reopens. */
export const savedEventPlace = (eventId: string) => `saved-event:${eventId}`;

/**
 * What a toggle did: `saved` (sent; `savedEventId` is the new save's id, null once removed), `waiting` (no
 * connection: the save or unsave waits in the outbox, where the button reads it from) or `withdrawn` (a tap on a
 * change still waiting took it back out of the outbox).
 */
export type SaveToggleResult =
  | { outcome: 'sent'; savedEventId: string | null }
  | { outcome: 'waiting' | 'withdrawn' };

/**
 * Saves the event, or with `savedEventId` removes that save, through the outbox (with no connection the change waits
 * and is sent when the connection returns). With `waitingEntryId` (a change still waiting) the tap withdraws it.
 */
export function useToggleSavedEvent({ onSuccess, onError }: ToggleCallbacks<SaveToggleResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, eventName, savedEventId, waitingEntryId }: {
      eventId: string; eventName: string; savedEventId: string | null; waitingEntryId: string | null;
    }): Promise<SaveToggleResult> => {
      if (waitingEntryId) {
        await outbox().dismiss(waitingEntryId);
        return { outcome: 'withdrawn' };
      }
      const refresh = LISTS_TO_REFRESH.map((path) => [path]);
      const place = savedEventPlace(eventId);
      if (savedEventId) {
        const removed = await sendWrite({
          kind: 'save-event', method: 'DELETE', url: socialPaths.savedEvent(savedEventId), label: `Remove ${eventName} from saved events`, place, refresh,
        });
        return removed.waiting ? { outcome: 'waiting' } : { outcome: 'sent', savedEventId: null };
      }
      const saved = await sendWrite<SavedEventRow>({
        kind: 'save-event', method: 'POST', url: socialPaths.savedEvents, body: { eventId }, label: `Save ${eventName}`, place, refresh,
      });
      return saved.waiting ? { outcome: 'waiting' } : { outcome: 'sent', savedEventId: saved.value.id };
    },
    onSuccess: (result) => {
      onSuccess(result);
      if (result.outcome === 'sent') void refreshAfterSocialChange(queryClient);
    },
    onError,
  });
}

/** Follows the producer, or with `producerFollowId` unfollows; gives the new follow's id, or null once removed. */
export function useToggleProducerFollow({ onSuccess, onError }: ToggleCallbacks<string | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ producerId, producerFollowId }: { producerId: string; producerFollowId: string | null }) => {
      if (producerFollowId) {
        await apiRequest('DELETE', socialPaths.producerFollow(producerFollowId));
        return null;
      }
      const response = await apiRequest('POST', socialPaths.producerFollows, { producerId });
      return ((await response.json()) as ProducerFollowRow).id;
    },
    onSuccess: (newFollowId) => {
      onSuccess(newFollowId);
      void refreshAfterSocialChange(queryClient);
    },
    onError,
  });
}

/**
 * Follows the arena, or with `arenaFollowId` unfollows; gives true when now following. Pending until the refetch
 * lands, so a second click never acts on a stale id.
 */
export function useToggleArenaFollow({ onSuccess, onError }: ToggleCallbacks<boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ arenaId, arenaFollowId }: { arenaId: string; arenaFollowId: string | null }) => {
      if (arenaFollowId) await apiRequest('DELETE', socialPaths.arenaFollow(arenaFollowId));
      else await apiRequest('POST', socialPaths.arenaFollows, { arenaId });
      return arenaFollowId === null;
    },
    onSuccess: async (following) => {
      onSuccess(following);
      await refreshAfterArenaChange(queryClient);
    },
    onError,
  });
}

/** Likes the arena, or with `arenaLikeId` unlikes; gives true when now liked. Pending until the refetch lands. */
export function useToggleArenaLike({ onSuccess, onError }: ToggleCallbacks<boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ arenaId, arenaLikeId }: { arenaId: string; arenaLikeId: string | null }) => {
      if (arenaLikeId) await apiRequest('DELETE', socialPaths.arenaLike(arenaLikeId));
      else await apiRequest('POST', socialPaths.arenaLikes, { arenaId });
      return arenaLikeId === null;
    },
    onSuccess: async (liked) => {
      onSuccess(liked);
      await refreshAfterArenaChange(queryClient);
    },
    onError,
  });
}

/** The rider's lists a page at a time, for Load More (the profile's tabs). */
export const useSavedEventList = (pageSize: number) =>
  usePagedList<SavedEventEntry>(socialPaths.savedEvents, {}, pageSize);
export const useArenaFollowList = (pageSize: number) =>
  usePagedList<ArenaFollowEntry>(socialPaths.arenaFollows, {}, pageSize);
export const useProducerFollowList = (pageSize: number) =>
  usePagedList<ProducerFollowEntry>(socialPaths.producerFollows, {}, pageSize);

const ALL_SAVED_EVENTS_PAGE_SIZE = 200;

async function fetchAllSavedEvents(): Promise<SavedEventEntry[]> {
  const all: SavedEventEntry[] = [];
  for (;;) {
    const url = queryKeyToUrl([socialPaths.savedEvents, { limit: ALL_SAVED_EVENTS_PAGE_SIZE, offset: all.length }]);
    const response = await apiRequest('GET', url);
    const page = (await response.json()) as SavedEventEntry[];
    all.push(...page);
    const total = Number(response.headers.get('X-Total-Count') ?? all.length);
    if (page.length === 0 || all.length >= total) return all;
  }
}

function sortByEventDate(entries: SavedEventEntry[]): SavedEventEntry[] {
  return [...entries].sort((a, b) => new Date(a.event.date).getTime() - new Date(b.event.date).getTime());
}

/** Every saved event of the signed-in rider (all pages of GET /api/saved-events), soonest first. */
export function useAllSavedEvents(enabled: boolean) {
  return useQuery<SavedEventEntry[]>({
    // Under the saved-events path, so saving or unsaving anywhere (which invalidates that path) refreshes it.
    queryKey: socialKeys.allSavedEvents,
    queryFn: async () => sortByEventDate(await fetchAllSavedEvents()),
    enabled,
  });
}
