import { useState } from 'react';
import { useLocation } from 'wouter';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { FlyerExtraction } from '@shared/flyer';
import type { CreateEventInput } from '@shared/validation/events';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { arenaChoicesQuery, useCreateEvent } from './api';
import type { PickedArena } from './ArenaPicker';
import { BackToEventsLink } from './BackToEvents';
import { EMPTY_EVENT, type EventFormValues } from './event-form-values';
import { toClockText, toTimeInputValue } from './event-time';
import { EventForm } from './EventForm';
import { matchArenaByName } from './flyer-extraction';
import { FlyerUpload } from './FlyerUpload';
import { LazyQuickArenaDialog } from './LazyQuickArenaDialog';

const createEventResolver = lazyZodResolver<EventFormValues, CreateEventInput>(
  () => import('@shared/validation/events').then((module) => module.createEventSchema),
);
const REQUIRED_FIELDS = ['name', 'arenaId', 'date', 'time'] as const;
/** Arenas looked up for the name a flyer prints. */
const FLYER_ARENA_CANDIDATES = 20;

export default function CreateEventPage() {
  const auth = useRequireLogin('You need to log in to create an event. Redirecting...');
  if (!auth.isAuthenticated) return <PageSpinner label={auth.isLoading ? 'Loading' : 'Redirecting to log in'} />;
  return <CreateEventForm />;
}

function CreateEventForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [arena, setArena] = useState<PickedArena | null>(null);
  const [arenaDialogOpen, setArenaDialogOpen] = useState(false);
  const [flyerArenaName, setFlyerArenaName] = useState<string | null>(null);
  const form = useForm<EventFormValues, unknown, CreateEventInput>({
    resolver: createEventResolver,
    defaultValues: EMPTY_EVENT,
  });
  const { handleSubmit, setValue, getValues, formState: { errors } } = form;

  function chooseArena(next: PickedArena | null) {
    setArena(next);
    setValue('arenaId', next?.id ?? '', { shouldValidate: Boolean(errors.arenaId), shouldDirty: true });
    if (next) setFlyerArenaName(null);
  }

  async function prefillFromFlyer(extraction: FlyerExtraction) {
    const fill = { shouldDirty: true, shouldValidate: true } as const;
    if (extraction.eventName) setValue('name', extraction.eventName, fill);
    if (extraction.date) setValue('date', extraction.date, fill);
    const time = toTimeInputValue(extraction.time);
    if (time) setValue('time', time, fill);
    if (extraction.patternSize) setValue('patternSize', extraction.patternSize, fill);
    if (extraction.description) setValue('description', extraction.description, fill);
    if (extraction.entriesCloseAt) {
      // A deadline day without a time closes at the end of that day.
      const closes = extraction.entriesCloseAt.length === 10 ? `${extraction.entriesCloseAt}T23:59` : extraction.entriesCloseAt;
      setValue('entriesCloseAt', closes, fill);
    }
    if (extraction.lateFee != null) setValue('lateFee', String(extraction.lateFee), fill);
    if (extraction.divisions.length > 0) {
      setValue('divisions', extraction.divisions.map((division) => ({
        name: division.name, entryFee: division.entryFee == null ? '' : String(division.entryFee),
        addedMoney: division.addedMoney == null ? '' : String(division.addedMoney),
      })), fill);
    } else if (extraction.addedMoney != null) {
      setValue('divisions', [{ name: 'Open', entryFee: '', addedMoney: String(extraction.addedMoney) }], fill);
    }
    let arenaNote = '';
    if (extraction.arenaName) {
      const candidates = await queryClient.fetchQuery(arenaChoicesQuery(extraction.arenaName, FLYER_ARENA_CANDIDATES))
        .catch(() => []);
      const match = matchArenaByName(candidates, extraction.arenaName);
      if (match) chooseArena(match);
      else {
        setFlyerArenaName(extraction.arenaName);
        arenaNote = ` The flyer names "${extraction.arenaName}": choose that arena or create it.`;
      }
    }
    toast({ title: 'Information Extracted', description: `Check the details we filled in from your flyer.${arenaNote}` });
  }

  const create = useCreateEvent();
  // The flyer the rider uploaded to be read, shown with the event (unless they remove it).
  const [keptFlyer, setKeptFlyer] = useState<UploadedImage | null>(null);

  const onValid = (input: CreateEventInput) => {
    const raw = getValues();
    create.mutate({
      ...input,
      date: raw.date,
      time: toClockText(raw.time),
      eventFlyerUrl: keptFlyer ? null : input.eventFlyerUrl ?? null,
      flyerUploadId: keptFlyer?.id ?? null,
    }, {
      onSuccess: () => {
        const series = input.recurrence ? ' Every date of the series is listed.' : '';
        toast({ title: 'Event Created', description: `${getValues('name').trim()} is now listed.${series}` });
        navigate('/events');
      },
      onError: (error) => {
        if (handleUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Failed to create event. Please try again.', variant: 'destructive' });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<EventFormValues>) => {
    if (REQUIRED_FIELDS.some((field) => invalid[field])) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
    }
  };

  return (
    <div className="container max-w-3xl space-y-6 py-6 sm:py-10">
      <BackToEventsLink />
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Create New Event</h1>
        <p className="text-muted-foreground">Share a race with riders near you. Fields marked * are required.</p>
      </header>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Start from a flyer</h2>
          <CardDescription>Upload the flyer and we will fill in the name, date, time, pattern and arena we can read.</CardDescription>
        </CardHeader>
        <CardContent>
          <FlyerUpload onExtracted={prefillFromFlyer} onFlyerKept={setKeptFlyer} />
        </CardContent>
      </Card>

      <EventForm
        preloadValidation={createEventResolver.preload}
        form={form}
        mode="create"
        arena={arena}
        onArenaChange={chooseArena}
        onCreateArena={() => setArenaDialogOpen(true)}
        arenaNote={flyerArenaName && !arena && (
          <p className="text-sm text-muted-foreground">
            The flyer names <span className="font-medium text-foreground">{flyerArenaName}</span>. Choose it above or
            create it.
          </p>
        )}
        keptFlyer={keptFlyer}
        onSubmit={handleSubmit(onValid, onInvalid)}
        submitting={create.isPending}
        submitLabel="Create Event"
        submittingLabel="Creating..."
        cancelHref="/events"
        zoneNote="Dates and times are the arena's local time: a deadline is the same moment for every rider."
      />

      <LazyQuickArenaDialog
        open={arenaDialogOpen}
        onOpenChange={setArenaDialogOpen}
        defaultName={flyerArenaName ?? ''}
        onCreated={chooseArena}
      />
    </div>
  );
}
