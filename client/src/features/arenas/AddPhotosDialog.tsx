import { Link } from 'wouter';
import { Camera } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger,
} from '@/components/ui/dialog';

/** Add Photos: there is no upload yet, so this says so and points riders to the Community feed. */
export function AddPhotosDialog({ arenaName }: { arenaName: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Camera aria-hidden="true" />
          Add Photos
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Photo uploads are coming soon</DialogTitle>
          <DialogDescription>
            You can't add photos to arena pages yet. In the meantime, share your pictures of {arenaName} (the ground,
            the parking, the warm-up pen) in the Community feed so other riders can see them.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <DialogClose asChild>
            <Link href="/community" className={buttonClasses()}>Go to Community</Link>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
