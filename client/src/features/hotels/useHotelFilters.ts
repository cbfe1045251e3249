import { useAddressFilters } from '@/lib/use-address-filters';
import { HOTEL_FILTER_RULES } from './hotel-filters';

/** The hotel list's filters, kept in the page address so Back from a hotel returns to the same list. */
export const useHotelFilters = () => useAddressFilters(HOTEL_FILTER_RULES);
