import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const DeleteTripDialogContent = lazyDialog(() => import('./DeleteTripDialogContent').then((module) => module.DeleteTripDialogContent));

/** 'Delete Trip', asked for again in its dialog (DeleteTripDialogContent), which loads with the first tap. */
export function DeleteTripDialog({ tripId }: { tripId: string }) {
  const dialog = useLazyDialog(DeleteTripDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
        className="self-start text-destructive hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
        Delete Trip
      </Button>
      <DeleteTripDialogContent tripId={tripId} {...dialog.dialogProps} />
    </>
  );
}
