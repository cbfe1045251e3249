import { queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  ArenaDetail, ArenaFilterOptions, ArenaGalleryPhoto, ArenaListItem, ArenaReview, ReviewHelpfulState, SiteStats,
} from '@shared/contracts/arenas';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import type { EventListItem, NearbyHotel } from '@shared/contracts/events';
import type { AddArenaPhotoInput, ARENA_REVIEW_SORTS, CreateArenaReviewInput } from '@shared/validation/arenas';
import { apiRequest, type QueryParams } from '@/lib/api';
import { usePagedList, type PagedListPage } from '@/lib/paged-list';
import type { RegisterArenaPayload } from './register-arena';

/** The arenas API's addresses (tests answer them by name too). */
export const arenaPaths = {
  list: '/api/arenas',
  filters: '/api/arenas/filters',
  detail: (arenaId: string) => `/api/arenas/${arenaId}`,
  horseHotels: (arenaId: string) => `/api/arenas/${arenaId}/horse-hotels`,
  reviews: (arenaId: string) => `/api/arenas/${arenaId}/reviews`,
  photos: (arenaId: string) => `/api/arenas/${arenaId}/photos`,
  review: (reviewId: string) => `/api/reviews/${reviewId}`,
  reviewHelpful: (reviewId: string) => `/api/reviews/${reviewId}/helpful`,
  follows: '/api/arena-follows',
  follow: (arenaFollowId: string) => `/api/arena-follows/${arenaFollowId}`,
  likes: '/api/arena-likes',
  like: (arenaLikeId: string) => `/api/arena-likes/${arenaLikeId}`,
  /** The home page's figures. */
  stats: '/api/stats',
  /** The events list, which the arena page asks for the arena's upcoming events (?arenaId=). */
  events: '/api/events',
  /** The community feed, where a new review appears. */
  feed: '/api/feed',
  /** The picture of an arena without a photo of its own. */
  placeholderImage: '/api/placeholder/arena.jpg',
} as const;

/**
 * Query keys start with the API path, so invalidating `all` refreshes every arenas query (and so does a follow,
 * like or save elsewhere, which refreshes every query under the arenas path).
 */
export const arenaKeys = {
  all: [arenaPaths.list],
  filters: [arenaPaths.list, 'filters'],
  detail: (arenaId: string) => [arenaPaths.list, arenaId],
  horseHotels: (arenaId: string) => [arenaPaths.list, arenaId, 'horse-hotels'],
  stats: [arenaPaths.stats],
  follows: [arenaPaths.follows],
  feed: [arenaPaths.feed],
} as const;

/** GET /api/arenas with the filters in `params`, a page at a time (Load More). */
export const useArenaList = (params: QueryParams) => usePagedList<ArenaListItem>(arenaPaths.list, params);

export const arenaFilterOptionsQuery = () => queryOptions<ArenaFilterOptions>({ queryKey: arenaKeys.filters });

/** The states and arena types present in the data, for the list's filter selects (none until they load). */
export function useArenaFilterOptions(): ArenaFilterOptions {
  const options = useQuery(arenaFilterOptionsQuery()).data;
  return { states: options?.states ?? [], arenaTypes: options?.arenaTypes ?? [] };
}

export const arenaQuery = (arenaId: string) => queryOptions<ArenaDetail>({ queryKey: arenaKeys.detail(arenaId) });

/** The arena with its newest photos and reviews and the rider's own review. */
export const useArena = (arenaId: string) => useQuery(arenaQuery(arenaId));

export type ArenaReviewSort = (typeof ARENA_REVIEW_SORTS)[number];
/** The reviews read at a time after the arena's first ones. */
const REVIEW_PAGE_SIZE = 10;

/** The keys of the arena's review lists: under the arena's, so whatever refreshes the arena refreshes them. */
const reviewListsKey = (arenaId: string) => [...arenaKeys.detail(arenaId), arenaPaths.reviews(arenaId)];

/** The arena's reviews in `sort`'s order, a page at a time; `firstPage` when the arena came with it (the newest). */
export const useArenaReviews = (arenaId: string, sort: ArenaReviewSort, firstPage?: PagedListPage<ArenaReview>) =>
  usePagedList<ArenaReview>(arenaPaths.reviews(arenaId), { sort }, REVIEW_PAGE_SIZE, true, {
    initialPage: firstPage, keyRoot: arenaKeys.detail(arenaId),
  });

/** The arena's gallery, newest first, a page at a time; `firstPage` is the newest photos the arena came with. */
export const useArenaGallery = (arenaId: string, firstPage: PagedListPage<ArenaGalleryPhoto>) =>
  usePagedList<ArenaGalleryPhoto>(arenaPaths.photos(arenaId), {}, GALLERY_PAGE_PHOTOS, true, {
    initialPage: firstPage, keyRoot: arenaKeys.detail(arenaId),
  });

export const arenaHorseHotelsQuery = (arenaId: string) =>
  queryOptions<NearbyHotel[]>({ queryKey: arenaKeys.horseHotels(arenaId) });

/** Horse hotels linked to the arena, else within 50 miles of it, nearest first. */
export const useArenaHorseHotels = (arenaId: string) => useQuery(arenaHorseHotelsQuery(arenaId));

const ARENA_EVENTS_PAGE_SIZE = 5;

/** The arena's upcoming events, soonest first, a page at a time. */
export const useArenaUpcomingEvents = (arenaId: string) =>
  usePagedList<EventListItem>(arenaPaths.events, { arenaId }, ARENA_EVENTS_PAGE_SIZE);

export const siteStatsQuery = () => queryOptions<SiteStats>({ queryKey: arenaKeys.stats });

/** GET /api/stats: arenas, upcoming events, reviews and their average, horse hotels. */
export const useSiteStats = () => useQuery(siteStatsQuery());

