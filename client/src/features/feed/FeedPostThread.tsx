import { useId, useState } from 'react';
import { ChevronDown, MessageSquare } from 'lucide-react';
import type { FeedItem } from '@shared/contracts/feed';
import { CommentForm } from '@/components/comments/CommentForm';
import { CommentList } from '@/components/comments/CommentList';
import { CommentLoginPrompt } from '@/components/comments/CommentLoginPrompt';
import { commentFailedToast, commentPostedToast, commentWaitingToast } from '@/components/comments/comment-toasts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { handleUnauthorizedError, LOGIN_URL, useAuth } from '@/features/auth';
import { useFeedPostComments, usePostFeedComment } from './api';
import { ReportButton } from '@/features/moderation';

/**
 * "Comments (n)" under a feed post: a disclosure that opens the post's thread (loaded when first opened), with a
 * post box for signed-in riders and a log-in prompt for visitors. A posted comment shows at once, and the count
 * follows it.
 */
export function FeedPostThread({ item }: { item: FeedItem }) {
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const { isAuthenticated, isLoading: authLoading, user } = useAuth();
  const thread = useFeedPostComments(item.id, open);
  const post = usePostFeedComment(item.id, {
    onPosted: (comment) => {
      commentPostedToast();
      thread.addPosted(comment);
    },
    onWaiting: commentWaitingToast,
    onError: (error) => {
      if (!handleUnauthorizedError(error)) commentFailedToast(error);
    },
  });
  const count = Math.max(item.commentCount, thread.total);

  return (
    <div className="border-t px-2 py-1.5 sm:px-3">
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 text-muted-foreground"
        aria-expanded={open}
        aria-controls={threadId}
        onClick={() => setOpen((current) => !current)}
      >
        <MessageSquare aria-hidden="true" />
        Comments ({count})
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <section
        id={threadId}
        hidden={!open}
        aria-label={`Comments on the post by ${item.userName}`}
        className="space-y-4 px-2 pb-3 pt-2"
      >
        {open && (
          <>
            <CommentList
              thread={thread}
              emptyText="No comments yet. Be the first to answer."
              compact
              viewerId={user?.id ?? null}
              actions={(comment) => <ReportButton targetType="post_comment" targetId={comment.id} authorId={comment.userId} label="comment" />}
            />
            {authLoading ? null : isAuthenticated ? (
              <CommentForm
                id={`feed-comment-${item.id}`}
                label="Add a comment"
                placeholder="Answer, ask or share a tip..."
                rows={2}
                pending={post.isPending}
                onPost={(commentText) => post.mutateAsync(commentText)}
              />
            ) : (
              <CommentLoginPrompt message="Log in to join the conversation." loginUrl={LOGIN_URL} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
