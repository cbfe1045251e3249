import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import type { CommentThread } from '@/lib/comment-thread';
import { cn } from '@/lib/cn';
import { CommentCard, type CommentCardComment } from './CommentCard';
import { OwnCommentControls } from './OwnCommentControls';
import { WaitingCommentCard } from './WaitingCommentCard';
import type { ReactNode } from 'react';

interface CommentListProps<T extends CommentCardComment & { id: string; userId: string }> {
  thread: CommentThread<T>;
  /** What an empty thread says, e.g. 'No comments yet. Be the first to ask or share a tip.' */
  emptyText: string;
  /** For a thread under a feed post: less air, and no 'Showing n of n' once every comment is shown. */
  compact?: boolean;
  /** What goes under someone else's comment (the feature's Report button). */
  actions?: (comment: T) => ReactNode;
  /** The signed-in rider: their own comments get Edit and Delete. */
  viewerId?: string | null;
}

/** A thread's comments, oldest first with Load More, or its loading, error and empty states. */
export function CommentList<T extends CommentCardComment & { id: string; userId: string }>({
  thread, emptyText, compact, actions, viewerId = null,
}: CommentListProps<T>) {
  if (thread.isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading comments">
        {[0, 1].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2"><Skeleton className="h-4 w-40" /><Skeleton className="h-4 w-full" /></div>
          </div>
        ))}
      </div>
    );
  }
  if (thread.isError) {
    return <ErrorState message="We could not load the comments." onRetry={() => void thread.refetch()} />;
  }
  if (thread.items.length === 0 && thread.waiting.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <>
      <ol className={cn(compact ? 'space-y-4' : 'space-y-5')} aria-label="Comments">
        {thread.items.map((comment) => (
          <li key={comment.id}>
            <CommentCard comment={comment} />
            {viewerId !== null && comment.userId === viewerId ? (
              <OwnCommentControls
                commentText={comment.commentText}
                onEdit={(text) => thread.editComment(comment.id, text)}
                onDelete={() => thread.deleteComment(comment.id)}
              />
            ) : actions?.(comment)}
          </li>
        ))}
        {thread.waiting.map((comment) => <WaitingCommentCard key={comment.id} comment={comment} />)}
      </ol>
      {(!compact || thread.hasMore) && (
        <LoadMore
          shown={thread.items.length}
          total={thread.total}
          hasMore={thread.hasMore}
          loading={thread.isLoadingMore}
          onLoadMore={() => void thread.loadMore()}
          label="Load More"
        />
      )}
    </>
  );
}
