import { useQuery } from '@tanstack/react-query';
import type { HorseHotelItem, HorseHotelReviewItem, HotelNearbyArena } from '@shared/api-types';
import type { QueryParams } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';

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
