import { Link } from 'wouter';
import { BedDouble, ChevronRight } from 'lucide-react';
import type { NearbyHotel } from '@shared/api-types';
import { formatMiles } from '@shared/geo';
import { cityState } from './arena-display';

/** Horse hotels near the arena, nearest first, each linking to its page with the distance in miles. */
export function ArenaNearbyHotels({ hotels }: { hotels: NearbyHotel[] }) {
  if (hotels.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No horse hotels listed near this arena yet.</p>;
  }
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {hotels.map((hotel) => (
        <li key={hotel.id}>
          <Link href={`/horse-hotels/${hotel.id}`} className="flex items-center justify-between gap-3 p-4 transition-colors hover:bg-muted">
            <span className="flex min-w-0 items-start gap-3">
              <BedDouble aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
              <span className="min-w-0">
                <span className="block font-semibold">{hotel.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {[cityState(hotel.city, hotel.state), hotel.distance !== null ? formatMiles(hotel.distance) : null].filter(Boolean).join(' · ')}
                </span>
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
