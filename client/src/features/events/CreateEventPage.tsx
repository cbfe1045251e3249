import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { FlyerExtraction } from '@shared/flyer';
import { createEventSchema, type CreateEventInput } from '@shared/validation/events';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Select } from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { handleUnauthorizedError, useRequireLogin } from '@/features/auth';
import { arenaChoicesQuery, useCreateEvent } from './api';
import { ArenaPicker, type PickedArena } from './ArenaPicker';
import { BackToEventsLink } from './BackToEvents';
import { capitalize, PATTERN_SIZE_OPTIONS } from './event-filters';
import { toClockText, toTimeInputValue } from './event-time';
import { matchArenaByName } from './flyer-extraction';
import { FlyerUpload } from './FlyerUpload';
import { fieldMessage } from './form-errors';
import { QuickArenaDialog } from './QuickArenaDialog';

/** The form's raw values: a date input gives 'yyyy-MM-dd' and a time input 'HH:mm'. */
interface EventFormValues {
  name: string;
  arenaId: string;
  date: string;
  time: string;
  patternSize: string;
  description: string;
  eventFlyerUrl: string;
  saddlebookUrl: string;
}

const EMPTY_EVENT: EventFormValues = {
  name: '', arenaId: '', date: '', time: '', patternSize: '', description: '', eventFlyerUrl: '', saddlebookUrl: '',
};

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
    resolver: zodResolver(createEventSchema) as never,
    defaultValues: EMPTY_EVENT,
  });
  const { register, handleSubmit, setValue, getValues, formState: { errors } } = form;

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
      name: input.name,
      arenaId: input.arenaId,
      date: raw.date,
      time: toClockText(raw.time),
      patternSize: input.patternSize ?? null,
      description: input.description ?? null,
      eventFlyerUrl: keptFlyer ? null : input.eventFlyerUrl ?? null,
      flyerUploadId: keptFlyer?.id ?? null,
      saddlebookUrl: input.saddlebookUrl ?? null,
    }, {
      onSuccess: () => {
        toast({ title: 'Event Created', description: `${getValues('name').trim()} is now listed.` });
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

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Event details</h2>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-5">
            <FormField label="Event name" required error={fieldMessage(errors.name?.message)}>
              <Input autoComplete="off" placeholder="e.g. Friday Night Jackpot" {...register('name')} />
            </FormField>

            <input type="hidden" {...register('arenaId')} />
            <ArenaPicker
              value={arena}
              onChange={chooseArena}
              onCreateArena={() => setArenaDialogOpen(true)}
              error={fieldMessage(errors.arenaId?.message)}
            />
            {flyerArenaName && !arena && (
              <p className="text-sm text-muted-foreground">
                The flyer names <span className="font-medium text-foreground">{flyerArenaName}</span>. Choose it above or
                create it.
              </p>
            )}

            <div className="grid gap-4 sm:grid-cols-3">
              <FormField label="Date" required error={fieldMessage(errors.date?.message)}>
                <Input type="date" {...register('date')} />
              </FormField>
              <FormField label="Start time" required error={fieldMessage(errors.time?.message)}>
                <Input type="time" {...register('time')} />
              </FormField>
              <FormField label="Pattern size" error={errors.patternSize?.message}>
                <Select {...register('patternSize')}>
                  <option value="">Not set</option>
                  {PATTERN_SIZE_OPTIONS.map((size) => <option key={size} value={size}>{capitalize(size)}</option>)}
                </Select>
              </FormField>
            </div>

            <FormField label="Description" error={errors.description?.message}>
              <Textarea rows={5} placeholder="Classes, payouts, exhibitions, stalls, rules..." {...register('description')} />
            </FormField>

            <div className="grid gap-4 sm:grid-cols-2">
              {keptFlyer ? (
                <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-2">
                  <ResponsiveImage src={keptFlyer.url} sizes="64px" alt="Your flyer" className="h-16 w-12 rounded object-cover" />
                  <p className="text-sm">Flyer: kept with the event. Remove it above to use a link instead.</p>
                </div>
              ) : (
                <FormField label="Flyer URL" hint="A link to the flyer image or PDF." error={errors.eventFlyerUrl?.message}>
                  <Input type="url" inputMode="url" placeholder="https://" {...register('eventFlyerUrl')} />
                </FormField>
              )}
              <FormField label="Entry link URL" hint="Where riders enter, e.g. a Saddlebook page." error={errors.saddlebookUrl?.message}>
                <Input type="url" inputMode="url" placeholder="https://" {...register('saddlebookUrl')} />
              </FormField>
            </div>

            <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
              <Link href="/events" className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create Event'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <QuickArenaDialog
        open={arenaDialogOpen}
        onOpenChange={setArenaDialogOpen}
        defaultName={flyerArenaName ?? ''}
        onCreated={chooseArena}
      />
    </div>
  );
}
