import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { UserProfile } from '@shared/contracts/users';
import type { updateProfileSchema } from '@shared/validation/users';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { handleUnauthorizedError } from '@/features/auth';
import { PhotoPicker } from '@/features/uploads';
import { useUpdateProfile } from './api';
import { LocationVisibilitySwitch } from './LocationVisibilitySwitch';

type ProfileFormInput = z.input<typeof updateProfileSchema>;
type ProfileFormOutput = z.output<typeof updateProfileSchema>;

/** The rider's own profile form: full name, bio, city, state and whether the location is shown. */
export function EditProfileDialog({ view, open, onOpenChange, returnFocusTo }: LazyDialogProps & { view: UserProfile }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Edit Profile"
      description="Tell other riders a little about you and your horses."
    >
      <EditProfileForm view={view} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** Stands for the picture the rider already has, so the picker can show and remove it. */
const profileResolver = lazyZodResolver<ProfileFormInput, ProfileFormOutput>(
  () => import('@shared/validation/users').then((module) => module.updateProfileSchema),
);

const CURRENT_AVATAR = 'current';

/** What to send for the picture: unchanged (left out), a new upload, or null when the rider removed it. */
function avatarChange(picked: UploadedImage[], hadAvatar: boolean): { avatarUploadId?: string | null } {
  if (picked[0]?.id === CURRENT_AVATAR) return {};
  if (picked[0]) return { avatarUploadId: picked[0].id };
  return hadAvatar ? { avatarUploadId: null } : {};
}

function EditProfileForm({ view, onClose }: { view: UserProfile; onClose: () => void }) {
  const { profile } = view;
  const [avatar, setAvatar] = useState<UploadedImage[]>(
    view.avatarUrl ? [{ id: CURRENT_AVATAR, url: view.avatarUrl, width: 0, height: 0 }] : [],
  );
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors } } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: profileResolver,
    defaultValues: {
      fullName: profile.fullName ?? '',
      bio: profile.bio ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
      locationVisibility: profile.locationVisibility,
    },
  });
  const updateProfile = useUpdateProfile({
    onSuccess: () => {
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
      onClose();
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to update your profile. Please try again.', variant: 'destructive' });
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => updateProfile.mutate({ ...values, ...avatarChange(avatar, view.avatarUrl !== null) }))}>
      <PhotoPicker value={avatar} onChange={setAvatar} max={1} label="Profile picture" onBusyChange={setUploading} />
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
      <FormDialogFooter onCancel={onClose} pending={updateProfile.isPending || uploading} submitLabel="Save Profile" pendingLabel={uploading ? "Uploading..." : "Saving..."} />
    </form>
  );
}
