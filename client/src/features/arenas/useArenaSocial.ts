import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { refreshAfterSocialChange } from '@/features/social';
import { handleUnauthorizedError } from '@/features/auth';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';

type ArenaSocialState = Pick<ArenaListItem, 'id' | 'arenaFollowId' | 'arenaLikeId'>;

/** SPEC 7: after a follow or like, the arena and event lists and details, and the user's follows, refresh. */
export function invalidateArenaCaches(queryClient: QueryClient) {
  return Promise.all([
    refreshAfterSocialChange(queryClient),
    queryClient.invalidateQueries({ queryKey: ['/api/arena-follows'] }),
  ]);
}

function onToggleError(error: unknown) {
  if (handleUnauthorizedError(error)) return;
  toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
}

/**
 * Follow and like toggles for one arena (SPEC 4): with a stored follow/like id the action deletes it, otherwise it
 * creates one. The server takes the user from the session.
 */
export function useArenaSocial(arena: ArenaSocialState) {
  const queryClient = useQueryClient();
  const follow = useMutation({
    mutationFn: async () => {
      if (arena.arenaFollowId) await apiRequest('DELETE', `/api/arena-follows/${arena.arenaFollowId}`);
      else await apiRequest('POST', '/api/arena-follows', { arenaId: arena.id });
      return arena.arenaFollowId === null;
    },
    onSuccess: async (following) => {
      toast({ title: following ? 'Following arena' : 'Unfollowed arena' });
      await invalidateArenaCaches(queryClient);
    },
    onError: onToggleError,
  });

  const like = useMutation({
    mutationFn: async () => {
      if (arena.arenaLikeId) await apiRequest('DELETE', `/api/arena-likes/${arena.arenaLikeId}`);
      else await apiRequest('POST', '/api/arena-likes', { arenaId: arena.id });
      return arena.arenaLikeId === null;
    },
    onSuccess: async (liked) => {
      toast({ title: liked ? 'Liked arena' : 'Unliked arena' });
      await invalidateArenaCaches(queryClient);
    },
    onError: onToggleError,
  });

  return {
    toggleFollow: () => follow.mutate(),
    toggleLike: () => like.mutate(),
    // Pending until the refetch lands, so a second click never acts on a stale id.
    followPending: follow.isPending,
    likePending: like.isPending,
  };
}
