import { useRef, type ReactNode, type RefObject } from 'react';
import { totalText } from '@shared/contracts/paging';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

export interface FilterSheetResults {
  total: number | null;
  /** The server counted only up to `total`. */
  totalCapped?: boolean;
  singular: string;
  plural: string;
}

/**
 * The phone's filter sheet (see FilterSheet), in a module of its own so the dialog stack loads when a rider first
 * opens it, not with every list.
 */
export default function FilterSheetDialog({ onClose, returnFocusTo, results, description, children }: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  results: FilterSheetResults;
  description: string;
  children: ReactNode;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent
        ref={sheetRef}
        // The sheet itself takes the focus, not its first box: a phone would open its keyboard over the filters.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          sheetRef.current?.focus();
        }}
        // Radix gives the focus back only to its own trigger; the Filters button is a plain one (see FilterSheet).
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className={[
          'bottom-0 left-0 top-auto max-h-[88dvh] w-full max-w-none translate-x-0 translate-y-0 gap-3 rounded-none',
          'rounded-t-2xl p-4 pb-[max(1rem,env(safe-area-inset-bottom))] data-[state=open]:animate-sheet-in',
        ].join(' ')}
      >
        <DialogHeader className="text-left">
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription className="sr-only">{description}</DialogDescription>
        </DialogHeader>
        {children}
        <Button className="w-full" onClick={onClose}>
          {results.total === null
            ? `Show ${results.plural}`
            : `Show ${totalText(results.total, results.totalCapped ?? false)} ${results.total === 1 ? results.singular : results.plural}`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
