import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ChevronDown, MapPinCheck, MapPinOff } from 'lucide-react';
import type { CreateHorseHotelInput } from '@shared/validation/hotels';
import { parseLatLng } from '@shared/geo';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fillFields } from '@/lib/form-fill';
import { AddressAutocomplete, type PlaceSelection } from '@/maps';
import { placeToFormFields, type HotelFormValues } from './hotel-form-values';

type HotelForm = UseFormReturn<HotelFormValues, unknown, CreateHorseHotelInput>;

/**
 * Where the hotel is: the address search fills the street, town, state, ZIP code and the map coordinates; the
 * address lines can be corrected by hand. The coordinates are for the map and distance searches, not something a
 * rider types, so they wait behind "Advanced" (opened by itself when one of them is invalid).
 */
export function HotelLocationFields({ form }: { form: HotelForm }) {
  const { register, formState: { errors, isSubmitted } } = form;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedId = useId();
  const coordinateError = Boolean(errors.latitude || errors.longitude);
  useEffect(() => {
    if (coordinateError) setAdvancedOpen(true);
  }, [coordinateError]);
  const pinned = parseLatLng(form.watch('latitude'), form.watch('longitude')) !== null;

  const fillFromPlace = (place: PlaceSelection) => fillFields(form.setValue, placeToFormFields(place), isSubmitted);

  return (
    <>
      <div className="space-y-1.5">
        <AddressAutocomplete label="Address search" placeholder="Start typing the street address or town" onSelect={fillFromPlace} />
        <p className="text-xs text-muted-foreground">Pick an address to fill in the street, city, state and ZIP code, and to put the hotel on the map.</p>
      </div>
      <FormField label="Street Address" error={errors.address?.message}>
        <Input autoComplete="street-address" {...register('address')} />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <FormField label="City" required error={errors.city?.message} className="col-span-2 sm:col-span-1">
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label="State" required hint="2 letters" error={errors.state?.message}>
          <Input maxLength={2} autoComplete="address-level1" placeholder="e.g. TX" className="uppercase placeholder:normal-case" {...register('state')} />
        </FormField>
        <FormField label="ZIP Code" error={errors.zipCode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...register('zipCode')} />
        </FormField>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="map-location">
        {pinned ? <MapPinCheck aria-hidden="true" className="h-4 w-4 text-primary" /> : <MapPinOff aria-hidden="true" className="h-4 w-4" />}
        {pinned
          ? 'On the map: riders searching near this town will find it.'
          : 'Not on the map yet: pick an address above so riders searching nearby find it.'}
      </p>
      <div className="rounded-md border">
        <button
          type="button"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Advanced: map coordinates
          <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', advancedOpen && 'rotate-180')} />
        </button>
        <div id={advancedId} hidden={!advancedOpen} className="space-y-3 border-t px-3 pb-3 pt-3">
          <p className="text-xs text-muted-foreground">Filled in from the address search. Change them only to move the hotel's pin.</p>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Latitude" error={errors.latitude?.message}>
              <Input type="number" step="any" inputMode="decimal" {...register('latitude')} />
            </FormField>
            <FormField label="Longitude" error={errors.longitude?.message}>
              <Input type="number" step="any" inputMode="decimal" {...register('longitude')} />
            </FormField>
          </div>
        </div>
      </div>
    </>
  );
}
