import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ArenaListItem } from '@shared/contracts/arenas';
import { ARENA_TYPES, QUICK_ARENA_MISSING, QUICK_FOOTING_TYPES } from '@shared/constants';
import type { quickArenaSchema } from '@shared/validation/arenas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { fillFields } from '@/lib/form-fill';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AddressAutocomplete, placeAddressFields, type PlaceSelection } from '@/maps';
import { handleUnauthorizedError } from '@/features/auth';
import { useCreateQuickArena } from './api';
import { capitalize } from './event-filters';

type QuickArenaInput = z.input<typeof quickArenaSchema>;
type QuickArenaOutput = z.output<typeof quickArenaSchema>;
const quickArenaResolver = lazyZodResolver<QuickArenaInput, QuickArenaOutput>(
  () => import('@shared/validation/arenas').then((module) => module.quickArenaSchema),
);

const EMPTY_ARENA: QuickArenaInput = {
  name: '', city: '', state: '', footingType: '', arenaType: '', address: '', zipCode: '', latitude: '', longitude: '',
  largeRigsFriendly: '',
};

/** "Not sure" is stored as unanswered (the arena page reads 'Not specified'), never as Limited. */
const LARGE_RIGS_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'limited', label: 'Limited' },
  { value: '', label: 'Not sure' },
] as const;

interface QuickArenaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** E.g. the venue a flyer named. */
  defaultName?: string;
  onCreated: (arena: ArenaListItem) => void;
}

/** 'Create one inline' on the create-event form: a small arena record (name, city, state, footing, type, address). */
export function QuickArenaDialog({ open, onOpenChange, defaultName = '', onCreated }: QuickArenaDialogProps) {
  const form = useForm<QuickArenaInput, unknown, QuickArenaOutput>({
    resolver: quickArenaResolver,
    defaultValues: EMPTY_ARENA,
  });
  const { register, handleSubmit, reset, setValue, formState: { errors, isSubmitted } } = form;

  useEffect(() => {
    if (open) reset({ ...EMPTY_ARENA, name: defaultName });
  }, [open, defaultName, reset]);

  const create = useCreateQuickArena();
  const createArena = (input: QuickArenaOutput) => create.mutate(input, {
    onSuccess: (arena) => {
      toast({ title: 'Arena Created', description: `${arena.name} is selected for your event.` });
      reset(EMPTY_ARENA);
      onOpenChange(false);
      onCreated(arena);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to create arena. Please try again.', variant: 'destructive' });
    },
  });

  // The street alone: city and state have their own fields, and a town picked after a street clears the street.
  function fillFromPlace(place: PlaceSelection) {
    fillFields(setValue, { address: '', zipCode: '', ...placeAddressFields(place) }, isSubmitted);
  }

  const missing = [errors.name, errors.city, errors.state].some((error) => error?.message === QUICK_ARENA_MISSING);
  const fieldError = (message: string | undefined) => (message === QUICK_ARENA_MISSING ? 'Required' : message);

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Arena</DialogTitle>
          <DialogDescription>Add the basics now; anyone can fill in footing, parking and amenities later.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onFocus={quickArenaResolver.preload}
          className="space-y-4"
          // The dialog is portalled, but React events still bubble to the event form: keep this submit here.
          onSubmit={(event) => {
            event.stopPropagation();
            void handleSubmit(createArena)(event);
          }}
        >
          <AddressAutocomplete label="Address" placeholder="Search for the arena's address" onSelect={fillFromPlace} />
          <FormField label="Arena name" required error={fieldError(errors.name?.message)}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <div className="grid grid-cols-[1fr_5.5rem] gap-3">
            <FormField label="City" required error={fieldError(errors.city?.message)}>
              <Input autoComplete="address-level2" {...register('city')} />
            </FormField>
            <FormField label="State" required error={fieldError(errors.state?.message)}>
              <Input maxLength={2} placeholder="TX" autoComplete="address-level1" className="uppercase" {...register('state')} />
            </FormField>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Footing">
              <Select {...register('footingType')}>
                <option value="">Not sure</option>
                {QUICK_FOOTING_TYPES.map((footing) => <option key={footing} value={footing}>{capitalize(footing)}</option>)}
              </Select>
            </FormField>
            <FormField label="Arena type">
              <Select {...register('arenaType')}>
                <option value="">Not sure</option>
                {ARENA_TYPES.map((type) => <option key={type} value={type}>{capitalize(type)}</option>)}
              </Select>
            </FormField>
          </div>
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium leading-none">Room for large rigs?</legend>
            <div className="flex flex-wrap gap-2 pt-1">
              {LARGE_RIGS_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type="radio" value={choice.value} className="h-4 w-4 accent-[hsl(var(--primary))]" {...register('largeRigsFriendly')} />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
          {missing && <p role="alert" className="text-sm font-medium text-destructive">{QUICK_ARENA_MISSING}</p>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>Cancel</Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Arena'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
