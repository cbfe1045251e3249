import { Share2 } from 'lucide-react';
import type { TripDetail } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const ShareTripDialogContent = lazyDialog(() => import('./ShareTripDialogContent').then((module) => module.ShareTripDialogContent));

/** 'Share' on the trip's page; its dialog (ShareTripDialogContent) loads with the first tap. */
export function ShareTripDialog({ trip }: { trip: TripDetail }) {
  const dialog = useLazyDialog(ShareTripDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
        className="self-start"
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <ShareTripDialogContent trip={trip} {...dialog.dialogProps} />
    </>
  );
}
