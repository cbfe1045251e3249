import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Pencil, Save, Send } from 'lucide-react';
import type { AlreadyReviewed, HorseHotelReviewItem } from '@shared/contracts/hotels';
import type { UploadedImage } from '@shared/contracts/uploads';
import { DEFAULT_REVIEW_RATING } from '@shared/constants';
import type { CreateHotelReviewInput } from '@shared/validation/hotels';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { PhotoPicker } from '@/features/uploads';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSaveHotelReview } from './api';

type ReviewFormValues = { rating: number; reviewText: string };

// The stars always give a number where the schema would coerce anything; the narrower type is valid input.
const reviewResolver = lazyZodResolver<ReviewFormValues, CreateHotelReviewInput>(
  () => import('@shared/validation/hotels').then((module) => module.createHotelReviewSchema),
);
const EMPTY_REVIEW: ReviewFormValues = { rating: DEFAULT_REVIEW_RATING, reviewText: '' };

/**
 * The signed-in rider's review: 1-5 stars (5 to start with) and text; blank text is refused before sending. A rider
 * has one review per hotel: when the server says they already have one, the form offers to edit it instead, and
 * `editing` (their review, from that offer or from its Edit button) opens it prefilled and saves it as an edit.
 */
export function HotelReviewForm({ hotelId, editing, onEdit, onEditDone }: {
  hotelId: string;
  editing: HorseHotelReviewItem | null;
  onEdit: (review: HorseHotelReviewItem) => void;
  onEditDone: () => void;
}) {
  const form = useForm<ReviewFormValues, unknown, CreateHotelReviewInput>({
    resolver: reviewResolver,
    defaultValues: EMPTY_REVIEW,
  });
  const [conflict, setConflict] = useState<AlreadyReviewed | null>(null);
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const textField = form.register('reviewText');
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const saveReview = useSaveHotelReview(hotelId, editing?.id ?? null, {
    onSaved: () => {
      form.reset(EMPTY_REVIEW);
      setPhotos([]);
      if (editing) onEditDone();
    },
    onAlreadyReviewed: setConflict,
  });

  useEffect(() => {
    if (!editing) return;
    setConflict(null);
    form.reset({ rating: editing.rating, reviewText: editing.reviewText });
    // The button that opened the edit is gone (the offer) or far below (the list): keep the keyboard in the form.
    textArea.current?.focus();
  }, [editing, form]);

  const cancelEdit = () => {
    form.reset(EMPTY_REVIEW);
    onEditDone();
  };
  const title = editing ? 'Edit Your Review' : 'Write a Review';

  return (
    <form
      noValidate
      onFocus={reviewResolver.preload}
      aria-label={editing ? 'Edit your review' : 'Write a review'}
      onSubmit={form.handleSubmit((review) => saveReview.mutate({ ...review, photoUploadIds: photos.map((photo) => photo.id) }))}
      className="space-y-4 rounded-lg border bg-muted/40 p-4"
    >
      <h3 className="font-semibold">{title}</h3>
      {conflict && !editing && (
        <div role="alert" className="space-y-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          <p className="font-medium">{conflict.message}</p>
          <Button type="button" size="sm" onClick={() => onEdit(conflict.review)}>
            <Pencil aria-hidden="true" />
            Edit Your Review
          </Button>
        </div>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} disabled={saveReview.isPending} />
        )}
      />
      <FormField label="Your review" error={form.formState.errors.reviewText?.message}>
        <Textarea
          rows={4}
          placeholder="How were the stalls, the footing in the turnout, the people?"
          {...textField}
          ref={(element) => {
            textField.ref(element);
            textArea.current = element;
          }}
        />
      </FormField>
      <PhotoPicker
        value={photos}
        onChange={setPhotos}
        max={6}
        label={editing ? 'Add photos (optional)' : 'Photos (optional)'}
        onBusyChange={setUploading}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={saveReview.isPending || uploading} className="w-full sm:w-auto">
          {saveReview.isPending && <Spinner className="h-4 w-4 text-current" label={editing ? 'Saving' : 'Posting'} />}
          {!saveReview.isPending && (editing ? <Save aria-hidden="true" /> : <Send aria-hidden="true" />)}
          {editing ? 'Save Changes' : 'Post Review'}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={cancelEdit} disabled={saveReview.isPending} className="w-full sm:w-auto">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
