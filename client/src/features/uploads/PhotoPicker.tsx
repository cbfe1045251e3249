import { useEffect, useId, useRef, useState } from 'react';
import { Camera, X } from 'lucide-react';
import type { UploadedImage } from '@shared/contracts/uploads';
import { UPLOAD_MAX_BYTES, UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE } from '@shared/uploads';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { handleUnauthorizedError } from '@/features/auth';
import { uploadPhoto } from './api';
import { downscalePhoto, uploadFileName } from './downscale';

export interface PhotoPickerProps {
  /** The uploaded photos, in order; the form sends their ids. */
  value: UploadedImage[];
  onChange: (photos: UploadedImage[]) => void;
  /** 1 for a cover or an avatar. */
  max: number;
  label: string;
  hint?: string;
  /** Told when uploads start and finish, so the form can wait before it saves. */
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  /**
   * For a form that can wait in the outbox (a ground report): photos chosen with no connection are kept on the phone
   * instead of failing, shown marked, and upload when the form is sent.
   */
  held?: HeldPhoto[];
  onHeldChange?: (held: HeldPhoto[]) => void;
}

/** A photo kept on the phone (made smaller already) until its form is sent. */
export interface HeldPhoto {
  key: number;
  blob: Blob;
  name: string;
  /** An object URL of `blob` for its thumbnail. */
  previewUrl: string;
}

interface PendingPhoto {
  key: number;
  name: string;
  /** 0..1 once sending; null while the photo is being made smaller. */
  progress: number | null;
  error?: string;
  abort?: () => void;
}

const CONNECTION_FAILED = 'The upload did not finish. Check your connection and try again.';

function uploadErrorText(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 413) return UPLOAD_TOO_LARGE;
  if (status === 0 || status === null) return CONNECTION_FAILED;
  return apiErrorMessage(error) ?? CONNECTION_FAILED;
}

let nextKey = 1;

/**
 * A photo field: choose from the camera or the library (the phone offers both for `accept="image/*"`), each photo made
 * smaller in the browser and uploaded with a progress bar, shown as a thumbnail that can be removed before saving.
 */
