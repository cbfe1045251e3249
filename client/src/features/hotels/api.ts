import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlreadyReviewed, HorseHotelDetail, HorseHotelItem, HorseHotelReviewItem, HotelFilterOptions, HotelGalleryPhoto, HotelNearbyArena,
} from '@shared/contracts/hotels';
import { GALLERY_PAGE_PHOTOS } from '@shared/contracts/paging';
import type { CreateHorseHotelInput, CreateHotelReviewInput } from '@shared/validation/hotels';
import { toast } from '@/hooks/use-toast';
import { apiRequest, type QueryParams } from '@/lib/api';
import { apiErrorBody, apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { usePagedList, type PagedListPage } from '@/lib/paged-list';
import { handleUnauthorizedError } from '@/features/auth';

/** The horse hotels API's addresses (tests answer them by name too). */
export const hotelPaths = {
  list: '/api/horse-hotels',
  filters: '/api/horse-hotels/filters',
  hotel: (hotelId: string) => `/api/horse-hotels/${hotelId}`,
  photos: (hotelId: string) => `/api/horse-hotels/${hotelId}/photos`,
  reviews: (hotelId: string) => `/api/horse-hotels/${hotelId}/reviews`,
  review: (hotelId: string, reviewId: string) => `/api/horse-hotels/${hotelId}/reviews/${reviewId}`,
  nearbyArenas: (hotelId: string) => `/api/horse-hotels/${hotelId}/arenas`,
  /** The picture a hotel without a cover image shows. */
  placeholderImage: '/api/placeholder/arena.jpg',
} as const;

/**
 * Query keys start with the API path: invalidating `all` refreshes the lists, the filter options and every hotel
 * (a hotel's reviews and nearby arenas are lists of their own paths).
 */
export const hotelKeys = {
  all: [hotelPaths.list],
  filters: [hotelPaths.list, 'filters'],
  hotel: (hotelId: string) => [hotelPaths.list, hotelId],
  reviews: (hotelId: string) => [hotelPaths.reviews(hotelId)],
  nearbyArenas: (hotelId: string) => [hotelPaths.nearbyArenas(hotelId)],
} as const;

const HOTEL_PAGE_SIZE = 12;
export const REVIEW_PAGE_SIZE = 10;
export const NEARBY_ARENA_PAGE_SIZE = 6;

export const hotelQuery = (hotelId: string) => queryOptions<HorseHotelDetail>({ queryKey: hotelKeys.hotel(hotelId) });
export const hotelFiltersQuery = () => queryOptions<HotelFilterOptions>({ queryKey: hotelKeys.filters });

/** One page after another of hotels matching the list's filters (hotelQueryParams). */
export const useHorseHotelList = (params: QueryParams) =>
  usePagedList<HorseHotelItem>(hotelPaths.list, params, HOTEL_PAGE_SIZE, true, { keepPreviousResults: true });

/** The states that have hotels: the filter's options come from the server, not from the page shown. */
export function useHotelStates(): string[] {
  return useQuery(hotelFiltersQuery()).data?.states ?? [];
}

export const useHorseHotel = (hotelId: string) => useQuery(hotelQuery(hotelId));

/** The hotel's reviews, newest first, a page at a time. */
export const useHotelReviews = (hotelId: string) =>
  usePagedList<HorseHotelReviewItem>(hotelPaths.reviews(hotelId), {}, REVIEW_PAGE_SIZE);

/** The arenas near the hotel, nearest first, a page at a time. */
export const useNearbyArenas = (hotelId: string) =>
  usePagedList<HotelNearbyArena>(hotelPaths.nearbyArenas(hotelId), {}, NEARBY_ARENA_PAGE_SIZE);

function alreadyReviewed(error: unknown): AlreadyReviewed | null {
  const review = apiErrorBody(error)?.review as HorseHotelReviewItem | undefined;
  if (apiErrorStatus(error) !== 409 || !review?.id) return null;
  return { message: apiErrorMessage(error) ?? 'You have already reviewed this horse hotel.', review };
}

/**
 * Posts the rider's review, or saves their edit of `editingId` (PUT, the whole review again), then refreshes the
 * hotel's reviews and its average and count. A second review is refused by the server (409), which hands back the
 * stored one: `onAlreadyReviewed` gets it, to offer an edit instead.
 */
export function useSaveHotelReview(hotelId: string, editingId: string | null, { onSaved, onAlreadyReviewed }: {
  onSaved: () => void;
  onAlreadyReviewed: (conflict: AlreadyReviewed) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateHotelReviewInput) => (editingId
      ? apiRequest('PUT', hotelPaths.review(hotelId, editingId), review)
      : apiRequest('POST', hotelPaths.reviews(hotelId), review)),
    onSuccess: () => {
      if (editingId) toast({ title: 'Review updated', description: 'Your changes are saved.' });
      else toast({ title: 'Review posted!', description: 'Thanks for helping other riders.' });
      onSaved();
      void queryClient.invalidateQueries({ queryKey: hotelKeys.reviews(hotelId) });
      // The hotel's header and the list's cards show the average and count too.
      void queryClient.invalidateQueries({ queryKey: hotelKeys.all });
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      const conflict = editingId ? null : alreadyReviewed(error);
      if (conflict) {
        onAlreadyReviewed(conflict);
        return;
      }
      const fallback = editingId ? 'Failed to save your review. Please try again.' : 'Failed to post review. Please try again.';
      // 403, 404 and 429 (posting too fast, with when to try again) say what went wrong.
      const serverMessage = [403, 404, 429].includes(apiErrorStatus(error) ?? 0) ? apiErrorMessage(error) : null;
      toast({ title: 'Error', description: serverMessage ?? fallback, variant: 'destructive' });
    },
  });
}

