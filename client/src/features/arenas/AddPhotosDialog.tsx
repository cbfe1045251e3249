import { Camera } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const AddPhotosDialogContent = lazyDialog(() => import('./AddPhotosDialogContent').then((module) => module.AddPhotosDialogContent));

/** Add Photos: its dialog (AddPhotosDialogContent) loads with the first tap. */
export function AddPhotosDialog({ arenaId, arenaName, signedIn }: { arenaId: string; arenaName: string; signedIn: boolean }) {
  const dialog = useLazyDialog(AddPhotosDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
      >
        <Camera aria-hidden="true" />
        Add Photos
      </Button>
      <AddPhotosDialogContent arenaId={arenaId} arenaName={arenaName} signedIn={signedIn} {...dialog.dialogProps} />
    </>
  );
}