export function PhotoPicker({ value, onChange, max, label, hint, onBusyChange, id, held = [], onHeldChange }: PhotoPickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  // Uploads finish independently, two of them possibly before the caller re-renders with the first: each change
  // builds on the last one sent (kept here at once), not on the last value rendered, or a photo would be lost.
  const valueRef = useRef(value);
  valueRef.current = value;
  const heldRef = useRef(held);
  heldRef.current = held;
  const changeValue = (photos: UploadedImage[]) => {
    valueRef.current = photos;
    onChange(photos);
  };
  const changeHeld = (photos: HeldPhoto[]) => {
    heldRef.current = photos;
    onHeldChange?.(photos);
  };
  const hold = (photo: Blob, name: string, key: number) => {
    drop(key);
    changeHeld([...heldRef.current, { key, blob: photo, name, previewUrl: URL.createObjectURL(photo) }]);
  };
  const release = (photo: HeldPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    changeHeld(heldRef.current.filter((kept) => kept.key !== photo.key));
  };
  const busy = pending.some((photo) => !photo.error);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  const abortsRef = useRef(new Set<() => void>());
  const cancelledRef = useRef(new Set<number>());
  useEffect(() => {
    const aborts = abortsRef.current;
    return () => aborts.forEach((abort) => abort());
  }, []);

  const room = max - value.length - held.length - pending.filter((photo) => !photo.error).length;
  const update = (key: number, change: Partial<PendingPhoto>) =>
    setPending((photos) => photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  const drop = (key: number) => setPending((photos) => photos.filter((photo) => photo.key !== key));

  async function send(file: File) {
    const key = nextKey++;
    setPending((photos) => [...photos, { key, name: file.name || 'Photo', progress: null }]);
    if (file.type && !file.type.startsWith('image/')) {
      update(key, { error: UPLOAD_NOT_AN_IMAGE });
      return;
    }
    const photo = await downscalePhoto(file);
    if (photo.size > UPLOAD_MAX_BYTES) {
      update(key, { error: UPLOAD_TOO_LARGE });
      return;
    }
    if (onHeldChange && !navigator.onLine) {
      hold(photo, file.name || 'Photo', key);
      return;
    }
    const upload = uploadPhoto(photo, uploadFileName(file, photo), (progress) => update(key, { progress }));
    abortsRef.current.add(upload.abort);
    update(key, { progress: 0, abort: upload.abort });
    try {
      const uploaded = await upload.done;
      drop(key);
      changeValue([...valueRef.current, uploaded]);
    } catch (error) {
      if (cancelledRef.current.has(key) || handleUnauthorizedError(error)) return;
      // The connection went during the upload: the photo waits with the form instead.
      if (onHeldChange && apiErrorStatus(error) === 0) return hold(photo, file.name || 'Photo', key);
      update(key, { error: uploadErrorText(error), abort: undefined });
    } finally {
      abortsRef.current.delete(upload.abort);
    }
  }

  function cancel(photo: PendingPhoto) {
    cancelledRef.current.add(photo.key);
    photo.abort?.();
    drop(photo.key);
  }

  function choose(files: FileList | null) {
    Array.from(files ?? []).slice(0, Math.max(room, 0)).forEach((file) => void send(file));
  }

  return (
    <fieldset className="space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium leading-none">{label}</legend>
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
      {(value.length > 0 || held.length > 0 || pending.length > 0) && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {value.map((photo, index) => (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-md border bg-muted">
              <ResponsiveImage src={photo.url} sizes="120px" alt={`Photo ${index + 1}`} className="h-full w-full object-cover" />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute right-1 top-1 h-9 w-9 rounded-full shadow"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => changeValue(valueRef.current.filter((kept) => kept.id !== photo.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {held.map((photo, index) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-md border border-dashed bg-muted">
              <img src={photo.previewUrl} alt={`Photo ${value.length + index + 1}, waiting to send`} className="h-full w-full object-cover" />
              <span className="absolute inset-x-0 bottom-0 bg-background/85 px-1 py-0.5 text-center text-[11px] font-medium">Sends with the report</span>
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute right-1 top-1 h-9 w-9 rounded-full shadow"
                aria-label={`Remove photo ${value.length + index + 1}`}
                onClick={() => release(photo)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {pending.map((photo) => (
            <li key={photo.key} className="flex aspect-square flex-col justify-between gap-1 rounded-md border bg-muted/40 p-2 text-xs">
              <span className="truncate font-medium" title={photo.name}>{photo.name}</span>
              {photo.error ? (
                <>
                  <span role="alert" className="line-clamp-3 text-destructive">{photo.error}</span>
                  <Button type="button" variant="ghost" size="sm" onClick={() => drop(photo.key)} aria-label={`Dismiss ${photo.name}`}>
                    Dismiss
                  </Button>
                </>
              ) : (
                <>
                  <span className="text-muted-foreground">{photo.progress === null ? 'Preparing...' : `Uploading ${Math.round(photo.progress * 100)}%`}</span>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${photo.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round((photo.progress ?? 0) * 100)}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round((photo.progress ?? 0) * 100)}%` }} />
                  </div>
                  {photo.abort && (
                    <Button type="button" variant="ghost" size="sm" onClick={() => cancel(photo)} aria-label={`Cancel ${photo.name}`}>
                      Cancel
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <label
          htmlFor={inputId}
          className={cn(
            'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-3 text-sm font-medium',
            'hover:border-primary hover:bg-muted/40 focus-within:ring-2 focus-within:ring-ring',
          )}
        >
          <Camera aria-hidden="true" className="h-5 w-5 text-primary" />
          {max === 1 ? 'Choose a photo' : value.length > 0 ? 'Add more photos' : 'Add photos'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple={max > 1}
            className="sr-only"
            onChange={(event) => {
              const { files } = event.target;
              choose(files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {max > 1 && <p className="text-xs text-muted-foreground">{value.length + held.length} of {max} photos</p>}
    </fieldset>
  );
}
