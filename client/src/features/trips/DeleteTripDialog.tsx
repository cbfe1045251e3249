import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteTrip } from './api';

const keepOpen = (event: Event) => event.preventDefault();

/** The trip's delete button and its confirmation, which a click outside does not dismiss. */
export function DeleteTripDialog({ tripId }: { tripId: string }) {
  const [open, setOpen] = useState(false);
  const deleteTrip = useDeleteTrip(tripId);
  return (
    <Dialog open={open} onOpenChange={(next) => { if (!deleteTrip.isPending) setOpen(next); }}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete Trip
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" hideCloseButton onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
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
