import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MessageSquare, Send } from 'lucide-react';
import type { EventComment } from '@shared/api-types';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { usePagedList } from '@/lib/paged-list';
import { handleUnauthorizedError, LOGIN_URL } from '@/features/auth/login-redirect';
import { useAuth } from '@/features/auth/useAuth';
import { CommentCard } from './CommentCard';

const COMMENT_PAGE_SIZE = 20;

/** The comments of an event, oldest first with Load More, and the post box (or a log-in prompt). */
export function EventComments({ eventId }: { eventId: string }) {
  const { isAuthenticated } = useAuth();
  const comments = usePagedList<EventComment>(`/api/events/${eventId}/comments`, {}, COMMENT_PAGE_SIZE);
  // Comments posted here, shown at once even when older pages are still to load.
  const [posted, setPosted] = useState<EventComment[]>([]);
  const shown = [...comments.items, ...posted.filter((comment) => !comments.items.some((item) => item.id === comment.id))];
  const total = Math.max(comments.total, shown.length);

  return (
    <Card>
      <CardHeader>
        <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
          <MessageSquare aria-hidden="true" className="h-5 w-5 text-primary" />
          Comments {total > 0 && <span className="text-base font-normal text-muted-foreground">({total})</span>}
        </h2>
      </CardHeader>
      <CardContent className="space-y-6">
        {isAuthenticated ? (
          <CommentForm
            eventId={eventId}
            onPosted={(comment) => {
              setPosted((current) => [...current, comment]);
              void comments.refetch();
            }}
          />
        ) : (
          <div className="flex flex-col gap-3 rounded-lg bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">Log in to ask a question or share what you know about this event.</p>
            <a href={LOGIN_URL} className={buttonClasses({ size: 'sm' })}>Log In to Comment</a>
          </div>
        )}

        {comments.isLoading ? (
          <div className="space-y-4" role="status" aria-label="Loading comments">
            {[0, 1].map((key) => (
              <div key={key} className="flex gap-3">
                <Skeleton className="h-10 w-10 rounded-full" />
                <div className="flex-1 space-y-2"><Skeleton className="h-4 w-40" /><Skeleton className="h-4 w-full" /></div>
              </div>
            ))}
          </div>
        ) : comments.isError ? (
          <ErrorState message="We could not load the comments." onRetry={() => void comments.refetch()} />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No comments yet. Be the first to ask or share a tip.</p>
        ) : (
          <>
            <ol className="space-y-5" aria-label="Comments">
              {shown.map((comment) => <li key={comment.id}><CommentCard comment={comment} /></li>)}
            </ol>
            <LoadMore
              shown={shown.length}
              total={total}
              hasMore={comments.hasMore}
              loading={comments.isLoadingMore}
              onLoadMore={() => void comments.loadMore()}
              label="Load More"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CommentForm({ eventId, onPosted }: { eventId: string; onPosted: (comment: EventComment) => void }) {
  const [text, setText] = useState('');
  const post = useMutation({
    mutationFn: async (commentText: string) =>
      (await (await apiRequest('POST', `/api/events/${eventId}/comments`, { commentText })).json()) as EventComment,
    onSuccess: (comment) => {
      setText('');
      toast({ title: 'Comment posted' });
      onPosted(comment);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to post comment. Please try again.', variant: 'destructive' });
    },
  });
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || post.isPending) return;
    post.mutate(text.trim());
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <Label htmlFor={`comment-${eventId}`}>Add a comment</Label>
      <Textarea
        id={`comment-${eventId}`}
        rows={3}
        maxLength={2000}
        value={text}
        placeholder="Ask about classes, stalls, ground..."
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || post.isPending}>
          <Send aria-hidden="true" />
          {post.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
