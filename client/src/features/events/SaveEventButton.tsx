import { useEffect, useState } from 'react';
import { Heart } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { handleUnauthorizedError, useAuth, useFinishAfterLogin, useLoginFirst, useSignedInCheck } from '@/features/auth';
import { useToggleSavedEvent } from '@/features/social';

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

  const toggle = useToggleSavedEvent({
    onSuccess: (newSavedEventId) => {
      setSavedEventId(newSavedEventId);
      toast({ title: newSavedEventId ? 'Event saved' : 'Event removed' });
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Could not update your saved events. Please try again.', variant: 'destructive' });
    },
  });

  const saved = savedEventId !== null;
  const logInToSave = useLoginFirst('save-event', event.id);
  // Saving is what was asked: an event saved meanwhile (another tab) is left saved, not toggled off.
  useFinishAfterLogin('save-event', event.id, isAuthenticated, () => {
    if (!saved && !toggle.isPending) toggle.mutate({ eventId: event.id, savedEventId });
  });

  const signedInCheck = useSignedInCheck();
  const onClick = async () => {
    if (toggle.isPending) return;
    if (authLoading ? await signedInCheck() : isAuthenticated) toggle.mutate({ eventId: event.id, savedEventId });
    else logInToSave();
  };
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={`Save ${event.name}`}
      title={isAuthenticated ? (saved ? 'Saved: click to remove' : 'Save event') : 'Log in to save this event'}
      // Not `disabled` while saving: a disabled button drops keyboard focus to the page.
      aria-disabled={toggle.isPending || undefined}
      onClick={() => void onClick()}
      className={cn('rounded-full bg-card/90 backdrop-blur', className)}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-red-500 text-red-500')} />
    </Button>
  );
}
