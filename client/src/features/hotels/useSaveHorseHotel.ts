import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseHotelItem } from '@shared/contracts/hotels';
import type { CreateHorseHotelInput } from '@shared/validation/hotels';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { handleUnauthorizedError } from '@/features/auth';
import { HOTELS_PATH } from './useHorseHotels';

/**
 * Creates a hotel (no id) or saves the owner's edit (PUT, the whole form again), refreshes every hotel query and
 * hands the saved hotel to `onSaved`.
 */
export function useSaveHorseHotel(hotelId: string | null, onSaved: (hotel: HorseHotelItem) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hotel: CreateHorseHotelInput) => {
      const response = hotelId
        ? await apiRequest('PUT', `${HOTELS_PATH}/${hotelId}`, hotel)
        : await apiRequest('POST', HOTELS_PATH, hotel);
      return (await response.json()) as HorseHotelItem;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData([HOTELS_PATH, saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [HOTELS_PATH], predicate: (query) => query.queryKey[1] !== saved.id });
      void queryClient.invalidateQueries({ queryKey: [`${HOTELS_PATH}/${saved.id}/arenas`] });
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
