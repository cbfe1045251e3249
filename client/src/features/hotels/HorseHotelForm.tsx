import { Link } from 'wouter';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, ImageIcon, Phone, Warehouse } from 'lucide-react';
import { createHorseHotelSchema, HOTEL_MISSING, type CreateHorseHotelInput } from '@shared/validation/hotels';
import { Button, buttonClasses } from '@/components/ui/button';
import { safeImageUrl } from '@/components/ui/external-link';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fillFields, toastWhenMissing } from '@/lib/form-fill';
import { AddressAutocomplete, type PlaceSelection } from '@/maps';
import { placeToFormFields, type HotelFormValues } from './hotel-form-values';

const onInvalid = toastWhenMissing<HotelFormValues>(['name', 'city', 'state'], HOTEL_MISSING);

/**
 * The horse hotel form shared by Add and Edit: four sections, validated with the server's own schema. A missing
 * name, city or state also raises the spec's 'Missing Information' toast.
 */
export function HorseHotelForm({ defaultValues, onSubmit, submitting, submitLabel, cancelHref }: {
  defaultValues: HotelFormValues;
  onSubmit: (hotel: CreateHorseHotelInput) => void;
  submitting: boolean;
  submitLabel: string;
  cancelHref: string;
}) {
  const form = useForm<HotelFormValues, unknown, CreateHorseHotelInput>({
    // The form holds text where the schema accepts anything it can coerce; the narrower type is still valid input.
    resolver: zodResolver(createHorseHotelSchema) as Resolver<HotelFormValues, unknown, CreateHorseHotelInput>,
    defaultValues,
  });
  const { register, formState: { errors, isSubmitted } } = form;
  const coverPreview = safeImageUrl(form.watch('coverImage').trim());

  const fillFromPlace = (place: PlaceSelection) => fillFields(form.setValue, placeToFormFields(place), isSubmitted);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-6">
      <FormSection idPrefix="hotel-form" title="Basic Information" icon={Building2}>
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="organization" placeholder="Lone Star Horse Hotel" {...register('name')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={4} placeholder="What riders should know: the barn, the turnout, how late you can pull in" {...register('description')} />
        </FormField>
        <AddressAutocomplete
          label="Address search"
          placeholder="Search for the hotel's address"
          onSelect={fillFromPlace}
        />
        <p className="-mt-2 text-xs text-muted-foreground">Pick an address to fill in the street, city, state, ZIP code and coordinates.</p>
        <FormField label="Street Address" error={errors.address?.message}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-[1fr_6rem_8rem]">
          <FormField label="City" required error={errors.city?.message} className="col-span-2 sm:col-span-1">
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label="State" required error={errors.state?.message}>
            <Input maxLength={2} autoComplete="address-level1" placeholder="TX" className="uppercase" {...register('state')} />
          </FormField>
          <FormField label="ZIP Code" error={errors.zipCode?.message}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={10} {...register('zipCode')} />
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Latitude" error={errors.latitude?.message}>
            <Input type="number" step="any" inputMode="decimal" {...register('latitude')} />
          </FormField>
          <FormField label="Longitude" error={errors.longitude?.message}>
            <Input type="number" step="any" inputMode="decimal" {...register('longitude')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection idPrefix="hotel-form" title="Facility Details" icon={Warehouse}>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Stall Count" error={errors.stallCount?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...register('stallCount')} />
          </FormField>
          <FormField label="Stall Type" error={errors.stallType?.message}>
            <Input placeholder="Covered 12x12 box stalls" {...register('stallType')} />
          </FormField>
          <FormField label="Daily Rate ($)" error={errors.dailyRate?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" placeholder="35.00" {...register('dailyRate')} />
          </FormField>
          <FormField label="Weekly Rate ($)" error={errors.weeklyRate?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" placeholder="200.00" {...register('weeklyRate')} />
          </FormField>
        </div>
        <FormField label="Amenities" hint="Separate amenities with commas." error={errors.amenities?.message}>
          <Input placeholder="Wash rack, Shavings, RV hookups" {...register('amenities')} />
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-5 w-5 rounded border-input accent-primary" {...register('turnoutAvailable')} />
            Turnout available
          </label>
          <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-5 w-5 rounded border-input accent-primary" {...register('feedIncluded')} />
            Feed included
          </label>
        </div>
      </FormSection>

      <FormSection idPrefix="hotel-form" title="Contact Information" icon={Phone}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="(817) 555-0140" {...register('phone')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="stalls@example.com" {...register('email')} />
          </FormField>
        </div>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" autoComplete="url" placeholder="https://example.com" {...register('website')} />
        </FormField>
      </FormSection>

      <FormSection idPrefix="hotel-form" title="Cover Image" icon={ImageIcon}>
        <FormField label="Cover Image URL" hint="A link to a photo of the barn or stalls (http or https)." error={errors.coverImage?.message}>
          <Input type="url" placeholder="https://example.com/barn.jpg" {...register('coverImage')} />
        </FormField>
        {coverPreview && (
          <img src={coverPreview} alt="Cover image preview" className="aspect-[16/9] w-full max-w-md rounded-lg border object-cover" />
        )}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
        <Button type="submit" disabled={submitting}>
          {submitting && <Spinner className="h-4 w-4 text-current" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
