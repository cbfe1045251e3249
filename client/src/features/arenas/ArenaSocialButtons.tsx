import { Heart, UserCheck, UserPlus } from 'lucide-react';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { Button, type ButtonSize } from '@/components/ui/button';
import { handleUnauthorizedError } from '@/features/auth';
import { useToggleArenaFollow, useToggleArenaLike } from '@/features/social';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';

type SocialArena = Pick<ArenaListItem, 'id' | 'name' | 'arenaFollowId' | 'arenaLikeId' | 'isFollowing' | 'isLiked' | 'likeCount'>;

function onToggleError(error: unknown) {
  if (handleUnauthorizedError(error)) return;
  toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
}

/**
 * Follow and like toggles (aria-pressed). Render them only for a signed-in user; `showLikeCount` adds the number
 * of likes to the like button (arena detail). A toggle stays disabled until the lists have refreshed, so a second
 * click never acts on a stale follow or like.
 */
export function ArenaSocialButtons({ arena, size = 'sm', showLikeCount = false, className }: {
  arena: SocialArena;
  size?: ButtonSize;
  showLikeCount?: boolean;
  className?: string;
}) {
  const follow = useToggleArenaFollow({
    onSuccess: (following) => toast({ title: following ? 'Following arena' : 'Unfollowed arena' }),
    onError: onToggleError,
  });
  const like = useToggleArenaLike({
    onSuccess: (liked) => toast({ title: liked ? 'Liked arena' : 'Unliked arena' }),
    onError: onToggleError,
  });
  const toggleFollow = () => follow.mutate({ arenaId: arena.id, arenaFollowId: arena.arenaFollowId });
  const toggleLike = () => like.mutate({ arenaId: arena.id, arenaLikeId: arena.arenaLikeId });
  const FollowIcon = arena.isFollowing ? UserCheck : UserPlus;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        size={size}
        variant={arena.isFollowing ? 'secondary' : 'outline'}
        aria-pressed={arena.isFollowing}
        disabled={follow.isPending}
        onClick={toggleFollow}
      >
        <FollowIcon aria-hidden="true" />
        {arena.isFollowing ? 'Following' : 'Follow'}{' '}
        <span className="sr-only">{arena.name}</span>
      </Button>
      <Button
        size={size}
        variant="outline"
        aria-pressed={arena.isLiked}
        disabled={like.isPending}
        onClick={toggleLike}
      >
        <Heart aria-hidden="true" className={cn(arena.isLiked && 'fill-red-500 text-red-500')} />
        {showLikeCount ? (
          <>
            <span className="sr-only">Like {arena.name},</span>{' '}
            {arena.likeCount}{' '}
            <span className="sr-only">{arena.likeCount === 1 ? 'like' : 'likes'}</span>
          </>
        ) : (
          <>
            {arena.isLiked ? 'Liked' : 'Like'}{' '}
            <span className="sr-only">{arena.name}</span>
          </>
        )}
      </Button>
    </div>
  );
}
