import { useLayoutEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@shared/contracts/users';
import type { UpdateProfileInput } from '@shared/validation/users';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/features/auth';
import { socialKeys } from '@/features/social';

/** The users API's addresses (tests answer them by name too). */
export const userPaths = {
  myProfile: '/api/users/me/profile',
  /** The stand-in picture for an arena without a cover image. */
  arenaPlaceholderImage: '/api/placeholder/arena.jpg',
} as const;

/** Query keys start with the API path, so invalidating ['/api/users'] (saves and follows do) refreshes the profile. */
export const userKeys = {
  myProfile: ['/api/users', 'me', 'profile'],
} as const;

/** The signed-in rider's profile view (name, bio, location, follower and list counts). */
export function useMyProfile(enabled: boolean) {
  return useQuery<UserProfile>({ queryKey: userKeys.myProfile, enabled });
}

/** PUT the rider's profile; the answer is the new profile view, shown at once. */
export function useUpdateProfile({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      (await (await apiRequest('PUT', userPaths.myProfile, input)).json()) as UserProfile,
    onSuccess: (view) => {
      queryClient.setQueryData(userKeys.myProfile, view);
      // The header's picture comes from the signed-in user.
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
      onSuccess();
    },
    onError,
  });
}

// What the profile page shows: the profile and the rider's three lists.
const PROFILE_PAGE_QUERIES = [userKeys.myProfile, socialKeys.savedEvents, socialKeys.arenaFollows, socialKeys.producerFollows];

/**
 * Caches never go stale on their own, but saves and follows happen on other screens: each visit to the profile
 * refreshes its queries in the background while the cached values show. A request already in flight is reused.
 * A layout effect, because a page left for one still loading (Suspense keeps it hidden, not unmounted) shows again
 * without re-running its passive effects.
 */
export function useRefreshProfileOnVisit() {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    for (const queryKey of PROFILE_PAGE_QUERIES) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
  }, [queryClient]);
}
