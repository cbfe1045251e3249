import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import type { UseFormReturn } from 'react-hook-form';
import type { UploadedImage } from '@shared/contracts/uploads';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ArenaPicker, type PickedArena } from './ArenaPicker';
import { capitalize, PATTERN_SIZE_OPTIONS } from './event-filters';
import type { EventFormValues } from './event-form-values';
import { ArrivalSection, DivisionsSection, EntriesSection, RepeatSection, StallsSection, StatusSection } from './EventLogisticsFields';
import { fieldMessage } from './form-errors';

export interface EventFormProps<Parsed> {
  form: UseFormReturn<EventFormValues, unknown, Parsed>;
  mode: 'create' | 'edit';
  arena: PickedArena | null;
  onArenaChange: (arena: PickedArena | null) => void;
  onCreateArena: () => void;
  /** Under the arena picker: what a flyer named, when no arena matched it. */
  arenaNote?: ReactNode;
  /** The flyer the rider uploaded, kept with the event instead of a link. */
  keptFlyer: UploadedImage | null;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Starts loading the form's schema (its resolver's `preload`): called when the rider first focuses a field. */
  preloadValidation: () => void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  cancelHref: string;
  /** Which clocks the times are on, e.g. "Times are on the arena's clocks (Central time)." */
  zoneNote: string;
}

/**
 * The event form of Create and Edit: the details, then the logistics in sections (dates and entries, divisions,
 * stalls and RV, arrival), and the repeat (create) or status (edit). Validated with the server's own schema.
 */
export function EventForm<Parsed>(props: EventFormProps<Parsed>) {
  const { form, mode, arena, keptFlyer } = props;
  const { register, formState: { errors } } = form;
  return (
    <form noValidate onSubmit={props.onSubmit} onFocus={props.preloadValidation} className="space-y-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Event details</h2>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField label="Event name" required error={fieldMessage(errors.name?.message)}>
            <Input autoComplete="off" placeholder="e.g. Friday Night Jackpot" {...register('name')} />
          </FormField>

          <input type="hidden" {...register('arenaId')} />
          <ArenaPicker
            value={arena}
            onChange={props.onArenaChange}
            onCreateArena={props.onCreateArena}
            error={fieldMessage(errors.arenaId?.message)}
          />
          {props.arenaNote}

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
        </CardContent>
      </Card>

      <EntriesSection form={form} zoneNote={props.zoneNote} />
      <DivisionsSection form={form} />
      <StallsSection form={form} />
      <ArrivalSection form={form} />
      {mode === 'create' ? <RepeatSection form={form} /> : <StatusSection form={form} />}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={props.cancelHref} className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
        <Button type="submit" disabled={props.submitting}>
          {props.submitting ? props.submittingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
