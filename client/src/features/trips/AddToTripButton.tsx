import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useAuth, useFinishAfterLogin, useLoginFirst, useSignedInCheck } from '@/features/auth';
import { targetId, type TripItemTarget } from './trip-item-kinds';
import { TripPicker } from './TripPicker';

/**
 * 'Add to Trip': a picker of the rider's trips (those already holding the item marked), or a new trip made with
 * the item in it. A visitor's tap goes to log in and back to this page, where the dialog then opens.
 */
export function AddToTripButton({ target, variant = 'outline', size = 'default', className }: {
  target: TripItemTarget;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const targetKey = `${target.kind}:${targetId(target)}`;
  const logInToAdd = useLoginFirst('add-to-trip', targetKey);
  useFinishAfterLogin('add-to-trip', targetKey, isAuthenticated, () => setOpen(true));
  const signedInCheck = useSignedInCheck();
  // Only before the account lookup answers: once signed in, the button is the dialog's trigger.
  const onSignedOutClick = async () => {
    if (!authLoading) return logInToAdd();
    if (await signedInCheck()) setOpen(true);
    else logInToAdd();
  };

  const button = (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={isAuthenticated ? undefined : () => void onSignedOutClick()}
    >
      <CalendarPlus aria-hidden="true" />
      Add to Trip
    </Button>
  );
  if (!isAuthenticated) return button;
  // The trigger is Radix's own, so closing the dialog (Escape, Close, an add) puts focus back on this button.
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{button}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to Trip</DialogTitle>
          <DialogDescription>Choose the trip this belongs to.</DialogDescription>
        </DialogHeader>
        {open && <TripPicker target={target} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
