import { Link } from 'wouter';
import { BedDouble, ChevronRight } from 'lucide-react';
import { formatMiles } from '@shared/geo';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventHorseHotels } from './api';

const HOTELS_SHOWN = 8;

/** Horse hotels near the event (linked ones, else within 50 miles of its arena), nearest first. */
export function EventHorseHotels({ eventId }: { eventId: string }) {
  const hotels = useEventHorseHotels(eventId, HOTELS_SHOWN);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <BedDouble aria-hidden="true" className="h-5 w-5 text-primary" />
          Nearby Horse Hotels
        </h2>
      </CardHeader>
      <CardContent>
        {hotels.isLoading ? (
          <div className="space-y-2" role="status" aria-label="Loading horse hotels">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : hotels.isError ? (
          <ErrorState message="We could not load nearby horse hotels." onRetry={() => void hotels.refetch()} />
        ) : !hotels.data?.length ? (
          <p className="text-sm text-muted-foreground">
            No horse hotels listed near this arena yet. <Link href="/horse-hotels" className="font-medium text-primary hover:underline">Browse all horse hotels</Link>.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {hotels.data.map((hotel) => (
              <li key={hotel.id}>
                <Link
                  href={`/horse-hotels/${hotel.id}`}
                  className="flex items-center gap-3 p-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{hotel.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {hotel.city}, {hotel.state}
                      {hotel.stallCount != null && <> &middot; {hotel.stallCount} stalls</>}
                    </span>
                  </span>
                  {hotel.distance != null && (
                    <span className="shrink-0 text-sm font-medium text-muted-foreground">{formatMiles(hotel.distance)}</span>
                  )}
                  <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
