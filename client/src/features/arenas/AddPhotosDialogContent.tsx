import { useState } from 'react';
import type { UploadedImage } from '@shared/contracts/uploads';
import { ARENA_PHOTO_TYPES } from '@shared/constants';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { handleUnauthorizedError, LOGIN_URL } from '@/features/auth';
import { PhotoPicker } from '@/features/uploads';
import { useAddArenaPhoto } from './api';

const PHOTO_TYPE_LABELS: Record<(typeof ARENA_PHOTO_TYPES)[number], string> = {
  arena: 'Arena', parking: 'Parking', stalls: 'Stalls', warmup: 'Warm-up', other: 'Other',
};

/** Add Photos: the rider's pictures of the arena, its parking, stalls or warm-up pen, added to the gallery. */
export function AddPhotosDialogContent({ arenaId, arenaName, signedIn, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { arenaId: string; arenaName: string; signedIn: boolean }) {
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [photoType, setPhotoType] = useState<(typeof ARENA_PHOTO_TYPES)[number]>('arena');
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const addPhoto = useAddArenaPhoto(arenaId);

  async function save() {
    setSaving(true);
    try {
      for (const photo of photos) await addPhoto.mutateAsync({ uploadId: photo.id, photoType });
      toast({ title: photos.length === 1 ? 'Photo added' : `${photos.length} photos added`, description: `Thanks for showing riders ${arenaName}.` });
      setPhotos([]);
      setOpen(false);
    } catch (error) {
      if (!handleUnauthorizedError(error)) {
        toast({ title: 'Photos not added', description: apiErrorMessage(error) ?? 'Please try again.', variant: 'destructive' });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Add photos of {arenaName}</DialogTitle>
          <DialogDescription>The ground, the parking, the stalls, the warm-up pen: show riders what to expect.</DialogDescription>
        </DialogHeader>
        {!signedIn ? (
          <DialogFooter>
            <a href={LOGIN_URL} className={buttonClasses()}>Log in to add photos</a>
          </DialogFooter>
        ) : (
          <div className="space-y-4">
            <FormField label="What the photos show">
              <Select value={photoType} onChange={(event) => setPhotoType(event.target.value as typeof photoType)}>
                {ARENA_PHOTO_TYPES.map((type) => <option key={type} value={type}>{PHOTO_TYPE_LABELS[type]}</option>)}
              </Select>
            </FormField>
            <PhotoPicker value={photos} onChange={setPhotos} max={10} label="Photos" onBusyChange={setUploading} />
            <DialogFooter>
              <Button type="button" disabled={photos.length === 0 || uploading || saving} onClick={() => void save()}>
                {saving && <Spinner className="h-4 w-4 text-current" label="Adding" />}
                Add to gallery
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
