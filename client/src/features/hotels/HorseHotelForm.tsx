import { useState } from 'react';
import { Link } from 'wouter';
import { useForm } from 'react-hook-form';
import { Building2, ImageIcon, Phone, Warehouse } from 'lucide-react';
import type { UploadedImage } from '@shared/contracts/uploads';
import { HOTEL_MISSING } from '@shared/constants';
import type { CreateHorseHotelInput } from '@shared/validation/hotels';
import { Button, buttonClasses } from '@/components/ui/button';
import { safeImageUrl } from '@/components/ui/external-link';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toastWhenMissing } from '@/lib/form-fill';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { PhotoPicker } from '@/features/uploads';
import type { HotelFormValues } from './hotel-form-values';
import { HotelLocationFields } from './HotelLocationFields';

// The form holds text where the schema accepts anything it can coerce; the narrower type is still valid input.
const hotelResolver = lazyZodResolver<HotelFormValues, CreateHorseHotelInput>(
  () => import('@shared/validation/hotels').then((module) => module.createHorseHotelSchema),
);
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
    resolver: hotelResolver,
    defaultValues,
  });
  const { register, formState: { errors } } = form;
  const coverPreview = safeImageUrl(form.watch('coverImage').trim());
  const [cover, setCover] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new uploaded cover replaces whatever coverImage held.
  const submit = (hotel: CreateHorseHotelInput) => onSubmit(cover[0] ? { ...hotel, coverImage: null, coverUploadId: cover[0].id } : hotel);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} onFocus={hotelResolver.preload} className="space-y-6">
      <FormSection idPrefix="hotel-form" title="Basic Information" icon={Building2}>
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="organization" placeholder="e.g. Lone Star Horse Hotel" {...register('name')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={4} placeholder="What riders should know: the barn, the turnout, how late you can pull in" {...register('description')} />
        </FormField>
        <HotelLocationFields form={form} />
      </FormSection>

      <FormSection idPrefix="hotel-form" title="Facility Details" icon={Warehouse}>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Stall Count" error={errors.stallCount?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...register('stallCount')} />
          </FormField>
          <FormField label="Stall Type" error={errors.stallType?.message}>
            <Input placeholder="e.g. covered 12x12 box stalls" {...register('stallType')} />
          </FormField>
          <FormField label="Daily Rate ($)" error={errors.dailyRate?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" placeholder="e.g. 35" {...register('dailyRate')} />
          </FormField>
          <FormField label="Weekly Rate ($)" error={errors.weeklyRate?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" placeholder="e.g. 200" {...register('weeklyRate')} />
          </FormField>
        </div>
        <FormField label="Amenities" hint="Separate amenities with commas." error={errors.amenities?.message}>
          <Input placeholder="e.g. Wash rack, Shavings, RV hookups" {...register('amenities')} />
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
            <Input type="tel" autoComplete="tel" placeholder="e.g. (817) 555-0140" {...register('phone')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="e.g. stalls@yourbarn.com" {...register('email')} />
          </FormField>
        </div>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" autoComplete="url" placeholder="e.g. https://yourbarn.com" {...register('website')} />
        </FormField>
      </FormSection>

      <FormSection idPrefix="hotel-form" title="Cover Image" icon={ImageIcon}>
        <PhotoPicker value={cover} onChange={setCover} max={1} label="Cover photo" hint="From your camera or your photos" onBusyChange={setUploading} />
        {cover.length === 0 && (
          <FormField label="Cover Image URL" hint="Or a link to a photo of the barn or stalls (http or https)." error={errors.coverImage?.message}>
            <Input type="url" placeholder="e.g. https://yourbarn.com/stalls.jpg" {...register('coverImage')} />
          </FormField>
        )}
        {cover.length === 0 && coverPreview && (
          <img src={coverPreview} alt="Cover image preview" className="aspect-[16/9] w-full max-w-md rounded-lg border object-cover" />
        )}
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonClasses({ variant: 'outline' })}>Cancel</Link>
        <Button type="submit" disabled={submitting || uploading}>
          {submitting && <Spinner className="h-4 w-4 text-current" label="Saving" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
