import { PenLine } from 'lucide-react';
import type { ArenaReview } from '@shared/contracts/arenas';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const WriteReviewDialogContent = lazyDialog(() => import('./WriteReviewDialogContent').then((module) => module.WriteReviewDialogContent));

/** Write Review, or Edit Your Review: its dialog (WriteReviewDialogContent) loads with the first tap. */
export function WriteReviewDialog({ arenaId, arenaName, signedIn, ownReview }: {
  arenaId: string;
  arenaName: string;
  signedIn: boolean;
  ownReview: ArenaReview | null;
}) {
  const dialog = useLazyDialog(WriteReviewDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
      >
        <PenLine aria-hidden="true" />
        {ownReview ? 'Edit Your Review' : 'Write Review'}
      </Button>
      <WriteReviewDialogContent arenaId={arenaId} arenaName={arenaName} signedIn={signedIn} ownReview={ownReview} {...dialog.dialogProps} />
    </>
  );
}
