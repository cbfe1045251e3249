import type { Itinerary } from '@shared/contracts/trips';
import { useUpdateStop } from './api';
import { formatDollars } from './plan-format';

type Stop = Itinerary['stops'][number];

/** The divisions the rider plans to enter at an event: their entry fees count in the trip's cost estimate. */
export function EnteredDivisions({ tripId, stop }: { tripId: string; stop: Stop }) {
  const update = useUpdateStop(tripId, 'event', stop.id);
  const entered = new Set(stop.event!.enteredDivisions);
  const toggle = (name: string) => {
    const next = new Set(entered);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    update.mutate({ enteredDivisions: [...next] });
  };
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">
        Divisions you are entering ({entered.size})
      </summary>
      <fieldset className="mt-2 space-y-1" disabled={update.isPending}>
        <legend className="sr-only">Divisions you are entering at {stop.name}</legend>
        {stop.event!.divisions.map((division) => (
          <label key={division.name} className="flex items-center gap-2">
            <input type="checkbox" checked={entered.has(division.name)} onChange={() => toggle(division.name)} className="h-4 w-4" />
            <span>{division.name}</span>
            {division.entryFee !== null && <span className="text-muted-foreground">{formatDollars(division.entryFee)}</span>}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
