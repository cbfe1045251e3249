import { useLocation } from 'wouter';
import { DeletePageSection } from '@/components/ui/delete-page-section';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError } from '@/features/auth';
import { apiErrorMessage } from '@/lib/api-error';
import { useDeleteEvent } from './api';

/** At the foot of Edit Event: deleting it for good (one occurrence of a series), asked twice. */
export function DeleteEventSection({ eventId }: { eventId: string }) {
  const [, navigate] = useLocation();
  const remove = useDeleteEvent(eventId);
  return (
    <DeletePageSection
      title="Delete this event"
      noun="event"
      busy={remove.isPending}
      onDelete={() => remove.mutate(undefined, {
        onSuccess: () => {
          toast({ title: 'Event deleted' });
          navigate('/events');
        },
        onError: (error) => {
          if (!handleUnauthorizedError(error)) {
            toast({ title: 'Event not deleted', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
          }
        },
      })}
    >
      It leaves the events list and its page. Riders who saved it or planned a trip around it see it marked removed.
      To keep it listed with a notice, cancel or postpone it above instead.
    </DeletePageSection>
  );
}
