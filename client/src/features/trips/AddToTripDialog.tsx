import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import type { TripItemTarget } from './trip-item-kinds';
import { TripPicker } from './TripPicker';

/** The Add to Trip dialog: loaded with the button's first tap (AddToTripButton). */
export function AddToTripDialog({ open, onOpenChange, returnFocusTo, target }: LazyDialogProps & { target: TripItemTarget }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Add to Trip</DialogTitle>
          <DialogDescription>Choose the trip this belongs to.</DialogDescription>
        </DialogHeader>
        {open && <TripPicker target={target} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
