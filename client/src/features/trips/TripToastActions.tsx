import { Link } from 'wouter';
import { ToastAction } from '@/components/ui/toast';
import { cn } from '@/lib/cn';

/** Toasts that offer something to do stay long enough to read and reach it. */
export const ACTION_TOAST_MS = 10_000;

const actionClasses = cn(
  'inline-flex h-8 shrink-0 items-center self-center rounded-md border px-3 text-sm font-medium transition-colors',
  'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
);

/** 'View trip' in a toast: the rider stays on the page they added from, and can still go to the trip. */
export function viewTripAction(tripId: string) {
  return (
    <ToastAction altText="View the trip in My Trips" asChild>
      <Link href={`/trips/${tripId}`} className={actionClasses}>View trip</Link>
    </ToastAction>
  );
}

/** 'Undo' in a toast, for a change made without asking first. */
export function undoAction(onUndo: () => void) {
  return (
    <ToastAction altText="Undo: put it back in the trip" className={actionClasses} onClick={onUndo}>
      Undo
    </ToastAction>
  );
}
