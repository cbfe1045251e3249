import { MessageSquare } from 'lucide-react';
import { CommentForm } from '@/components/comments/CommentForm';
import { CommentList } from '@/components/comments/CommentList';
import { CommentLoginPrompt } from '@/components/comments/CommentLoginPrompt';
import { commentFailedToast, commentPostedToast, commentWaitingToast } from '@/components/comments/comment-toasts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { handleUnauthorizedError, LOGIN_URL, useAuth } from '@/features/auth';
import { useEventComments, usePostEventComment } from './api';
import { ReportButton } from '@/features/moderation';

/** The comments of an event, oldest first with Load More, and the post box (or a log-in prompt). */
export function EventComments({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { isAuthenticated, user } = useAuth();
  const comments = useEventComments(eventId);
  const post = usePostEventComment(eventId, eventName);
  const postComment = (commentText: string) => post.mutateAsync(commentText, {
    onSuccess: (result) => {
      if (result.waiting) return commentWaitingToast();
      commentPostedToast();
      comments.addPosted(result.value);
    },
    onError: (error) => {
      if (!handleUnauthorizedError(error)) commentFailedToast(error);
    },
  });

  return (
    <Card>
      <CardHeader>
        <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
          <MessageSquare aria-hidden="true" className="h-5 w-5 text-primary" />
          Comments {comments.total > 0 && <span className="text-base font-normal text-muted-foreground">({comments.total})</span>}
        </h2>
      </CardHeader>
      <CardContent className="space-y-6">
        {isAuthenticated ? (
          <CommentForm
            id={`comment-${eventId}`}
            label="Add a comment"
            placeholder="Ask about classes, stalls, ground..."
            pending={post.isPending}
            onPost={postComment}
          />
        ) : (
          <CommentLoginPrompt message="Log in to ask a question or share what you know about this event." loginUrl={LOGIN_URL} />
        )}
        <CommentList
          thread={comments}
          emptyText="No comments yet. Be the first to ask or share a tip."
          viewerId={user?.id ?? null}
          actions={(comment) => <ReportButton targetType="event_comment" targetId={comment.id} authorId={comment.userId} label="comment" />}
        />
      </CardContent>
    </Card>
  );
}
