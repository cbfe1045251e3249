import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from './button';
import type { FilterSheetResults } from './filter-sheet-dialog';

const loadSheet = () => import('./filter-sheet-dialog');
const FilterSheetDialog = lazy(loadSheet);

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
  results: FilterSheetResults;
  /** Says what the sheet is for, for screen readers. */
  description: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

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
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The sheet's code starts loading as the finger lands, before the click.
        onPointerDown={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {filtersButtonText(activeCount)}
      </Button>
      {!open && <div className="hidden md:block">{panel('inline')}</div>}
      {open && (
        <Suspense fallback={null}>
          <FilterSheetDialog
            onClose={() => setOpen(false)}
            returnFocusTo={buttonRef}
            results={results}
            description={description}
          >
            {panel('sheet')}
          </FilterSheetDialog>
        </Suspense>
      )}
    </>
  );
}
