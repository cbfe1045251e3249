import { Building } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger,
} from '@/components/ui/dialog';

/** For arenas without an owner: what claiming will mean. Claiming itself is not open yet, so the button only explains. */
export function ClaimArenaCallout({ arenaName }: { arenaName: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed bg-secondary/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Building aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">Own or manage this arena?</p>
          <p className="text-sm text-muted-foreground">Claim the page to keep footing reports current and respond to reviews.</p>
        </div>
      </div>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">Claim This Arena</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Claiming arena pages</DialogTitle>
            <DialogDescription>
              Claiming is not open yet. When it is, the owner of {arenaName} will be able to update footing reports,
              post their own photos and respond to riders' reviews. Until then the page is kept current by the
              riders who run here.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Got it</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
