import { AlertTriangle, ArrowRight, Navigation } from 'lucide-react';
import type { Itinerary } from '@shared/contracts/trips';
import { formatMiles } from '@shared/geo';
import { buttonClasses } from '@/components/ui/button';
import { formatDollars, formatHours, formatPlanDay } from './plan-format';

type Day = Itinerary['days'][number];
type Stop = Itinerary['stops'][number];

const ROLE_LABELS = { arrive: 'Arrive', stay: 'Stay', leave: 'Leave' } as const;

/** One day of the plan: where the rider is, the drives, miles and hours, warnings and the day's costs. */
export function PlanDayCard({ day, index, stopsById }: { day: Day; index: number; stopsById: Map<string, Stop> }) {
  const title = day.day ? `Day ${index + 1} · ${formatPlanDay(day.day)}` : 'No date yet';
  return (
    <section aria-label={title} className="plan-day space-y-3 rounded-lg border bg-card p-4 print:break-after-page print:border-0 print:p-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        {day.miles > 0 && (
          <p className="text-sm text-muted-foreground">
            {formatMiles(day.miles)} · {formatHours(day.drivingHours)} driving
            {day.restStops > 0 ? ` · ${day.restStops} rest stop${day.restStops === 1 ? '' : 's'}` : ''}
          </p>
        )}
      </div>
      {day.warnings.length > 0 && (
        <ul className="space-y-1" aria-label="Warnings">
          {day.warnings.map((warning) => (
            <li key={`${warning.kind}-${warning.stopId}`} className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{warning.message}</span>
            </li>
          ))}
        </ul>
      )}
      {day.drives.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Drives">
          {day.drives.map((drive, driveIndex) => (
            <li key={driveIndex} className="flex flex-wrap items-center gap-x-2">
              <span>{drive.fromName}</span>
              <ArrowRight aria-label="to" role="img" className="h-3.5 w-3.5 text-muted-foreground" />
              <span>{drive.toName}</span>
              <span className="text-muted-foreground">{formatMiles(drive.miles)}, {formatHours(drive.hours)}</span>
            </li>
          ))}
        </ul>
      )}
      {day.stops.length > 0 && (
        <ul className="space-y-0.5 text-sm" aria-label="Stops">
          {day.stops.map(({ stopId, role }) => {
            const stop = stopsById.get(stopId);
            if (!stop) return null;
            return (
              <li key={stopId}>
                <span className="font-medium">{ROLE_LABELS[role]}:</span> {stop.name}
                {stop.event && stop.event.status !== 'scheduled' && <span className="ml-1 font-semibold uppercase text-destructive">{stop.event.status}</span>}
                {stop.event?.removed && <span className="ml-1 font-semibold text-destructive">Removed</span>}
                {role === 'arrive' && stop.event?.gateHours && <span className="block text-muted-foreground">Gate: {stop.event.gateHours}</span>}
                {role === 'arrive' && stop.notes && <span className="block whitespace-pre-line text-muted-foreground">{stop.notes}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-2 text-sm">
        <p>
          <span className="text-muted-foreground">Estimated costs: </span>
          {formatDollars(day.costs.total)}
          <span className="text-muted-foreground"> (fuel {formatDollars(day.costs.fuel)}, stalls and rooms {formatDollars(day.costs.lodging)}, entries {formatDollars(day.costs.entries)})</span>
        </p>
        {day.navigateUrl && (
          <a href={day.navigateUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'print:hidden' })}>
            <Navigation aria-hidden="true" />
            Navigate
          </a>
        )}
      </div>
    </section>
  );
}
