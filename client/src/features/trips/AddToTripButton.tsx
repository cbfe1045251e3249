import { CalendarPlus } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';
import { useAuth, useFinishAfterLogin, useLoginFirst, useSignedInCheck } from '@/features/auth';
import { targetId, type TripItemTarget } from './trip-item-kinds';

const AddToTripDialog = lazyDialog(() => import('./AddToTripDialog').then((module) => module.AddToTripDialog));

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
  const dialog = useLazyDialog();
  const targetKey = `${target.kind}:${targetId(target)}`;
  const logInToAdd = useLoginFirst('add-to-trip', targetKey);
  useFinishAfterLogin('add-to-trip', targetKey, isAuthenticated, dialog.openDialog);
  const signedInCheck = useSignedInCheck();
  // Only before the account lookup answers: once signed in, the button opens the dialog.
  const onSignedOutClick = async () => {
    if (!authLoading) return logInToAdd();
    if (await signedInCheck()) dialog.openDialog();
    else logInToAdd();
  };

  return (
    <>
      <Button
        ref={dialog.buttonRef}
        variant={variant}
        size={size}
        className={className}
        aria-haspopup={isAuthenticated ? 'dialog' : undefined}
        onPointerEnter={isAuthenticated ? AddToTripDialog.preload : undefined}
        onClick={isAuthenticated ? dialog.openDialog : () => void onSignedOutClick()}
      >
        <CalendarPlus aria-hidden="true" />
        Add to Trip
      </Button>
      {isAuthenticated && <AddToTripDialog target={target} {...dialog.dialogProps} />}
    </>
  );
}
