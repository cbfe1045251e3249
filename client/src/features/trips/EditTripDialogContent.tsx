import { useForm } from 'react-hook-form';

import type { TripDetail } from '@shared/contracts/trips';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog';
import {
  toTripInput, tripFormResolver, TripFormFields, tripFormValues, type TripFormInput, type TripFormOutput,
} from './TripFormFields';
import { useUpdateTrip } from './api';

/** 'Edit Trip' on the trip's page: its name, description, dates, places and notes, saved with PATCH. */
export function EditTripDialogContent({ trip, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { trip: TripDetail }) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Edit Trip</DialogTitle>
          <DialogDescription>Change the name, dates and details of this trip.</DialogDescription>
        </DialogHeader>
        {open && <EditTripForm trip={trip} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditTripForm({ trip, onDone }: { trip: TripDetail; onDone: () => void }) {
  const form = useForm<TripFormInput, unknown, TripFormOutput>({
    resolver: tripFormResolver,
    defaultValues: tripFormValues(trip),
  });
  const update = useUpdateTrip(trip.id, onDone);
  const onSubmit = form.handleSubmit((values) => {
    if (!update.isPending) update.mutate(toTripInput(values));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit Trip" className="space-y-5">
      <TripFormFields form={form} />
      <FormDialogFooter onCancel={onDone} pending={update.isPending} submitLabel="Save Changes" pendingLabel="Saving..." />
    </form>
  );
}
