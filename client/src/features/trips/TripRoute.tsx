import { ArrowRight, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';

/** 'Weatherford, TX → Waco, TX': where a trip starts, an arrow, where it ends (either may be missing). */
export function TripRoute({ startLocation, endLocation, className }: {
  startLocation: string | null;
  endLocation: string | null;
  className?: string;
}) {
  if (!startLocation && !endLocation) return null;
  return (
    <p className={cn('flex items-start gap-2', className)}>
      <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span>{startLocation ?? 'Start not set'}</span>
        <ArrowRight aria-label="to" role="img" className="h-4 w-4 shrink-0 text-muted-foreground" />
        <span>{endLocation ?? 'End not set'}</span>
      </span>
    </p>
  );
}
