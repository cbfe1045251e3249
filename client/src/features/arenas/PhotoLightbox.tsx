import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** The photo `delta` steps from `index`, wrapping around at both ends. */
export const wrapIndex = (index: number, delta: number, count: number) => ((index + delta) % count + count) % count;

/**
 * Full-size photos one at a time: previous/next wrap around, a 'N / M' counter, arrow keys step, Escape closes.
 * Radix keeps the focus inside while open; on closing it goes back to the thumbnail that opened it (`returnFocusTo`).
 * Of a gallery read a page at a time, `photos` are the loaded ones and `total` all of them: Next past the last loaded
 * photo asks for more (`onLoadMore`) and shows the next one once it is in; Previous from the first goes to the last
 * loaded one.
 */
export function PhotoLightbox({
  photos, total = photos.length, onLoadMore, index, onIndexChange, onClose, title, returnFocusTo, actions,
}: {
  photos: string[];
  /** The whole gallery's count (the loaded photos' by default). */
  total?: number;
  /** Reads the gallery's next page (absent once every photo is loaded). */
  onLoadMore?: () => void;
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** What can be done with the photo shown (Report). */
  actions?: (index: number) => ReactNode;
}) {
  const loaded = photos.length;
  const count = Math.max(total, loaded);
  const step = (delta: number) => {
    if (index === null) return;
    if (delta > 0 && index + 1 >= loaded && loaded < count && onLoadMore) {
      if (index < loaded) {
        onLoadMore();
        onIndexChange(index + 1);
      }
      return;
    }
    onIndexChange(wrapIndex(Math.min(index, loaded), delta, loaded));
  };
  const photo = index === null ? undefined : photos[index];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={index !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-5xl gap-3 border-none bg-neutral-950 p-3 text-white sm:p-4 [&>button:last-child]:text-white/80"
        closeLabel="Close photos"
        onKeyDown={onKeyDown}
        returnFocusTo={returnFocusTo}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">Use the arrow keys or the buttons to move between photos.</DialogDescription>
        {index !== null && (
          <>
            <div className="relative flex min-h-40 items-center justify-center pt-8">
              {photo === undefined ? (
                <p role="status" className="text-sm text-white/80">Loading photo {index + 1}...</p>
              ) : (
                <ResponsiveImage
                  src={photo}
                  sizes="100vw"
                  alt={`${title}: photo ${index + 1} of ${count}`}
                  className="max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
                />
              )}
            </div>
            <div className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="icon" aria-label="Previous photo" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <p aria-live="polite" className="text-sm font-medium tabular-nums" data-testid="lightbox-counter">
                {index + 1} / {count}
              </p>
              <Button variant="secondary" size="icon" aria-label="Next photo" onClick={() => step(1)}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            {actions && photo !== undefined && <div className="flex justify-center [&_button]:text-white/80">{actions(index)}</div>}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
