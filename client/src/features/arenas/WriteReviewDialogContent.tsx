import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import type { ArenaReview } from '@shared/contracts/arenas';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { CreateArenaReviewInput } from '@shared/validation/arenas';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { handleUnauthorizedError, LOGIN_URL } from '@/features/auth';
import { PhotoPicker } from '@/features/uploads';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage, apiErrorStatus, postingFailure } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useEditArenaReview, usePostArenaReview } from './api';

type ReviewFormValues = { rating: number; reviewText: string };
const EMPTY_REVIEW: ReviewFormValues = { rating: 5, reviewText: '' };
// The stars always give a number where the schema would coerce anything; the narrower type is valid input.
const reviewResolver = lazyZodResolver<ReviewFormValues, CreateArenaReviewInput>(
  () => import('@shared/validation/arenas').then((module) => module.createArenaReviewSchema),
);

/**
 * Write Review: 1-5 stars and text; visitors are invited to log in. A rider who already reviewed the arena gets
 * Edit Your Review instead: the same form holding their review, saved in place (new photos are added).
 */
export function WriteReviewDialogContent({ arenaId, arenaName, signedIn, ownReview, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & {
  arenaId: string;
  arenaName: string;
  signedIn: boolean;
  ownReview: ArenaReview | null;
}) {
  const stored = ownReview ? { rating: ownReview.rating, reviewText: ownReview.reviewText } : EMPTY_REVIEW;
  const form = useForm<ReviewFormValues, unknown, CreateArenaReviewInput>({ resolver: reviewResolver, values: stored });
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const postReview = usePostArenaReview(arenaId);
  const editReview = useEditArenaReview();
  const pending = postReview.isPending || editReview.isPending;
  const submit = (values: CreateArenaReviewInput) => {
    const review = { ...values, photoUploadIds: photos.map((photo) => photo.id) };
    const handlers = {
      onSuccess: () => {
        toast(ownReview ? { title: 'Review updated' } : { title: 'Review posted!', description: 'Thanks for helping other riders.' });
        setPhotos([]);
        setOpen(false);
      },
      onError: (error: Error) => {
        if (handleUnauthorizedError(error)) return;
        // 409: reviewed already (another tab); 429: posting too fast, with when to try again.
        const description = (apiErrorStatus(error) === 409 && apiErrorMessage(error))
          || postingFailure(error, 'Failed to post review. Please try again.');
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    };
    if (ownReview) editReview.mutate({ reviewId: ownReview.id, review }, handlers);
    else postReview.mutate(review, handlers);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{ownReview ? `Edit your review of ${arenaName}` : `Review ${arenaName}`}</DialogTitle>
          <DialogDescription>How were the footing, the parking and the people? Other riders will thank you.</DialogDescription>
        </DialogHeader>
        {!signedIn ? (
          <DialogFooter>
            <a href={LOGIN_URL} className={buttonClasses()}>Log in to write a review</a>
          </DialogFooter>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} disabled={pending} />
              )}
            />
            <FormField label="Your review" error={form.formState.errors.reviewText?.message}>
              <Textarea rows={5} placeholder="Footing, parking, warm-up pen, how the show ran..." {...form.register('reviewText')} />
            </FormField>
            <PhotoPicker value={photos} onChange={setPhotos} max={6} label="Photos (optional)" onBusyChange={setUploading} />
            <DialogFooter>
              <Button type="submit" disabled={pending || uploading}>
                {pending ? <Spinner className="h-4 w-4 text-current" label="Posting" /> : <Send aria-hidden="true" />}
                {ownReview ? 'Save Review' : 'Post Review'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
