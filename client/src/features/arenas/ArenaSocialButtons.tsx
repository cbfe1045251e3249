import { Heart, UserCheck, UserPlus } from 'lucide-react';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { Button, type ButtonSize } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useArenaSocial } from './useArenaSocial';

type SocialArena = Pick<ArenaListItem, 'id' | 'name' | 'arenaFollowId' | 'arenaLikeId' | 'isFollowing' | 'isLiked' | 'likeCount'>;

/**
 * Follow and like toggles (aria-pressed). Render them only for a signed-in user; `showLikeCount` adds the number
 * of likes to the like button (arena detail).
 */
export function ArenaSocialButtons({ arena, size = 'sm', showLikeCount = false, className }: {
  arena: SocialArena;
  size?: ButtonSize;
  showLikeCount?: boolean;
  className?: string;
}) {
  const social = useArenaSocial(arena);
  const FollowIcon = arena.isFollowing ? UserCheck : UserPlus;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        size={size}
        variant={arena.isFollowing ? 'secondary' : 'outline'}
        aria-pressed={arena.isFollowing}
        disabled={social.followPending}
        onClick={social.toggleFollow}
      >
        <FollowIcon aria-hidden="true" />
        {arena.isFollowing ? 'Following' : 'Follow'}{' '}
        <span className="sr-only">{arena.name}</span>
      </Button>
      <Button
        size={size}
        variant="outline"
        aria-pressed={arena.isLiked}
        disabled={social.likePending}
        onClick={social.toggleLike}
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
