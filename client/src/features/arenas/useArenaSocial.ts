import type { ArenaListItem } from '@shared/contracts/arenas';
import { useToggleArenaFollow, useToggleArenaLike } from '@/features/social';
import { handleUnauthorizedError } from '@/features/auth';
import { toast } from '@/hooks/use-toast';

type ArenaSocialState = Pick<ArenaListItem, 'id' | 'arenaFollowId' | 'arenaLikeId'>;

function onToggleError(error: unknown) {
  if (handleUnauthorizedError(error)) return;
  toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
}

/**
 * Follow and like toggles for one arena (SPEC 4): with a stored follow/like id the action deletes it, otherwise it
 * creates one. The server takes the user from the session.
 */
export function useArenaSocial(arena: ArenaSocialState) {
  // After a follow or like, the arena and event lists and details, and the user's follows, refresh.
  const follow = useToggleArenaFollow({
    onSuccess: (following) => toast({ title: following ? 'Following arena' : 'Unfollowed arena' }),
    onError: onToggleError,
  });
  const like = useToggleArenaLike({
    onSuccess: (liked) => toast({ title: liked ? 'Liked arena' : 'Unliked arena' }),
    onError: onToggleError,
  });

  return {
    toggleFollow: () => follow.mutate({ arenaId: arena.id, arenaFollowId: arena.arenaFollowId }),
    toggleLike: () => like.mutate({ arenaId: arena.id, arenaLikeId: arena.arenaLikeId }),
    // Pending until the refetch lands, so a second click never acts on a stale id.
    followPending: follow.isPending,
    likePending: like.isPending,
  };
}
