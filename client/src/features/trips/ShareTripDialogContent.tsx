import { Copy, Link2 } from 'lucide-react';
import type { TripDetail } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LazyDialogProps } from '@/components/ui/lazy-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useShareTrip, useUnshareTrip } from './api';

/**
 * 'Share': a read-only link to the plan for whoever rides along (notes marked private stay out). Asking again
 * gives the same link; Turn off link makes every copy of it stop working.
 */
export function ShareTripDialogContent({ trip, open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps & { trip: TripDetail }) {
  const share = useShareTrip(trip.id);
  const unshare = useUnshareTrip(trip.id, () => {
    share.reset();
    setOpen(false);
  });
  const url = share.data?.url;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A live link is fetched again (the same one) so it can be copied.
    if (next && trip.shared && !url && !share.isPending) share.mutate();
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it in a text or an email.' });
    } catch {
      toast({ title: 'Copy the link', description: 'Select the link and copy it.' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Share this trip</DialogTitle>
          <DialogDescription>
            Anyone with the link sees the plan, read-only, without signing in. Notes you marked private are left out.
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="space-y-3">
            <Input readOnly value={url} aria-label="Share link" onFocus={(event) => event.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
              <Button variant="outline" disabled={unshare.isPending} onClick={() => unshare.mutate()}>
                Turn off link
              </Button>
            </div>
          </div>
        ) : (
          <Button disabled={share.isPending} onClick={() => share.mutate()}>
            <Link2 aria-hidden="true" />
            {share.isPending ? 'Making the link...' : 'Create share link'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
