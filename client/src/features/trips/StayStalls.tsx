import type { Itinerary } from '@shared/contracts/trips';
import { useUpdateStop } from './api';
import { formatDollars } from './plan-format';

type Stop = Itinerary['stops'][number];
const STALL_CHOICES = Array.from({ length: 10 }, (_, index) => index + 1);

/** How many stalls a stay books: the hotel's nightly rate counts once per stall in the cost estimate. */
export function StayStalls({ tripId, stop }: { tripId: string; stop: Stop }) {
  const update = useUpdateStop(tripId, 'horseHotel', stop.id);
  const hotel = stop.hotel!;
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      Stalls
      <select
        value={hotel.stalls}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ stalls: Number(event.target.value) })}
        className="rounded-md border bg-background px-2 py-0.5"
      >
        {STALL_CHOICES.map((count) => <option key={count} value={count}>{count}</option>)}
      </select>
      <span className="text-muted-foreground">
        {hotel.nightlyRate === null ? 'rate not listed' : `${formatDollars(hotel.nightlyRate)} a stall a night`}
      </span>
    </label>
  );
}
