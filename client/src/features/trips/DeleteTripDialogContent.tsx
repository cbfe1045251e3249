import { Button } from '@/components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteTrip } from './api';

const keepOpen = (event: Event) => event.preventDefault();

/** The confirmation of Delete Trip, which a click outside does not dismiss. */
export function DeleteTripDialogContent({ tripId, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { tripId: string }) {
  const deleteTrip = useDeleteTrip(tripId);
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!deleteTrip.isPending) setOpen(next); }}>
      <DialogContent returnFocusTo={returnFocusTo} role="alertdialog" hideCloseButton onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
        <DialogHeader>
          <DialogTitle>Delete Trip?</DialogTitle>
          <DialogDescription>
            This will permanently delete this trip and all its associated events, hotels, and services. This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteTrip.isPending}>Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={deleteTrip.isPending} onClick={() => deleteTrip.mutate()}>
            {deleteTrip.isPending && <Spinner className="h-4 w-4 text-destructive-foreground" label="Deleting trip" />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
