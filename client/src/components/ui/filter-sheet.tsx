import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog';

/** Tailwind's `md`: from here up the panel sits above the results; below it, behind the Filters button. */
const WIDE_SCREEN = '(min-width: 768px)';

export type FilterPlacement = 'inline' | 'sheet';

/** "Filters" or "Filters (2)": the button's text, which is also its accessible name. */
export const filtersButtonText = (activeCount: number) => (activeCount > 0 ? `Filters (${activeCount})` : 'Filters');

/**
 * A list's filter panel, placed for the screen: inline above the results from `md` up (as it always was), and on a
 * phone behind a "Filters (n)" button that opens it in a bottom sheet, so the results come first. Both placements
 * are in the server's HTML and CSS picks one, so a phone's first paint already shows the results, and nothing moves
 * when the page hydrates. While the sheet is open the inline copy is not rendered, so each control exists once.
 */
export function FilterSheet({ activeCount, panel, results, description }: {
  activeCount: number;
  panel: (placement: FilterPlacement) => ReactNode;
  /** For the sheet's button back to the results, 'Show 12 events' ('Show events' while the total is unknown). */
  results: { total: number | null; singular: string; plural: string };
  /** Says what the sheet is for, for screen readers. */
  description: string;
}) {
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);

  // A phone turned sideways or a window widened past `md` gets the inline panel back.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => { if (wide.matches) setOpen(false); };
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A Radix trigger: closing the sheet gives the focus back to it (Radix focuses the trigger, or nothing). */}
      <DialogTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontal aria-hidden="true" />
          {filtersButtonText(activeCount)}
        </Button>
      </DialogTrigger>
      {!open && <div className="hidden md:block">{panel('inline')}</div>}
      <DialogContent
        ref={sheetRef}
        // The sheet itself takes the focus, not its first box: a phone would open its keyboard over the filters.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          sheetRef.current?.focus();
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
        {panel('sheet')}
        <Button className="w-full" onClick={() => setOpen(false)}>
          {results.total === null
            ? `Show ${results.plural}`
            : `Show ${results.total} ${results.total === 1 ? results.singular : results.plural}`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
