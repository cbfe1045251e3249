import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { CalendarClock, ClipboardList, Plus, Repeat, Siren, Trash2, Truck, Warehouse } from 'lucide-react';
import {
  COMMON_DIVISIONS, EVENT_STATUSES, MAX_EVENT_DIVISIONS, RV_HOOKUP_LABELS, RV_HOOKUPS, SERIES_FREQUENCIES,
  SERIES_FREQUENCY_LABELS, STALL_STATUS_LABELS, STALL_STATUSES,
} from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { capitalize } from './event-filters';
import type { EventFormValues } from './event-form-values';

/** The form, whatever its parsed values are (create and edit parse with different schemas). */
type EventForm<Parsed> = UseFormReturn<EventFormValues, unknown, Parsed>;
const ID_PREFIX = 'event-form';

/** The days, deadlines and links around entering: every clock time is the arena's. */
export function EntriesSection<Parsed>({ form, zoneNote }: { form: EventForm<Parsed>; zoneNote: string }) {
  const { register, formState: { errors } } = form;
  return (
    <FormSection idPrefix={ID_PREFIX} title="Entries and deadlines" icon={CalendarClock}>
      <p className="text-sm text-muted-foreground">{zoneNote}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Last day" hint="For a show over several days." error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </FormField>
        <FormField label="Late fee ($)" error={errors.lateFee?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" placeholder="e.g. 10" {...register('lateFee')} />
        </FormField>
        <FormField label="Entries open" error={errors.entriesOpenAt?.message}>
          <Input type="datetime-local" {...register('entriesOpenAt')} />
        </FormField>
        <FormField label="Entries close" error={errors.entriesCloseAt?.message}>
          <Input type="datetime-local" {...register('entriesCloseAt')} />
        </FormField>
        <FormField label="Draw link" error={errors.drawUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('drawUrl')} />
        </FormField>
        <FormField label="Draw posted" error={errors.drawPostedAt?.message}>
          <Input type="datetime-local" {...register('drawPostedAt')} />
        </FormField>
        <FormField label="Results link" error={errors.resultsUrl?.message} className="sm:col-span-2">
          <Input type="url" inputMode="url" placeholder="https://" {...register('resultsUrl')} />
        </FormField>
      </div>
    </FormSection>
  );
}

/** The divisions with their fees: rows added and removed, names suggested but free. */
export function DivisionsSection<Parsed>({ form }: { form: EventForm<Parsed> }) {
  const { register, control, formState: { errors } } = form;
  const divisions = useFieldArray({ control, name: 'divisions' });
  const listError = errors.divisions?.message ?? errors.divisions?.root?.message;
  return (
    <FormSection idPrefix={ID_PREFIX} title="Divisions" icon={ClipboardList}>
      <datalist id="event-division-names">
        {COMMON_DIVISIONS.map((name) => <option key={name} value={name} />)}
      </datalist>
      {divisions.fields.length === 0 && <p className="text-sm text-muted-foreground">Add the divisions you run, with their fees.</p>}
      <ul className="space-y-3">
        {divisions.fields.map((field, index) => {
          const rowErrors = errors.divisions?.[index];
          return (
            <li key={field.id} className="grid grid-cols-2 items-start gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_7rem_8rem_auto] sm:border-0 sm:p-0">
              <FormField label={`Division ${index + 1}`} error={rowErrors?.name?.message} className="col-span-2 sm:col-span-1">
                <Input list="event-division-names" placeholder="e.g. Open 4D" {...register(`divisions.${index}.name`)} />
              </FormField>
              <FormField label="Entry fee ($)" error={rowErrors?.entryFee?.message}>
                <Input type="number" min={0} step="0.01" inputMode="decimal" {...register(`divisions.${index}.entryFee`)} />
              </FormField>
              <FormField label="Added money ($)" error={rowErrors?.addedMoney?.message}>
                <Input type="number" min={0} step="1" inputMode="numeric" {...register(`divisions.${index}.addedMoney`)} />
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                className="col-span-2 justify-self-end sm:col-span-1 sm:mt-6"
                aria-label={`Remove division ${index + 1}`}
                onClick={() => divisions.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {listError && <p role="alert" className="text-sm text-destructive">{listError}</p>}
      <Button
        variant="outline"
        disabled={divisions.fields.length >= MAX_EVENT_DIVISIONS}
        onClick={() => divisions.append({ name: '', entryFee: '', addedMoney: '' })}
      >
        <Plus aria-hidden="true" />
        Add division
      </Button>
    </FormSection>
  );
}

/** Stalls and RV parking. */
export function StallsSection<Parsed>({ form }: { form: EventForm<Parsed> }) {
  const { register, formState: { errors } } = form;
  return (
    <FormSection idPrefix={ID_PREFIX} title="Stalls and RV" icon={Warehouse}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Stalls" error={errors.stallsAvailable?.message}>
          <Select {...register('stallsAvailable')}>
            <option value="">Not stated</option>
            <option value="true">Stalls on site</option>
            <option value="false">No stalls</option>
          </Select>
        </FormField>
        <FormField label="Stall availability" error={errors.stallStatus?.message}>
          <Select {...register('stallStatus')}>
            <option value="">Not stated</option>
            {STALL_STATUSES.map((status) => <option key={status} value={status}>{STALL_STATUS_LABELS[status]}</option>)}
          </Select>
        </FormField>
        <FormField label="Stall price per night ($)" error={errors.stallPricePerNight?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...register('stallPricePerNight')} />
        </FormField>
        <FormField label="Stall reservation link" error={errors.stallReservationUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('stallReservationUrl')} />
        </FormField>
        <FormField label="RV hookups" error={errors.rvHookups?.message}>
          <Select {...register('rvHookups')}>
            <option value="">Not stated</option>
            {RV_HOOKUPS.map((level) => <option key={level} value={level}>{RV_HOOKUP_LABELS[level]}</option>)}
          </Select>
        </FormField>
        <FormField label="RV price per night ($)" error={errors.rvPricePerNight?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...register('rvPricePerNight')} />
        </FormField>
        <FormField label="Dry camping" error={errors.dryCampingAllowed?.message}>
          <Select {...register('dryCampingAllowed')}>
            <option value="">Not stated</option>
            <option value="true">Allowed</option>
            <option value="false">Not allowed</option>
          </Select>
        </FormField>
      </div>
    </FormSection>
  );
}

/** When the gates open, which papers the venue checks, and whom to call. */
export function ArrivalSection<Parsed>({ form }: { form: EventForm<Parsed> }) {
  const { register, formState: { errors } } = form;
  return (
    <FormSection idPrefix={ID_PREFIX} title="Arrival and contact" icon={Truck}>
      <FormField label="Gate hours and arrival notes" error={errors.gateHours?.message}>
        <Textarea rows={3} placeholder="e.g. Gates open Friday 2 PM; no arrivals after 10 PM" {...register('gateHours')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Health papers required" error={errors.healthPapers?.message}>
          <Input placeholder="e.g. Negative Coggins within 12 months" {...register('healthPapers')} />
        </FormField>
        <FormField label="Contact phone" error={errors.contactPhone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('contactPhone')} />
        </FormField>
      </div>
    </FormSection>
  );
}

/** Create only: the same event every week, other week or month until a last day. */
export function RepeatSection<Parsed>({ form }: { form: EventForm<Parsed> }) {
  const { register, watch, formState: { errors } } = form;
  const repeats = Boolean(watch('recurrence.frequency'));
  return (
    <FormSection idPrefix={ID_PREFIX} title="Repeat" icon={Repeat}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Repeats" error={errors.recurrence?.frequency?.message}>
          <Select {...register('recurrence.frequency')}>
            <option value="">Does not repeat</option>
            {SERIES_FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{SERIES_FREQUENCY_LABELS[frequency]}</option>)}
          </Select>
        </FormField>
        {repeats && (
          <FormField label="Until" hint="The last day an event of the series may fall on." error={errors.recurrence?.until?.message}>
            <Input type="date" {...register('recurrence.until')} />
          </FormField>
        )}
      </div>
    </FormSection>
  );
}

/** Edit only: scheduled, postponed or cancelled, and why. */
export function StatusSection<Parsed>({ form }: { form: EventForm<Parsed> }) {
  const { register, watch, formState: { errors } } = form;
  const changed = watch('status') !== 'scheduled';
  return (
    <FormSection idPrefix={ID_PREFIX} title="Status" icon={Siren}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Event status" error={errors.status?.message}>
          <Select {...register('status')}>
            {EVENT_STATUSES.map((status) => <option key={status} value={status}>{capitalize(status)}</option>)}
          </Select>
        </FormField>
        {changed && (
          <FormField label="Reason" hint="Shown to riders on the event's page." error={errors.statusReason?.message}>
            <Input placeholder="e.g. Arena flooded; new date to come" {...register('statusReason')} />
          </FormField>
        )}
      </div>
    </FormSection>
  );
}
