import { Download, Info, Printer } from 'lucide-react';
import type { Itinerary } from '@shared/contracts/trips';
import { formatMiles } from '@shared/geo';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { downloadTextFile } from '@/lib/download-file';
import { OvernightSuggestions } from './OvernightSuggestions';
import { PlanDayCard } from './PlanDayCard';
import { formatDollars, formatHours } from './plan-format';
import { StopOrderList } from './StopOrderList';

interface TripPlanProps {
  tripName: string;
  itinerary: Itinerary;
  /** The owner's view: reorder, overnight suggestions, divisions. Without it, the shared read-only plan. */
  tripId?: string;
}

function exportCalendar(tripName: string, itinerary: Itinerary) {
  import('./trip-ics').then(({ buildTripIcs, tripIcsFileName }) => {
    downloadTextFile(buildTripIcs(tripName, itinerary, window.location.origin), tripIcsFileName(tripName));
  }).catch(() => toast({ title: 'Error', description: 'Could not build the calendar file.', variant: 'destructive' }));
}

/** The trip as a plan for the road: totals, the stops in order, and one card per day (one page each on paper). */
export function TripPlan({ tripName, itinerary, tripId }: TripPlanProps) {
  const stopsById = new Map(itinerary.stops.map((stop) => [stop.id, stop]));
  const { totals } = itinerary;
  const hasDrives = itinerary.days.some((day) => day.drives.length > 0);
  return (
    <section aria-labelledby="plan-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-heading" className="text-xl font-semibold">Day-by-Day Plan</h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => exportCalendar(tripName, itinerary)}>
            <Download aria-hidden="true" />
            Export .ics
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <div className="rounded-lg border bg-card p-4 text-sm print:break-after-page">
        <p className="text-base font-medium">
          {formatMiles(totals.miles)} · {formatHours(totals.drivingHours)} driving · {formatDollars(totals.costs.total)} estimated
        </p>
        <p className="text-muted-foreground">
          Fuel {formatDollars(totals.costs.fuel)} ({itinerary.settings.fuelMpg} mpg at {formatDollars(itinerary.settings.fuelPrice)}) ·
          stalls and rooms {formatDollars(totals.costs.lodging)} · entries {formatDollars(totals.costs.entries)}
        </p>
        <p className="mt-1 flex items-start gap-1.5 text-xs text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          Estimates: miles are straight-line distances with a road allowance, at {itinerary.settings.towingSpeedMph} mph towing,
          a day's driving up to {itinerary.settings.dailyLimitMiles} miles or {itinerary.settings.dailyLimitHours} hours.
        </p>
        {itinerary.warnings.length > 0 && (
          <ul className="mt-2 space-y-1" aria-label="About this plan">
            {itinerary.warnings.map((warning) => <li key={`${warning.kind}-${warning.stopId}`}>{warning.message}</li>)}
          </ul>
        )}
      </div>
      {tripId && itinerary.stops.length > 0 && (
        <div className="space-y-2 print:hidden">
          <h3 className="font-semibold">Stops in driving order</h3>
          <StopOrderList tripId={tripId} stops={itinerary.stops} />
        </div>
      )}
      {tripId && hasDrives && <OvernightSuggestions tripId={tripId} itinerary={itinerary} />}
      <div className="space-y-3">
        {itinerary.days.map((day, index) => (
          <PlanDayCard key={day.day ?? 'undated'} day={day} index={index} stopsById={stopsById} />
        ))}
      </div>
    </section>
  );
}
