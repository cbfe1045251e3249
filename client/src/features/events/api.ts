import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ArenaChoice, ArenaListItem } from '@shared/contracts/arenas';
import type {
  AttendanceResult, EventComment, EventFilterOptions, EventListItem, EventUpdateResult, FollowedRiderGoing, NearbyHotel,
} from '@shared/contracts/events';
import type { AttendanceStatus } from '@shared/constants';
import type { FlyerExtractionResponse } from '@shared/flyer';
import type { quickArenaSchema } from '@shared/validation/arenas';
import type { CreateEventInput, UpdateEventInput } from '@shared/validation/events';
import { apiRequest, type QueryParams } from '@/lib/api';
import { postThreadComment, useCommentThread } from '@/lib/comment-thread';
import { outbox, sendWrite } from '@/lib/outbox';
import { usePagedList } from '@/lib/paged-list';
import { refreshAfterSocialChange } from '@/features/social';

/** The events API's addresses (tests answer them by name too). */
export const eventPaths = {
  list: '/api/events',
  filters: '/api/events/filters',
  detail: (eventId: string) => `/api/events/${eventId}`,
  comments: (eventId: string) => `/api/events/${eventId}/comments`,
  horseHotels: (eventId: string) => `/api/events/${eventId}/horse-hotels`,
  attendance: (eventId: string) => `/api/events/${eventId}/attendance`,
  followedGoing: (eventId: string) => `/api/events/${eventId}/followed-going`,
  /** The OCR feature reads a flyer for the create-event form (multipart, field `file`). */
  extractFlyer: '/api/ocr/extract-flyer',
  /** The picture of an event without one of its own. */
  placeholderImage: '/api/placeholder/event.jpg',
  /** The arenas list, which the create-event form adds to; its `choices` (names and places) it picks from. */
  arenas: '/api/arenas',
} as const;

/** Query keys start with the API path, so invalidating `all` refreshes every events query. */
export const eventKeys = {
  all: [eventPaths.list],
  filters: [eventPaths.filters],
  detail: (eventId: string) => [eventPaths.list, eventId],
  horseHotels: (eventId: string, limit: number) => [eventPaths.list, eventId, 'horse-hotels', { limit }],
  followedGoing: (eventId: string) => [eventPaths.list, eventId, 'followed-going'],
  // Under the arenas list's key, so whatever refreshes the arena lists refreshes the choices too.
  arenaChoices: (search: string, limit: number) => [eventPaths.arenas, 'choices', { search, limit }],
} as const;

/** GET /api/events with the filters in `params`, a page at a time (Load More). */
export const useEventList = (params: QueryParams, pageSize: number) =>
  usePagedList<EventListItem>(eventPaths.list, params, pageSize);

export const eventFilterOptionsQuery = () => queryOptions<EventFilterOptions>({ queryKey: eventKeys.filters });

const NO_FILTER_OPTIONS: EventFilterOptions = { states: [], divisions: [], rvHookups: [], entriesCloseWithinDays: [] };

/** What the list's filters offer, from upcoming events (empty lists until they load). */
export function useEventFilterOptions(): EventFilterOptions {
  return useQuery(eventFilterOptionsQuery()).data ?? NO_FILTER_OPTIONS;
}

export const eventQuery = (eventId: string) => queryOptions<EventListItem>({ queryKey: eventKeys.detail(eventId) });

export const useEvent = (eventId: string) => useQuery(eventQuery(eventId));

/** Horse hotels linked to the event, else near its arena: the first `limit`, nearest first. */
export const useEventHorseHotels = (eventId: string, limit: number) =>
  useQuery(queryOptions<NearbyHotel[]>({ queryKey: eventKeys.horseHotels(eventId, limit) }));

/** The event's comments, oldest first with Load More, and the ones the rider posts here. */
export const useEventComments = (eventId: string) => useCommentThread<EventComment>(eventPaths.comments(eventId));

/** POST a comment on the event (or keep it in the outbox with no connection); the caller adds a sent one to the thread. */
export function usePostEventComment(eventId: string, eventName: string) {
  return useMutation({
    mutationFn: (commentText: string) =>
      postThreadComment<EventComment>(eventPaths.comments(eventId), commentText, `Comment on ${eventName}`),
  });
}

