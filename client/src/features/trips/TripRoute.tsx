import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import type { TripSummary } from '@shared/contracts/trips';
import { formatDayRange } from '@/lib/dates';

/** 'Weatherford, TX → Waco, TX': where a trip starts, an arrow, where it ends (either may be missing). */
export function TripRoute({ startLocation, endLocation }: { startLocation: string | null; endLocation: string | null }) {
  if (!startLocation && !endLocation) return null;
  return (
    <p className="flex items-start gap-2">
      <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span>{startLocation ?? 'Start not set'}</span>
        <ArrowRight aria-label="to" role="img" className="h-4 w-4 shrink-0 text-muted-foreground" />
        <span>{endLocation ?? 'End not set'}</span>
      </span>
    </p>
  );
}

/** When the trip runs, then its route: the same lines on the trip card and at the top of the trip's page. */
export function TripDatesAndRoute({ trip }: { trip: Pick<TripSummary, 'startDate' | 'endDate' | 'startLocation' | 'endLocation'> }) {
  return (
    <>
      <p className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        <span>{formatDayRange(trip.startDate, trip.endDate)}</span>
      </p>
      <TripRoute startLocation={trip.startLocation} endLocation={trip.endLocation} />
    </>
  );
}
