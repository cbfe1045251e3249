import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimTarget } from '@shared/constants';
import type { MyClaim, OwnerResponse } from '@shared/contracts/moderation';
import type { Json } from '@shared/contracts/json';
import type { ClaimInput } from '@shared/validation/moderation';
import { apiRequest } from '@/lib/api';

/** Each kind of page's API: where it is claimed, where its reviews are answered, and its queries' root key. */
const PAGE_APIS: Record<ClaimTarget, { claims: (id: string) => string; response: (reviewId: string) => string; root: string }> = {
  arena: { claims: (id) => `/api/arenas/${id}/claims`, response: (id) => `/api/reviews/${id}/response`, root: '/api/arenas' },
  horse_hotel: {
    claims: (id) => `/api/horse-hotels/${id}/claims`, response: (id) => `/api/horse-hotel-reviews/${id}/response`, root: '/api/horse-hotels',
  },
};

export const claimPaths = { mine: '/api/my-claims' } as const;
export const claimKeys = { mine: [claimPaths.mine] } as const;

/** The signed-in rider's claims, newest first (asked only when signed in). */
export const useMyClaims = (signedIn: boolean) =>
  useQuery({ ...queryOptions<MyClaim[]>({ queryKey: claimKeys.mine }), enabled: signedIn });

export function useClaimPage(type: ClaimTarget, pageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimInput) => (await (await apiRequest('POST', PAGE_APIS[type].claims(pageId), input)).json()) as MyClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.mine }),
  });
}

/** The page owner writes, rewrites (`text`) or removes (null) their response to a review; the page's reviews refresh. */
export function useOwnerResponse(type: ClaimTarget, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string | null) => {
      const path = PAGE_APIS[type].response(reviewId);
      if (text === null) {
        await apiRequest('DELETE', path);
        return null;
      }
      return (await (await apiRequest('PUT', path, { text })).json()) as Json<OwnerResponse>;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAGE_APIS[type].root] }),
  });
}
