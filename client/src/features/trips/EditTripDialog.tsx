import { Pencil } from 'lucide-react';
import type { TripDetail } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const EditTripDialogContent = lazyDialog(() => import('./EditTripDialogContent').then((module) => module.EditTripDialogContent));

/** 'Edit Trip' on the trip's page; its dialog (EditTripDialogContent) loads with the first tap. */
export function EditTripDialog({ trip }: { trip: TripDetail }) {
  const dialog = useLazyDialog(EditTripDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
        className="self-start"
      >
        <Pencil aria-hidden="true" />
        Edit Trip
      </Button>
      <EditTripDialogContent trip={trip} {...dialog.dialogProps} />
    </>
  );
}
