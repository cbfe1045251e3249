import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useForm, type FieldNamesMarkedBoolean } from 'react-hook-form';
import { ArrowLeft, CalendarX, Lock } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import type { UpdateEventInput } from '@shared/validation/events';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useEvent, useUpdateEvent } from './api';
import { DeleteEventSection } from './DeleteEventSection';
import type { PickedArena } from './ArenaPicker';
import { EventsRecordUnavailable } from './BackToEvents';
import { eventToFormValues, type EventFormValues } from './event-form-values';
import { toClockText } from './event-time';
import { EventForm } from './EventForm';
import { zoneName } from './event-logistics';
import { LazyQuickArenaDialog } from './LazyQuickArenaDialog';

type Changes = Partial<UpdateEventInput>;

const updateEventResolver = lazyZodResolver<EventFormValues, UpdateEventInput>(
  () => import('@shared/validation/events').then((module) => module.updateEventSchema),
);

/** Only what the rider changed is sent, so an edit of "the whole series" touches nothing else of each occurrence. */
function changedFields(parsed: UpdateEventInput, dirty: Partial<FieldNamesMarkedBoolean<EventFormValues>>, rawTime: string): Changes {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(dirty) as (keyof EventFormValues)[]) {
    if (key === 'recurrence') continue;
    if (key === 'time') changes.time = toClockText(rawTime);
    else if (key in parsed) changes[key] = parsed[key as keyof UpdateEventInput];
  }
  if ('status' in changes && parsed.status !== 'scheduled') changes.statusReason = parsed.statusReason ?? null;
  return changes as Changes;
}

/** /events/:id/edit: the event's creator changes it, postpones or cancels it; for a series, this date or all later. */
export default function EditEventPage() {
  const { id = '' } = useParams<{ id: string }>();
  const auth = useRequireLogin('You need to log in to edit an event. Redirecting...');
  const event = useEvent(id);
  if (auth.isLoading || event.isLoading) return <PageSpinner />;
  if (!auth.user) return <PageSpinner label="Redirecting to log in" />;
  if (event.isError || !event.data) {
    return (
      <EventsRecordUnavailable
        query={event}
        notFound={{ icon: CalendarX, title: 'Event not found', description: 'It may have been removed, or the link is wrong.' }}
        errorMessage="We could not load this event."
      />
    );
  }
  if (event.data.createdBy !== auth.user.id) {
    return (
      <div className="container max-w-2xl py-10">
        <h1 className="mb-4 text-2xl font-bold">Edit Event</h1>
        <EmptyState
          icon={Lock}
          title="403: Not allowed"
          description="Only the rider who posted this event can edit it."
          action={(
            <Link href={`/event/${id}`} className={buttonClasses({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              Back to the event
            </Link>
          )}
        />
      </div>
    );
  }
  return <EditEventForm event={event.data} />;
}

function EditEventForm({ event }: { event: EventListItem }) {
  const [, navigate] = useLocation();
  const eventHref = `/event/${event.id}`;
  const [arena, setArena] = useState<PickedArena | null>(event.arena);
  const [arenaDialogOpen, setArenaDialogOpen] = useState(false);
  const [pending, setPending] = useState<Changes | null>(null);
  const form = useForm<EventFormValues, unknown, UpdateEventInput>({
    resolver: updateEventResolver,
    defaultValues: eventToFormValues(event),
  });
  const update = useUpdateEvent(event.id);
  // Read during render: react-hook-form tracks only the form state a component reads.
  const { dirtyFields } = form.formState;

  function chooseArena(next: PickedArena | null) {
    setArena(next);
    form.setValue('arenaId', next?.id ?? '', { shouldDirty: true, shouldValidate: true });
  }

  function save(changes: Changes) {
    setPending(null);
    update.mutate(changes, {
      onSuccess: ({ updatedCount }) => {
        toast({ title: 'Event Updated', description: updatedCount > 1 ? `${updatedCount} dates of the series were changed.` : 'Your changes are saved.' });
        navigate(eventHref);
      },
      onError: (error) => {
        if (handleUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Failed to save the event. Please try again.', variant: 'destructive' });
      },
    });
  }

  const onValid = (parsed: UpdateEventInput) => {
    const changes = changedFields(parsed, dirtyFields, form.getValues('time'));
    if (Object.keys(changes).length === 0) {
      navigate(eventHref);
      return;
    }
    if (event.seriesId) setPending(changes);
    else save(changes);
  };

  return (
    <div className="container max-w-3xl space-y-6 py-6 sm:py-10">
      <Link href={eventHref} className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to {event.name}
      </Link>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Edit Event</h1>
        <p className="text-muted-foreground">Change the details riders see, or postpone or cancel the event.</p>
      </header>
      <EventForm
        preloadValidation={updateEventResolver.preload}
        form={form}
        mode="edit"
        arena={arena}
        onArenaChange={chooseArena}
        onCreateArena={() => setArenaDialogOpen(true)}
        keptFlyer={null}
        onSubmit={form.handleSubmit(onValid)}
        submitting={update.isPending}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        cancelHref={eventHref}
        zoneNote={`Dates and times are ${event.arena.name}'s local time (${zoneName(event.date, event.arena.timeZone)}).`}
      />
      <DeleteEventSection eventId={event.id} />
      <LazyQuickArenaDialog open={arenaDialogOpen} onOpenChange={setArenaDialogOpen} defaultName="" onCreated={chooseArena} />
      <Dialog open={pending !== null} onOpenChange={(open) => { if (!open) setPending(null); }}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change this event or the whole series?</DialogTitle>
            <DialogDescription>
              {event.name} repeats. Change only this date, or this date and every later one.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => pending && save({ ...pending, scope: 'event' })}>This event</Button>
            <Button onClick={() => pending && save({ ...pending, scope: 'series' })}>This and later events</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