/** POST a new event; event, saved-event and arena lists are refreshed once it is in. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (event: NewEvent) =>
      (await (await apiRequest('POST', eventPaths.list, event)).json()) as EventListItem,
    // Not awaited: the caller moves on at once while the lists refresh.
    onSuccess: () => {
      void refreshAfterSocialChange(queryClient);
    },
  });
}

/** What a create sends: the parsed form, with day and clock times as typed (see createEventSchema). */
export type NewEvent = Omit<CreateEventInput, 'date'> & { date: string };

/**
 * PATCH the event (only the fields that changed; `scope: 'series'` for this and every later occurrence); every
 * events list, the saved events and trips are refreshed once it is in.
 */
export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<UpdateEventInput>) =>
      (await (await apiRequest('PATCH', eventPaths.detail(eventId), changes)).json()) as EventUpdateResult,
    onSuccess: ({ event }) => {
      queryClient.setQueryData(eventKeys.detail(eventId), event);
      void refreshAfterSocialChange(queryClient);
    },
  });
}

/**
 * DELETE the event (its creator). Riders who saved it or have it in a trip keep it there marked removed, so every
 * list, calendar and trip refreshes.
 */
export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => { await apiRequest('DELETE', eventPaths.detail(eventId)); },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      return refreshAfterSocialChange(queryClient);
    },
  });
}

/** Where the rider's answer to an event waits in the outbox when made with no connection. */
export const attendancePlace = (eventId: string) => `attendance:${eventId}`;

/**
 * Marks the rider going or interested (null clears) through the outbox; the event's page takes the new counts at
 * once. With no connection the answer waits (only the latest: it replaces one still waiting) and the buttons show it.
 */
export function useSetAttendance(eventId: string, eventName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: AttendanceStatus | null) => {
      const place = attendancePlace(eventId);
      await Promise.all(outbox().entries()
        .filter((entry) => entry.kind === 'attendance' && entry.place === place && entry.state === 'waiting')
        .map((entry) => outbox().dismiss(entry.id)));
      const refresh = [eventKeys.detail(eventId), eventKeys.followedGoing(eventId)];
      const label = status ? `${status === 'going' ? 'Going to' : 'Interested in'} ${eventName}` : `Not going to ${eventName}`;
      return status
        ? sendWrite<AttendanceResult>({ kind: 'attendance', method: 'POST', url: eventPaths.attendance(eventId), body: { status }, label, place, refresh })
        : sendWrite<AttendanceResult>({ kind: 'attendance', method: 'DELETE', url: eventPaths.attendance(eventId), label, place, refresh });
    },
    onSuccess: (result) => {
      if (result.waiting) return;
      queryClient.setQueryData<EventListItem>(eventKeys.detail(eventId), (event) => (event ? { ...event, ...result.value } : event));
      void queryClient.invalidateQueries({ queryKey: eventKeys.followedGoing(eventId) });
    },
  });
}

/** Riders the signed-in rider follows who are going (asked only when signed in). */
export const useFollowedRidersGoing = (eventId: string, signedIn: boolean) =>
  useQuery({ ...queryOptions<FollowedRiderGoing[]>({ queryKey: eventKeys.followedGoing(eventId) }), enabled: signedIn });

/** POSTs the flyer to be read: what it says, or `{ error }` when it held nothing usable. Throws ApiError on refusal. */
export async function requestFlyerExtraction(file: File): Promise<FlyerExtractionResponse> {
  const body = new FormData();
  body.append('file', file);
  return (await (await apiRequest('POST', eventPaths.extractFlyer, body)).json()) as FlyerExtractionResponse;
}

/** Arenas by name whose name, city or state contains `search`, at most `limit`, for choosing an event's arena. */
export const arenaChoicesQuery = (search: string, limit: number) =>
  queryOptions<ArenaChoice[]>({ queryKey: eventKeys.arenaChoices(search, limit) });

/** POST the small arena record of the create-event form; event and arena lists are refreshed once it is in. */
export function useCreateQuickArena() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arena: z.output<typeof quickArenaSchema>) =>
      (await (await apiRequest('POST', eventPaths.arenas, arena)).json()) as ArenaListItem,
    // Not awaited: the caller moves on at once while the lists refresh.
    onSuccess: () => {
      void refreshAfterSocialChange(queryClient);
    },
  });
}
