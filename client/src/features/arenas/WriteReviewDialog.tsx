import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PenLine, Send } from 'lucide-react';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { CreateArenaReviewInput } from '@shared/validation/arenas';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { handleUnauthorizedError, LOGIN_URL } from '@/features/auth';
import { PhotoPicker } from '@/features/uploads';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { usePostArenaReview } from './api';

type ReviewFormValues = { rating: number; reviewText: string };
const EMPTY_REVIEW: ReviewFormValues = { rating: 5, reviewText: '' };
// The stars always give a number where the schema would coerce anything; the narrower type is valid input.
const reviewResolver = lazyZodResolver<ReviewFormValues, CreateArenaReviewInput>(
  () => import('@shared/validation/arenas').then((module) => module.createArenaReviewSchema),
);

/**
 * Write Review: 1-5 stars and text. Visitors are invited to log in; a rider who already reviewed the arena is told
 * so instead of getting a form the server would refuse.
 */
export function WriteReviewDialog({ arenaId, arenaName, signedIn, alreadyReviewed }: {
  arenaId: string;
  arenaName: string;
  signedIn: boolean;
  alreadyReviewed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<ReviewFormValues, unknown, CreateArenaReviewInput>({
    resolver: reviewResolver,
    defaultValues: EMPTY_REVIEW,
  });
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const postReview = usePostArenaReview(arenaId);
  const submit = (review: CreateArenaReviewInput) => postReview.mutate({ ...review, photoUploadIds: photos.map((photo) => photo.id) }, {
    onSuccess: () => {
      toast({ title: 'Review posted!', description: 'Thanks for helping other riders.' });
      form.reset(EMPTY_REVIEW);
      setPhotos([]);
      setOpen(false);
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      const description = apiErrorStatus(error) === 409
        ? apiErrorMessage(error) ?? 'You have already reviewed this arena.'
        : 'Failed to post review. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PenLine aria-hidden="true" />
          Write Review
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Review {arenaName}</DialogTitle>
          <DialogDescription>How were the footing, the parking and the people? Other riders will thank you.</DialogDescription>
        </DialogHeader>
        {!signedIn ? (
          <DialogFooter>
            <a href={LOGIN_URL} className={buttonClasses()}>Log in to write a review</a>
          </DialogFooter>
        ) : alreadyReviewed ? (
          <p className="rounded-md bg-muted p-3 text-sm">You have already reviewed this arena. Thanks for sharing!</p>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} disabled={postReview.isPending} />
              )}
            />
            <FormField label="Your review" error={form.formState.errors.reviewText?.message}>
              <Textarea rows={5} placeholder="Footing, parking, warm-up pen, how the show ran..." {...form.register('reviewText')} />
            </FormField>
            <PhotoPicker value={photos} onChange={setPhotos} max={6} label="Photos (optional)" onBusyChange={setUploading} />
            <DialogFooter>
              <Button type="submit" disabled={postReview.isPending || uploading}>
                {postReview.isPending ? <Spinner className="h-4 w-4 text-current" label="Posting" /> : <Send aria-hidden="true" />}
                Post Review
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
