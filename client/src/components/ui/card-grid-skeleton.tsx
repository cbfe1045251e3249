import { cn } from '@/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

/**
 * Placeholders in the shape of a grid of picture cards while a list loads: each card a 16:9 picture and one bar per
 * entry of `lines` (its size classes, top to bottom), so the bars can mimic the real card's text.
 */
export function CardGridSkeleton({ label, lines, count = 6, className }: {
  /** What is loading, announced to screen readers, e.g. 'Loading events'. */
  label: string;
  lines: readonly string[];
  count?: number;
  /** Overrides for the grid, e.g. its gap. */
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="overflow-hidden">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-4">
            {lines.map((size, line) => <Skeleton key={line} className={size} />)}
          </div>
        </Card>
      ))}
    </div>
  );
}