/** DELETE the rider's review; the hotel's reviews, average and count refresh. */
export function useDeleteHotelReview(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => { await apiRequest('DELETE', hotelPaths.review(hotelId, reviewId)); },
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: hotelKeys.reviews(hotelId) }),
      queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
    ]),
  });
}

/**
 * Creates a hotel (no id) or saves the owner's edit (PUT, the whole form again), refreshes every hotel query and
 * hands the saved hotel to `onSaved`.
 */
export function useSaveHorseHotel(hotelId: string | null, onSaved: (hotel: HorseHotelItem) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hotel: CreateHorseHotelInput) => {
      const response = hotelId
        ? await apiRequest('PUT', hotelPaths.hotel(hotelId), hotel)
        : await apiRequest('POST', hotelPaths.list, hotel);
      return (await response.json()) as HorseHotelItem;
    },
    onSuccess: (saved) => {
      // The hotel's gallery is not part of the saved hotel: keep the one on screen.
      queryClient.setQueryData<HorseHotelDetail>(hotelKeys.hotel(saved.id), (shown) => ({
        ...saved, gallery: shown?.gallery ?? [], photoCount: shown?.photoCount ?? 0,
      }));
      void queryClient.invalidateQueries({ queryKey: hotelKeys.all, predicate: (query) => query.queryKey[1] !== saved.id });
      void queryClient.invalidateQueries({ queryKey: hotelKeys.nearbyArenas(saved.id) });
      if (hotelId) {
        toast({ title: 'Horse Hotel Updated', description: 'Your changes have been saved.' });
      } else {
        toast({ title: 'Horse Hotel Added', description: `${saved.name} is now listed for other riders.` });
      }
      onSaved(saved);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      const status = apiErrorStatus(error);
      // A duplicate listing (409) or someone else's hotel (403): the server says what happened.
      const serverMessage = status === 409 || status === 403 ? apiErrorMessage(error) : null;
      const fallback = hotelId
        ? 'Failed to update horse hotel. Please try again.'
        : 'Failed to add horse hotel. Please try again.';
      toast({ title: 'Error', description: serverMessage ?? fallback, variant: 'destructive' });
    },
  });
}

/**
 * The hotel's gallery, newest first, a page at a time; `firstPage` is the newest photos the hotel came with. Under
 * the hotel's key, so whatever refreshes the hotel (a photo added or deleted) refreshes it too.
 */
export const useHotelGallery = (hotelId: string, firstPage: PagedListPage<HotelGalleryPhoto>) =>
  usePagedList<HotelGalleryPhoto>(hotelPaths.photos(hotelId), {}, GALLERY_PAGE_PHOTOS, true, {
    initialPage: firstPage, keyRoot: hotelKeys.hotel(hotelId),
  });

/** POSTs the rider's uploads to the hotel's gallery one by one; the hotel refreshes. */
export function useAddHotelPhotos(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uploadIds: string[]) => {
      for (const uploadId of uploadIds) await apiRequest('POST', hotelPaths.photos(hotelId), { uploadId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
  });
}
