import { useState } from 'react';
import { Link } from 'wouter';
import { CalendarDays, Camera, MapPin, MessageSquare, Star, type LucideIcon } from 'lucide-react';
import { POST_MAX_LENGTH } from '@shared/constants';
import type { FeedItem } from '@shared/contracts/feed';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { safeImageUrl } from '@/components/ui/external-link';
import { timeAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { nameInitials } from '@/lib/user-display';
import { OwnCommentControls } from '@/components/comments/OwnCommentControls';
import { useAuth } from '@/features/auth';
import { useDeleteFeedPost, useEditFeedPost } from './api';
import { FeedPostThread } from './FeedPostThread';
import { ReportButton } from '@/features/moderation';

const TYPE_LABELS: Record<string, { label: string; icon: LucideIcon }> = {
  photo: { label: 'Photo', icon: Camera },
  review: { label: 'Review', icon: Star },
  event: { label: 'Event', icon: CalendarDays },
  post: { label: 'Post', icon: MessageSquare },
};

const badgeLinkClasses = 'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One feed item, laid out like a comment: avatar (picture or initials), name, relative time, and up to three
 * badges (kind of post, arena, event), then the text and the photo, and the post's comment thread under it.
 */
export function FeedItemCard({ item, now }: { item: FeedItem; now?: Date }) {
  const clock = useRiderClock(now);
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = photoFailed ? null : safeImageUrl(item.photoUrl);
  const kind = TYPE_LABELS[item.type] ?? TYPE_LABELS.post;
  const KindIcon = kind.icon;
  const { user } = useAuth();
  const ownPost = Boolean(user && item.userId === user.id);
  return (
    <Card className="overflow-hidden" data-feed-item-id={item.id}>
      <article aria-label={`${kind.label} by ${item.userName}`}>
        <div className="space-y-3 p-4 sm:p-5">
          <header className="flex items-start gap-3">
            <Avatar imageUrl={safeImageUrl(item.userAvatar)} fallback={nameInitials(item.userName)} className="h-10 w-10" />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <span className="break-all font-semibold">{item.userName}</span>
                <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
                  {timeAgo(item.createdAt, clock)}
                </time>
                {item.editedAt && <span className="text-xs text-muted-foreground">(edited)</span>}
              </div>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">
                  <KindIcon aria-hidden="true" />
                  {kind.label}
                </Badge>
                {item.arenaId && item.arenaName && (
                  <Link href={`/arena/${item.arenaId}`} className={badgeLinkClasses}>
                    <Badge variant="outline" className="hover:bg-muted">
                      <MapPin aria-hidden="true" />
                      {item.arenaName}
                    </Badge>
                  </Link>
                )}
                {item.eventId && item.eventName && (
                  <Link href={`/event/${item.eventId}`} className={badgeLinkClasses}>
                    <Badge variant="accent" className="hover:opacity-90">
                      <CalendarDays aria-hidden="true" />
                      {item.eventName}
                    </Badge>
                  </Link>
                )}
              </div>
            </div>
          </header>
          <p className="whitespace-pre-line break-words leading-relaxed">{item.content}</p>
          {/* A review's item follows its review, which is edited on the arena page. */}
          {ownPost && item.type !== 'review' && <OwnPostControls item={item} />}
          <ReportButton targetType="post" targetId={item.id} authorId={item.userId} label="post" />
        </div>
        {photo && (
          <ResponsiveImage
            src={photo}
            sizes="(min-width: 768px) 672px, 100vw"
            alt={`Photo shared by ${item.userName}${item.arenaName ? ` at ${item.arenaName}` : ''}`}
            loading="lazy"
            className="max-h-[28rem] w-full border-t object-cover"
            onError={() => setPhotoFailed(true)}
          />
        )}
      </article>
      <FeedPostThread item={item} />
    </Card>
  );
}

/** Edit and Delete under the rider's own post. */
function OwnPostControls({ item }: { item: FeedItem }) {
  const edit = useEditFeedPost(item.id);
  const remove = useDeleteFeedPost(item.id);
  return (
    <OwnCommentControls
      noun="post"
      maxLength={POST_MAX_LENGTH}
      indentClassName="-ml-2"
      commentText={item.content}
      onEdit={async (content) => { await edit.mutateAsync(content); }}
      onDelete={() => remove.mutateAsync()}
    />
  );
}
