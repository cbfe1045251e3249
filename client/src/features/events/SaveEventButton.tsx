import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { Button } from '@/components/ui/button';
import { toast, waitingToSendToast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { handleUnauthorizedError, useAuth, useFinishAfterLogin, useLoginFirst, useSignedInCheck } from '@/features/auth';
import { useOutboxEntries } from '@/lib/outbox';
import { savedEventPlace, useToggleSavedEvent } from '@/features/social';

type SaveTarget = Pick<EventListItem, 'id' | 'name' | 'isSaved' | 'savedEventId'>;

/**
 * The save/unsave heart of an event (a saved event shows on the rider's calendar). A visitor's tap goes to log in
 * and back to this page, where the event is then saved.
 */
export function SaveEventButton({ event, className }: { event: SaveTarget; className?: string }) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const [savedEventId, setSavedEventId] = useState(event.isSaved ? event.savedEventId : null);
  // Fresh rows from a refetch win over what this button last did.
  useEffect(() => setSavedEventId(event.isSaved ? event.savedEventId : null), [event.isSaved, event.savedEventId]);

  // A save or unsave made with no connection waits in the outbox: the heart shows it until it is sent.
  const waiting = useOutboxEntries({ kind: 'save-event', place: savedEventPlace(event.id) }).filter((entry) => entry.state === 'waiting').at(-1);
  const toggle = useToggleSavedEvent({
    onSuccess: (result) => {
      if (result.outcome === 'sent') {
        setSavedEventId(result.savedEventId);
        toast({ title: result.savedEventId ? 'Event saved' : 'Event removed' });
      } else if (result.outcome === 'waiting') {
        waitingToSendToast(saved ? 'Removing this event' : 'Saving this event');
      }
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Could not update your saved events. Please try again.', variant: 'destructive' });
    },
  });

  const saved = waiting ? waiting.method === 'POST' : savedEventId !== null;
  const toggleSave = () => toggle.mutate({ eventId: event.id, eventName: event.name, savedEventId, waitingEntryId: waiting?.id ?? null });
  const logInToSave = useLoginFirst('save-event', event.id);
  // Saving is what was asked: an event saved meanwhile (another tab) is left saved, not toggled off.
  useFinishAfterLogin('save-event', event.id, isAuthenticated, () => {
    if (!saved && !toggle.isPending) toggleSave();
  });

  const signedInCheck = useSignedInCheck();
  const onClick = async () => {
    if (toggle.isPending) return;
    if (authLoading ? await signedInCheck() : isAuthenticated) toggleSave();
    else logInToSave();
  };
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={`Save ${event.name}`}
      title={!isAuthenticated ? 'Log in to save this event' : waiting ? 'Waiting to send: click to undo' : saved ? 'Saved: click to remove' : 'Save event'}
      // Not `disabled` while saving: a disabled button drops keyboard focus to the page.
      aria-disabled={toggle.isPending || undefined}
      onClick={() => void onClick()}
      className={cn('rounded-full bg-card/90 backdrop-blur', className)}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-red-500 text-red-500', waiting && 'opacity-60')} />
    </Button>
  );
}
