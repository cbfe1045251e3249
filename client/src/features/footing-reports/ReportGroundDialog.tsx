import { Shovel } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const ReportGroundDialogContent = lazyDialog(() => import('./ReportGroundDialogContent').then((module) => module.ReportGroundDialogContent));

/** "Report the ground": its dialog (ReportGroundDialogContent) loads with the first tap. */
export function ReportGroundDialog({ arenaId, arenaName, signedIn }: { arenaId: string; arenaName: string; signedIn: boolean }) {
  const dialog = useLazyDialog(ReportGroundDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
        size="sm"
      >
        <Shovel aria-hidden="true" />
        Report the ground
      </Button>
      <ReportGroundDialogContent arenaId={arenaId} arenaName={arenaName} signedIn={signedIn} {...dialog.dialogProps} />
    </>
  );
}
