import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type { z } from 'zod';
import type { TripDetail } from '@shared/contracts/trips';
import type { updateTripSchema } from '@shared/validation/trips';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AddressAutocomplete } from '@/maps';
import { useUpdateTrip } from './api';

type SettingsInput = z.input<typeof updateTripSchema>;
type SettingsOutput = z.output<typeof updateTripSchema>;

const settingsResolver = lazyZodResolver<SettingsInput, SettingsOutput>(
  () => import('@shared/validation/trips').then((module) => module.updateTripSchema),
);

const NUMBER_FIELDS = [
  { name: 'dailyLimitMiles', label: 'Daily driving limit (miles)', step: '10' },
  { name: 'dailyLimitHours', label: 'Daily driving limit (hours)', step: '0.5' },
  { name: 'restEveryHours', label: 'Rest stop every (hours)', step: '0.5' },
  { name: 'towingSpeedMph', label: 'Average towing speed (mph)', step: '1' },
  { name: 'fuelMpg', label: 'Fuel economy (mpg)', step: '0.1' },
  { name: 'fuelPrice', label: 'Fuel price ($ a gallon)', step: '0.01' },
] as const;

interface HomePoint {
  label: string;
  latitude: number | null;
  longitude: number | null;
}

const homeOf = (label: string | null, latitude: string | null, longitude: string | null): HomePoint => ({
  label: label ?? '', latitude: latitude === null ? null : Number(latitude), longitude: longitude === null ? null : Number(longitude),
});

/** 'Road Settings': the home base the trip starts and ends at, the daily limits, speed and fuel. */
export function TripRoadSettingsDialogContent({ trip, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { trip: TripDetail }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Road Settings</DialogTitle>
          <DialogDescription>Where you start and finish, how far you drive in a day, and your rig's fuel.</DialogDescription>
        </DialogHeader>
        {open && <RoadSettingsForm trip={trip} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RoadSettingsForm({ trip, onDone }: { trip: TripDetail; onDone: () => void }) {
  const [start, setStart] = useState(homeOf(trip.startLocation, trip.startLatitude, trip.startLongitude));
  const [end, setEnd] = useState(homeOf(trip.endLocation, trip.endLatitude, trip.endLongitude));
  const sameAsStart = start.latitude !== null && start.latitude === end.latitude && start.longitude === end.longitude;
  const [returnHome, setReturnHome] = useState(sameAsStart || end.latitude === null);
  const form = useForm<SettingsInput, unknown, SettingsOutput>({
    resolver: settingsResolver,
    defaultValues: {
      dailyLimitMiles: trip.dailyLimitMiles, dailyLimitHours: trip.dailyLimitHours, restEveryHours: trip.restEveryHours,
      towingSpeedMph: trip.towingSpeedMph, fuelMpg: trip.fuelMpg, fuelPrice: trip.fuelPrice,
    },
  });
  const update = useUpdateTrip(trip.id, onDone);
  const { register, formState: { errors } } = form;
  const onSubmit = form.handleSubmit((values) => {
    const finish = returnHome ? start : end;
    if (update.isPending) return;
    update.mutate({
      ...values,
      startLocation: start.label || null, startLatitude: start.latitude, startLongitude: start.longitude,
      endLocation: finish.label || null, endLatitude: finish.latitude, endLongitude: finish.longitude,
    } as SettingsOutput);
  });
  const pick = (setter: (point: HomePoint) => void) => (place: { name: string; city: string; state: string; latitude: number; longitude: number }) =>
    setter({ label: place.city && place.state ? `${place.city}, ${place.state}` : place.name, latitude: place.latitude, longitude: place.longitude });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Road Settings" className="space-y-5">
      <div className="space-y-2">
        <AddressAutocomplete label="Home base (start)" placeholder="City or address" defaultValue={start.label} onSelect={pick(setStart)} />
        {start.label && start.latitude === null && (
          <p className="text-sm text-muted-foreground">"{start.label}" is not on the map yet: pick it from the search to plan the drive from it.</p>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={returnHome} onChange={(event) => setReturnHome(event.target.checked)} className="h-4 w-4" />
          Finish back at the start
        </label>
        {!returnHome && (
          <AddressAutocomplete label="Finish" placeholder="City or address" defaultValue={end.label} onSelect={pick(setEnd)} />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((field) => (
          <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
            <Input type="number" inputMode="decimal" step={field.step} {...register(field.name)} />
          </FormField>
        ))}
      </div>
      <FormDialogFooter onCancel={onDone} pending={update.isPending} submitLabel="Save Settings" pendingLabel="Saving..." />
    </form>
  );
}
