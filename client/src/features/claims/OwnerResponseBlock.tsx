import { useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import type { ClaimTarget } from '@shared/constants';
import type { OwnerResponse } from '@shared/contracts/moderation';
import type { Json } from '@shared/contracts/json';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { daysAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { useOwnerResponse } from './api';

/**
 * Under a review: the page owner's response with an owner badge ("edited" once changed), and for the owner the
 * form to write, edit or remove it.
 */
export function OwnerResponseBlock({ type, reviewId, response, isPageOwner }: {
  type: ClaimTarget;
  reviewId: string;
  response: Json<OwnerResponse> | null;
  isPageOwner: boolean;
}) {
  const clock = useRiderClock();
  const [editing, setEditing] = useState(false);
  if (editing) return <ResponseForm type={type} reviewId={reviewId} initial={response?.text ?? ''} onDone={() => setEditing(false)} />;
  return (
    <>
      {response && (
        <div className="space-y-1 rounded-md border-l-4 border-primary bg-muted/50 p-3" aria-label="Response from the owner">
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="accent">Owner</Badge>
            <span>Response from the owner</span>
            <time dateTime={response.respondedAt}>{daysAgo(response.respondedAt, clock)}</time>
            {response.editedAt && <span>(edited)</span>}
          </p>
          <p className="whitespace-pre-line text-sm">{response.text}</p>
        </div>
      )}
      {isPageOwner && (
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <MessageSquareReply aria-hidden="true" />
          {response ? 'Edit response' : 'Respond'}
        </Button>
      )}
    </>
  );
}

function ResponseForm({ type, reviewId, initial, onDone }: { type: ClaimTarget; reviewId: string; initial: string; onDone: () => void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useOwnerResponse(type, reviewId);
  const send = (value: string | null) => save.mutate(value, {
    onSuccess: () => {
      toast({ title: value === null ? 'Response removed' : 'Response posted' });
      onDone();
    },
    onError: (failure) => setError(apiErrorMessage(failure) ?? 'Could not save the response. Please try again.'),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) setError('Write a response first');
    else send(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Your response as the owner" className="space-y-2">
      <label htmlFor={`response-${reviewId}`} className="text-sm font-medium">Your response as the owner (public)</label>
      <Textarea
        id={`response-${reviewId}`}
        rows={3}
        value={text}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `response-${reviewId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <p id={`response-${reviewId}-error`} role="alert" className="text-sm text-destructive">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Post response'}</Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>Cancel</Button>
        {initial && <Button type="button" variant="ghost" size="sm" disabled={save.isPending} onClick={() => send(null)}>Remove response</Button>}
      </div>
    </form>
  );
}
