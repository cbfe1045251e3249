import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import {
  createHotelReviewSchema, DEFAULT_REVIEW_RATING, type CreateHotelReviewInput,
} from '@shared/validation/hotels';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { handleUnauthorizedError } from '@/features/auth/login-redirect';
import { StarRatingInput } from './StarRatingInput';
import { HOTELS_PATH, hotelReviewsPath } from './useHorseHotels';

type ReviewFormValues = { rating: number; reviewText: string };

const EMPTY_REVIEW: ReviewFormValues = { rating: DEFAULT_REVIEW_RATING, reviewText: '' };

/** The signed-in rider's review: 1-5 stars (5 to start with) and text; blank text is refused before sending. */
export function HotelReviewForm({ hotelId }: { hotelId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<ReviewFormValues, unknown, CreateHotelReviewInput>({
    // The stars always give a number where the schema would coerce anything; the narrower type is valid input.
    resolver: zodResolver(createHotelReviewSchema) as Resolver<ReviewFormValues, unknown, CreateHotelReviewInput>,
    defaultValues: EMPTY_REVIEW,
  });
  const postReview = useMutation({
    mutationFn: (review: CreateHotelReviewInput) => apiRequest('POST', hotelReviewsPath(hotelId), review),
    onSuccess: () => {
      toast({ title: 'Review posted!', description: 'Thanks for helping other riders.' });
      form.reset(EMPTY_REVIEW);
      void queryClient.invalidateQueries({ queryKey: [hotelReviewsPath(hotelId)] });
      void queryClient.invalidateQueries({ queryKey: [HOTELS_PATH, hotelId] });
    },
    onError: (error) => {
      if (handleUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to post review. Please try again.', variant: 'destructive' });
    },
  });

  return (
    <form
      noValidate
      aria-label="Write a review"
      onSubmit={form.handleSubmit((review) => postReview.mutate(review))}
      className="space-y-4 rounded-lg border bg-muted/40 p-4"
    >
      <h3 className="font-semibold">Write a Review</h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} disabled={postReview.isPending} />
        )}
      />
      <FormField label="Your review" error={form.formState.errors.reviewText?.message}>
        <Textarea
          rows={4}
          placeholder="How were the stalls, the footing in the turnout, the people?"
          {...form.register('reviewText')}
        />
      </FormField>
      <Button type="submit" disabled={postReview.isPending} className="w-full sm:w-auto">
        {postReview.isPending ? <Spinner className="h-4 w-4 text-current" label="Posting" /> : <Send aria-hidden="true" />}
        Post Review
      </Button>
    </form>
  );
}
