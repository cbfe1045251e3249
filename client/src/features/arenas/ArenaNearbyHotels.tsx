import { BedDouble } from 'lucide-react';
import type { NearbyHotel } from '@shared/contracts/events';
import { formatMiles } from '@shared/geo';
import { cityState } from './arena-display';
import { RowLinkList } from './RowLinkList';

/** Horse hotels near the arena, nearest first, each linking to its page with the distance in miles. */
export function ArenaNearbyHotels({ hotels }: { hotels: NearbyHotel[] }) {
  if (hotels.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No horse hotels listed near this arena yet.</p>;
  }
  return (
    <RowLinkList items={hotels} href={(hotel) => `/horse-hotels/${hotel.id}`}>
      {(hotel) => (
        <span className="flex min-w-0 items-start gap-3">
          <BedDouble aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
          <span className="min-w-0">
            <span className="block font-semibold">{hotel.name}</span>
            <span className="block text-sm text-muted-foreground">
              {[cityState(hotel.city, hotel.state), hotel.distance !== null ? formatMiles(hotel.distance) : null].filter(Boolean).join(' · ')}
            </span>
          </span>
        </span>
      )}
    </RowLinkList>
  );
}
