import { SlidersHorizontal } from 'lucide-react';
import type { TripDetail } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazy-dialog';

const TripRoadSettingsDialogContent = lazyDialog(() => import('./TripRoadSettingsDialogContent').then((module) => module.TripRoadSettingsDialogContent));

/** The trip's road settings; their dialog (TripRoadSettingsDialogContent) loads with the first tap. */
export function TripRoadSettingsDialog({ trip }: { trip: TripDetail }) {
  const dialog = useLazyDialog(TripRoadSettingsDialogContent);
  return (
    <>
      <Button
        {...dialog.buttonProps}
        variant="outline"
        className="self-start"
      >
        <SlidersHorizontal aria-hidden="true" />
        Road Settings
      </Button>
      <TripRoadSettingsDialogContent trip={trip} {...dialog.dialogProps} />
    </>
  );
}
