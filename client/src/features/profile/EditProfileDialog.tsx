import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import type { UserProfile } from '@shared/api-types';
import { updateProfileSchema } from '@shared/validation/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LocationVisibilitySwitch } from './LocationVisibilitySwitch';
import { useUpdateProfile } from './useMyProfile';

type ProfileFormInput = z.input<typeof updateProfileSchema>;
type ProfileFormOutput = z.output<typeof updateProfileSchema>;

/** The rider's own profile form: full name, bio, city, state and whether the location is shown. */
export function EditProfileDialog({ view, open, onOpenChange }: {
  view: UserProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Tell other riders a little about you and your horses.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        {open && <EditProfileForm view={view} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({ view, onClose }: { view: UserProfile; onClose: () => void }) {
  const { profile } = view;
  const { register, control, handleSubmit, formState: { errors } } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      fullName: profile.fullName ?? '',
      bio: profile.bio ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
      locationVisibility: profile.locationVisibility,
    },
  });
  const updateProfile = useUpdateProfile(onClose);

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => updateProfile.mutate(values))}>
      <FormField label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" maxLength={200} placeholder="Jane Doe" {...register('fullName')} />
      </FormField>
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea
          rows={4}
          maxLength={2000}
          placeholder="Your horses, your events, what you are working on..."
          {...register('bio')}
        />
      </FormField>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" maxLength={100} placeholder="Weatherford" {...register('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Input autoComplete="address-level1" maxLength={2} placeholder="TX" className="uppercase" {...register('state')} />
        </FormField>
      </div>
      <Controller
        control={control}
        name="locationVisibility"
        render={({ field }) => (
          <LocationVisibilitySwitch checked={field.value === true} onChange={field.onChange} />
        )}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {updateProfile.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </DialogFooter>
    </form>
  );
}
