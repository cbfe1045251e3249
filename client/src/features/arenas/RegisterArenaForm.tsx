import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { UploadedImage } from '@shared/contracts/uploads';
import { Car, Film, MapPin, Store, Warehouse } from 'lucide-react';
import { MISSING_REQUIRED } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { fillFields, toastWhenMissing } from '@/lib/form-fill';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { AddressAutocomplete, placeAddressFields, type PlaceSelection } from '@/maps';
import { PhotoPicker } from '@/features/uploads';
import {
  EMPTY_REGISTER_ARENA_VALUES, REQUIRED_ARENA_FIELDS, type RegisterArenaPayload, type RegisterArenaValues,
} from './register-arena';

const registerArenaResolver = lazyZodResolver<RegisterArenaValues, RegisterArenaPayload>(
  () => import('@shared/validation/arenas').then((module) => module.registerArenaSchema),
);
const onInvalid = toastWhenMissing<RegisterArenaValues>(REQUIRED_ARENA_FIELDS, MISSING_REQUIRED);

/**
 * The full arena register form, validated with the server's own schema. A missing required field also raises the
 * 'Missing Information' toast. `onSubmit` gets the parsed payload (empty optional values already null) and
 * the form's setError, for field messages the server sends back.
 */
export function RegisterArenaForm({
  onSubmit, submitting, defaultValues = EMPTY_REGISTER_ARENA_VALUES, submitLabel = 'Register Arena', submittingLabel = 'Registering...',
}: {
  onSubmit: (arena: RegisterArenaPayload, setError: UseFormSetError<RegisterArenaValues>) => void;
  submitting: boolean;
  /** An arena being edited; empty for a new one. */
  defaultValues?: RegisterArenaValues;
  submitLabel?: string;
  submittingLabel?: string;
}) {
  const form = useForm<RegisterArenaValues, unknown, RegisterArenaPayload>({
    resolver: registerArenaResolver,
    defaultValues,
  });
  const { register, formState: { errors, isSubmitted } } = form;
  const [cover, setCover] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);

  const fillFromPlace = (place: PlaceSelection) => fillFields(form.setValue, placeAddressFields(place), isSubmitted);

  return (
    <form noValidate onSubmit={form.handleSubmit((arena) => onSubmit(
      cover[0] ? { ...arena, coverImage: null, coverUploadId: cover[0].id } : arena, form.setError,
    ), onInvalid)} onFocus={registerArenaResolver.preload} className="space-y-6">
      <FormSection idPrefix="arena-form" title="Arena Details" icon={Warehouse}>
        <FormField label="Arena Name" required error={errors.name?.message}>
          <Input autoComplete="organization" placeholder="Lone Star Arena" {...register('name')} />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Footing Type" hint="E.g. washed sand, sand and clay mix" error={errors.footingType?.message}>
            <Input placeholder="Washed sand" {...register('footingType')} />
          </FormField>
          <FormField label="Arena Type" error={errors.arenaType?.message}>
            <Select {...register('arenaType')}>
              <option value="">Select a type</option>
              <option value="indoor">Indoor</option>
              <option value="outdoor">Outdoor</option>
              <option value="covered">Covered</option>
            </Select>
          </FormField>
        </div>
      </FormSection>

      <FormSection idPrefix="arena-form" title="Location" icon={MapPin}>
        <div className="space-y-1.5">
          <AddressAutocomplete label="Address search" placeholder="Search for the arena's address" onSelect={fillFromPlace} />
          <p className="text-xs text-muted-foreground">Pick an address to fill in the street, city, state, zip code and coordinates.</p>
        </div>
        <FormField label="Street Address" required error={errors.address?.message}>
          <Input autoComplete="street-address" placeholder="1200 Ranch Road" {...register('address')} />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <FormField label="City" required error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label="State" required hint="2 letters" error={errors.state?.message}>
            <Input autoComplete="address-level1" maxLength={2} placeholder="TX" className="uppercase" {...register('state')} />
          </FormField>
          <FormField label="Zip Code" required error={errors.zipCode?.message}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...register('zipCode')} />
          </FormField>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Latitude" error={errors.latitude?.message}>
            <Input inputMode="decimal" placeholder="32.7555" {...register('latitude')} />
          </FormField>
          <FormField label="Longitude" error={errors.longitude?.message}>
            <Input inputMode="decimal" placeholder="-97.3308" {...register('longitude')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection idPrefix="arena-form" title="Parking" icon={Car}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Parking Surface" error={errors.parkingSurface?.message}>
            <Input placeholder="Gravel" {...register('parkingSurface')} />
          </FormField>
          <FormField label="Parking Capacity" error={errors.parkingCapacity?.message}>
            <Input placeholder="About 50 rigs" {...register('parkingCapacity')} />
          </FormField>
        </div>
        <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-[hsl(var(--primary))]" {...register('largeRigsFriendly')} />
          <span>
            <span className="font-medium">Fits the largest rigs</span>
            <span className="block text-muted-foreground">Big living-quarters trailers can park and turn around.</span>
          </span>
        </label>
      </FormSection>

      <FormSection idPrefix="arena-form" title="Nearby" icon={Store}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Nearby Fuel" error={errors.nearbyFuel?.message}>
            <Input placeholder="Diesel at the highway exit, 2 mi" {...register('nearbyFuel')} />
          </FormField>
          <FormField label="Nearby Food" error={errors.nearbyFood?.message}>
            <Input placeholder="Concessions on site; cafe in town" {...register('nearbyFood')} />
          </FormField>
          <FormField label="Nearby Feed Store" error={errors.nearbyFeedStore?.message}>
            <Input placeholder="Feed and tack, 5 mi" {...register('nearbyFeedStore')} />
          </FormField>
          <FormField label="Nearby Vet" error={errors.nearbyVet?.message}>
            <Input placeholder="Equine clinic, 24-hour line" {...register('nearbyVet')} />
          </FormField>
          <FormField label="Nearby Farrier" error={errors.nearbyFarrier?.message} className="sm:col-span-2">
            <Input placeholder="Farrier on call on race days" {...register('nearbyFarrier')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection idPrefix="arena-form" title="Photos and Video" icon={Film}>
        <PhotoPicker value={cover} onChange={setCover} max={1} label="Cover photo" hint="From your camera or your photos" onBusyChange={setUploading} />
        {cover.length === 0 && (
          <FormField label="Cover Image URL" hint="Or a link to a photo of the arena (https://...)" error={errors.coverImage?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...register('coverImage')} />
          </FormField>
        )}
        <FormField label="Ground Video URL" hint="YouTube, Vimeo or an .mp4 link" error={errors.videoUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('videoUrl')} />
        </FormField>
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={submitting || uploading} className="w-full sm:w-auto">
          {submitting && <Spinner className="h-4 w-4 text-primary-foreground" label={submittingLabel} />}
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
