import { Award, MapPin, MessageSquare, Trophy, type LucideIcon } from 'lucide-react';
import { MAX_COMMENT_BADGES, type BadgeDisplay, type BadgeIcon, type BadgeLevel } from '@shared/badges';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { safeImageUrl } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { nameInitials } from '@/lib/user-display';

const BADGE_ICONS: Record<BadgeIcon, LucideIcon> = {
  trophy: Trophy, 'message-square': MessageSquare, 'map-pin': MapPin, award: Award,
};

const LEVEL_CLASSES: Record<BadgeLevel, string> = {
  gold: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  silver: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  bronze: 'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
};

/** What a comment card shows, whatever it comments on (an event, a feed post). */
export interface CommentCardComment {
  userName: string;
  userAvatar: string | null;
  createdAt: string;
  commentText: string;
  /** Set once its writer changed it: shown as "edited". */
  editedAt?: string | null;
  badges: BadgeDisplay[];
}

/** A comment: avatar (picture or initials), name, relative time, up to three badges, and the text. */
export function CommentCard({ comment, now }: { comment: CommentCardComment; now?: Date }) {
  const clock = useRiderClock(now);
  return (
    <article className="flex gap-3">
      <Avatar imageUrl={safeImageUrl(comment.userAvatar)} fallback={nameInitials(comment.userName)} className="h-10 w-10" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold">{comment.userName}</p>
          <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">{timeAgo(comment.createdAt, clock)}</time>
          {comment.editedAt && <span className="text-xs text-muted-foreground">(edited)</span>}
          {comment.badges.slice(0, MAX_COMMENT_BADGES).map((badge) => {
            const Icon = BADGE_ICONS[badge.icon] ?? Award;
            return (
              <Badge key={badge.id} variant="outline" className={cn(LEVEL_CLASSES[badge.badgeLevel])} title={badge.description}>
                <Icon aria-hidden="true" />
                {badge.name}
                <span className="sr-only"> ({badge.badgeLevel})</span>
              </Badge>
            );
          })}
        </header>
        <p className="whitespace-pre-line break-words text-sm">{comment.commentText}</p>
      </div>
    </article>
  );
}
