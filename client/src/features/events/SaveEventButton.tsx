import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { EventListItem, SavedEventRow } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { cn } from '@/lib/cn';
import { handleUnauthorizedError } from '@/features/auth/login-redirect';
import { useAuth } from '@/features/auth/useAuth';
import { refreshAfterSocialChange } from './social-cache';

type SaveTarget = Pick<EventListItem, 'id' | 'name' | 'isSaved' | 'savedEventId'>;

/** The save/unsave heart (SPEC 4 "Saved event") for signed-in riders; nothing for visitors. */
export function SaveEventButton({ event, className }: { event: SaveTarget; className?: string }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [savedEventId, setSavedEventId] = useState(event.isSaved ? event.savedEventId : null);
  // Fresh rows from a refetch win over what this button last did.
  useEffect(() => setSavedEventId(event.isSaved ? event.savedEventId : null), [event.isSaved, event.savedEventId]);

  const toggle = useMutation({
    mutationFn: async (): Promise<string | null> => {
      if (savedEventId) {
        await apiRequest('DELETE', `/api/saved-events/${savedEventId}`);
        return null;
      }
      const response = await apiRequest('POST', '/api/saved-events', { eventId: event.id });
      return ((await response.json()) as SavedEventRow).id;
    },
    onSuccess: (newSavedEventId) => {
      setSavedEventId(newSavedEventId);
      toast({ title: newSavedEventId ? 'Event saved' : 'Event removed' });
      void refreshAfterSocialChange(queryClient);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Could not update your saved events. Please try again.', variant: 'destructive' });
    },
  });

  if (!isAuthenticated) return null;
  const saved = savedEventId !== null;
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={`Save ${event.name}`}
      title={saved ? 'Saved: click to remove' : 'Save event'}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={cn('rounded-full bg-card/90 backdrop-blur', className)}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-red-500 text-red-500')} />
    </Button>
  );
}
