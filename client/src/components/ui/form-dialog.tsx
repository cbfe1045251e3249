import type { ReactNode, RefObject } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, type DialogContentProps,
} from './dialog';

/** A dialog holding one form. The form is mounted only while the dialog is open, so every opening starts afresh. */
export function FormDialog({ open, onOpenChange, title, description, onEscapeKeyDown, returnFocusTo, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onEscapeKeyDown?: DialogContentProps['onEscapeKeyDown'];
  /** The button that opened it, for a dialog opened without a DialogTrigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onEscapeKeyDown={onEscapeKeyDown} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button of a dialog's form; the submit button spins and says `pendingLabel` while it saves. */
export function FormDialogFooter({ onCancel, pending, submitLabel, pendingLabel }: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>Cancel</Button>
      <Button type="submit" disabled={pending}>
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
