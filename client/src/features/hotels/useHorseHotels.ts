import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HorseHotelItem, HorseHotelReviewItem, HotelNearbyArena } from '@shared/contracts/hotels';
import type { CreateHotelReviewInput } from '@shared/validation/hotels';
import { toast } from '@/hooks/use-toast';
import { apiRequest, type QueryParams } from '@/lib/api';
import { apiErrorBody, apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { usePagedList } from '@/lib/paged-list';
import { handleUnauthorizedError } from '@/features/auth';

export const HOTELS_PATH = '/api/horse-hotels';
export const HOTEL_PAGE_SIZE = 12;
export const REVIEW_PAGE_SIZE = 10;
export const NEARBY_ARENA_PAGE_SIZE = 6;

export const hotelReviewsPath = (hotelId: string) => `${HOTELS_PATH}/${hotelId}/reviews`;

/** One page after another of hotels matching the list's filters (hotelQueryParams). */
export const useHorseHotelList = (params: QueryParams) =>
  usePagedList<HorseHotelItem>(HOTELS_PATH, params, HOTEL_PAGE_SIZE, true, { keepPreviousResults: true });

/** The states that have hotels: the filter's options come from the server, not from the page shown. */
export function useHotelStates() {
  const query = useQuery<{ states: string[] }>({ queryKey: [HOTELS_PATH, 'filters'] });
  return query.data?.states ?? [];
}

export const useHorseHotel = (hotelId: string) =>
  useQuery<HorseHotelItem>({ queryKey: [HOTELS_PATH, hotelId] });

export const useHotelReviews = (hotelId: string) =>
  usePagedList<HorseHotelReviewItem>(hotelReviewsPath(hotelId), {}, REVIEW_PAGE_SIZE);

export const useNearbyArenas = (hotelId: string) =>
  usePagedList<HotelNearbyArena>(`${HOTELS_PATH}/${hotelId}/arenas`, {}, NEARBY_ARENA_PAGE_SIZE);

/** What the server says when the rider has already reviewed the hotel: its message and the stored review. */
export interface AlreadyReviewed {
  message: string;
  review: HorseHotelReviewItem;
}

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
      ? apiRequest('PUT', `${hotelReviewsPath(hotelId)}/${editingId}`, review)
      : apiRequest('POST', hotelReviewsPath(hotelId), review)),
    onSuccess: () => {
      if (editingId) toast({ title: 'Review updated', description: 'Your changes are saved.' });
      else toast({ title: 'Review posted!', description: 'Thanks for helping other riders.' });
      onSaved();
      void queryClient.invalidateQueries({ queryKey: [hotelReviewsPath(hotelId)] });
      // The list's cards show the average and count too.
      void queryClient.invalidateQueries({ queryKey: [HOTELS_PATH] });
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      const conflict = editingId ? null : alreadyReviewed(error);
      if (conflict) {
        onAlreadyReviewed(conflict);
        return;
      }
      const fallback = editingId ? 'Failed to save your review. Please try again.' : 'Failed to post review. Please try again.';
      const serverMessage = apiErrorStatus(error) === 403 || apiErrorStatus(error) === 404 ? apiErrorMessage(error) : null;
      toast({ title: 'Error', description: serverMessage ?? fallback, variant: 'destructive' });
    },
  });
}
