import { useLayoutEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UserProfile } from '@shared/contracts/users';
import type { UpdateProfileInput } from '@shared/validation/users';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { handleUnauthorizedError } from '@/features/auth';

export const MY_PROFILE_KEY = ['/api/users/me/profile'] as const;

/** The signed-in rider's profile view (name, bio, location, follower and list counts). */
export function useMyProfile(enabled: boolean) {
  return useQuery<UserProfile>({ queryKey: MY_PROFILE_KEY, enabled });
}

/**
 * Caches never go stale on their own (SPEC 9), but saves and follows happen on other screens: each visit refreshes
 * these queries in the background while the cached values show. A request already in flight is reused.
 * A layout effect, because a page left for one still loading (Suspense keeps it hidden, not unmounted) shows again
 * without re-running its passive effects.
 */
export function useRefreshOnVisit(queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    for (const queryKey of queryKeys) {
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }
    // Once per visit: the keys are constants of the page.
  }, []);
}

/** PUT /api/users/me/profile; the answer is the new profile view, shown at once. */
export function useUpdateProfile(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) => {
      const response = await apiRequest('PUT', '/api/users/me/profile', input);
      return (await response.json()) as UserProfile;
    },
    onSuccess: (view) => {
      queryClient.setQueryData(MY_PROFILE_KEY, view);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      onSaved();
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to update your profile. Please try again.', variant: 'destructive' });
    },
  });
}
