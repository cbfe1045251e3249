import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface FilterChip<Change> {
  key: string;
  /** What the chip shows, e.g. 'TX' or 'Large Pattern'. */
  label: string;
  /** Its button's accessible name, e.g. 'Remove State: TX'. */
  removeLabel: string;
  /** The change to the list's filters that removes it. */
  remove: Change;
}

/**
 * The active filters of a list as chips above its results; tapping one removes that filter. Nothing when no filter is
 * set. A list of buttons rather than one line of text, so each can be reached and removed on its own.
 */
export function FilterChips<Change>({ chips, onRemove, onClearAll, className }: {
  chips: readonly FilterChip<Change>[];
  onRemove: (change: Change) => void;
  /** Offered from two chips up. */
  onClearAll?: () => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={cn('flex items-start justify-between gap-2', className)}>
      <ul aria-label="Active filters" className="flex min-w-0 flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} className="min-w-0 max-w-full">
            <button
              type="button"
              aria-label={chip.removeLabel}
              title={chip.removeLabel}
              onClick={() => onRemove(chip.remove)}
              className={cn(
                'flex h-8 max-w-full items-center gap-1.5 rounded-full border bg-secondary pl-3 pr-2 text-sm font-medium',
                'text-secondary-foreground transition-colors hover:bg-secondary/80',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              )}
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && chips.length > 1 && (
        <button
          type="button"
          onClick={onClearAll}
          className="h-8 shrink-0 rounded-md px-2 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
