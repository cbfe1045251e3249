import { POST_MAX_LENGTH } from '@shared/constants';
import { postingFailure } from '@/lib/api-error';
import { useState } from 'react';
import type { UploadedImage } from '@shared/contracts/uploads';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ArenaChoice } from '@shared/contracts/arenas';
import type { EventListItem } from '@shared/contracts/events';
import type { createFeedPostSchema } from '@shared/validation/feed';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { formatEventDate } from '@/lib/dates';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { handleUnauthorizedError } from '@/features/auth';
import { PhotoPicker } from '@/features/uploads';
import { feedPaths, useCreateFeedPost } from './api';
import { SearchPicker, type PickerOption } from './SearchPicker';

type PostFormInput = z.input<typeof createFeedPostSchema>;
type PostFormOutput = z.output<typeof createFeedPostSchema>;

const arenaOption = (arena: ArenaChoice): PickerOption => ({
  id: arena.id,
  label: arena.name,
  detail: `${arena.city}, ${arena.state}`,
});

const eventOption = (event: EventListItem): PickerOption => ({
  id: event.id,
  label: event.name,
  detail: `${formatEventDate(event)} · ${event.arena.name}`,
});

/** Escape in a picker's open list closes the list, not the dialog (Radix hears Escape before the input does). */
function keepOpenWhilePicking(event: KeyboardEvent) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
}

/** The Create Post dialog: what to say, and optionally which arena, which event and a photo link. */
export function CreatePostDialog({ open, onOpenChange, returnFocusTo }: LazyDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Create Post"
      description="Share a run, a question or a tip with other barrel racers."
      onEscapeKeyDown={keepOpenWhilePicking}
    >
      <CreatePostForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const postResolver = lazyZodResolver<PostFormInput, PostFormOutput>(
  () => import('@shared/validation/feed').then((module) => module.createFeedPostSchema),
);

function CreatePostForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [arena, setArena] = useState<PickerOption | null>(null);
  const [event, setEvent] = useState<PickerOption | null>(null);
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors } } = useForm<PostFormInput, unknown, PostFormOutput>({
    resolver: postResolver,
    defaultValues: { content: '', arenaId: null, eventId: null, photoUrl: '' },
  });

  const createPost = useCreateFeedPost({
    onPosted: () => {
      toast({ title: 'Post shared', description: 'Your post is now at the top of the community feed.' });
      onDone();
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: postingFailure(error, 'Failed to share your post. Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => createPost.mutate(
      photos[0] ? { ...values, photoUrl: null, photoUploadId: photos[0].id } : values,
    ))}>
      <FormField label="What's on your mind?" required error={errors.content?.message}>
        <Textarea
          rows={4}
          maxLength={POST_MAX_LENGTH}
          placeholder="Share a run, a question, or a tip for fellow riders..."
          {...register('content')}
        />
      </FormField>
      <Controller
        control={control}
        name="arenaId"
        render={({ field, fieldState }) => (
          <SearchPicker<ArenaChoice>
            label="Arena (optional)"
            path={feedPaths.arenaSearch}
            placeholder="Search arenas by name or city"
            toOption={arenaOption}
            value={arena}
            onChange={(option) => {
              setArena(option);
              field.onChange(option?.id ?? null);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="eventId"
        render={({ field, fieldState }) => (
          <SearchPicker<EventListItem>
            label="Event (optional)"
            path={feedPaths.eventSearch}
            placeholder="Search upcoming events"
            toOption={eventOption}
            value={event}
            onChange={(option) => {
              setEvent(option);
              field.onChange(option?.id ?? null);
            }}
            hint={arena ? undefined : "A post about an event is tagged with the event's arena too."}
            error={fieldState.error?.message}
          />
        )}
      />
      <PhotoPicker value={photos} onChange={setPhotos} max={1} label="Photo (optional)" onBusyChange={setUploading} />
      {photos.length === 0 && (
        <FormField label="Photo URL (optional)" hint="Or a link to a picture, starting with http:// or https://" error={errors.photoUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://example.com/photo.jpg" {...register('photoUrl')} />
        </FormField>
      )}
      <FormDialogFooter onCancel={onCancel} pending={createPost.isPending || uploading} submitLabel="Share Post" pendingLabel={uploading ? 'Uploading...' : 'Posting...'} />
    </form>
  );
}