/**
 * POST a new arena (or get the existing one with the same name, city and state). Every arena list and the home
 * page's figures are refreshed once it is in.
 */
export function useRegisterArena() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arena: RegisterArenaPayload) =>
      (await (await apiRequest('POST', arenaPaths.list, arena)).json()) as ArenaListItem,
    onSuccess: () => refreshArenasAndFigures(queryClient),
  });
}

/** Every arenas query and the home page's figures, after an arena is added or deleted. */
const refreshArenasAndFigures = (queryClient: QueryClient) => Promise.all([
  queryClient.invalidateQueries({ queryKey: arenaKeys.all }),
  queryClient.invalidateQueries({ queryKey: arenaKeys.stats }),
]);

/** PUT the whole arena form again (its owner, its creator before a claim, moderators); the arena and lists refresh. */
export function useEditArena(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arena: RegisterArenaPayload) =>
      (await (await apiRequest('PUT', arenaPaths.detail(arenaId), arena)).json()) as ArenaListItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arenaKeys.all }),
  });
}

/** DELETE the arena (the rider who added it, before a claim); every arenas list and the figures refresh. */
export function useDeleteArena(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => { await apiRequest('DELETE', arenaPaths.detail(arenaId)); },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: arenaKeys.detail(arenaId) });
      return refreshArenasAndFigures(queryClient);
    },
  });
}

/** POST a review of the arena; the arena (its rating and reviews), the figures and the community feed refresh. */
export function usePostArenaReview(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: CreateArenaReviewInput) =>
      (await (await apiRequest('POST', arenaPaths.reviews(arenaId), review)).json()) as ArenaReview,
    // Not awaited: the dialog closes at once (before the refreshed arena says the rider has reviewed it).
    onSuccess: () => refreshAfterReview(queryClient),
  });
}

function refreshAfterReview(queryClient: QueryClient) {
  for (const queryKey of [arenaKeys.all, arenaKeys.stats, arenaKeys.feed]) void queryClient.invalidateQueries({ queryKey });
}

/** PUT: the rider rewrites their review; the arena, the figures and the feed refresh as for a new one. */
export function useEditArenaReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, review }: { reviewId: string; review: CreateArenaReviewInput }) =>
      (await (await apiRequest('PUT', arenaPaths.review(reviewId), review)).json()) as ArenaReview,
    onSuccess: () => refreshAfterReview(queryClient),
  });
}

/** DELETE the rider's review; the arena (its rating), the figures and the feed refresh. */
export function useDeleteArenaReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => { await apiRequest('DELETE', arenaPaths.review(reviewId)); },
    onSuccess: () => refreshAfterReview(queryClient),
  });
}

/** POSTs one of the rider's uploads to the arena's photos; the arena (gallery, parking photo) and lists refresh. */
export function useAddArenaPhoto(arenaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photo: AddArenaPhotoInput) =>
      (await (await apiRequest('POST', arenaPaths.photos(arenaId), photo)).json()) as ArenaGalleryPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arenaKeys.all }),
  });
}

type ReviewPages = InfiniteData<PagedListPage<ArenaReview>>;
const withState = (review: ArenaReview, reviewId: string, state: ReviewHelpfulState) => (review.id === reviewId ? { ...review, ...state } : review);

/** The arena's cached detail with the rider's Helpful applied to the review, among its first ones or as their own. */
function withHelpful(detail: ArenaDetail | undefined, reviewId: string, state: ReviewHelpfulState): ArenaDetail | undefined {
  if (!detail) return detail;
  return {
    ...detail,
    reviews: detail.reviews.map((review) => withState(review, reviewId, state)),
    ownReview: detail.ownReview && withState(detail.ownReview, reviewId, state),
  };
}

/** A cached list of the arena's reviews with the rider's Helpful applied. */
const withHelpfulPages = (data: ReviewPages | undefined, reviewId: string, state: ReviewHelpfulState): ReviewPages | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((review) => withState(review, reviewId, state)) })) };

/**
 * Marks a review helpful or not: shown at once (the count moves by one) on the arena and every list of its reviews,
 * and set back if the server refuses; the server's count then replaces the guess.
 */
export function useReviewHelpful(arenaId: string) {
  const queryClient = useQueryClient();
  const detailKey = arenaKeys.detail(arenaId);
  const listsKey = reviewListsKey(arenaId);
  const apply = (reviewId: string, state: ReviewHelpfulState) => {
    queryClient.setQueryData<ArenaDetail>(detailKey, (detail) => withHelpful(detail, reviewId, state));
    queryClient.setQueriesData<ReviewPages>({ queryKey: listsKey }, (data) => withHelpfulPages(data, reviewId, state));
  };
  return useMutation({
    mutationFn: async ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) =>
      (await (await apiRequest(helpful ? 'POST' : 'DELETE', arenaPaths.reviewHelpful(reviewId))).json()) as ReviewHelpfulState,
    onMutate: async ({ reviewId, helpful }) => {
      // The arena's key starts every list's key too: one cancel stops them all.
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previousDetail = queryClient.getQueryData<ArenaDetail>(detailKey);
      const previousLists = queryClient.getQueriesData<ReviewPages>({ queryKey: listsKey });
      const review = [
        ...(previousDetail?.reviews ?? []),
        ...previousLists.flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []),
      ].find((candidate) => candidate.id === reviewId);
      if (review) apply(reviewId, { helpfulCount: Math.max(0, review.helpfulCount + (helpful ? 1 : -1)), isHelpful: helpful });
      return { previousDetail, previousLists };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      if (context.previousDetail) queryClient.setQueryData(detailKey, context.previousDetail);
      for (const [queryKey, data] of context.previousLists) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (state, { reviewId }) => apply(reviewId, state),
  });
}
