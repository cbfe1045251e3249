import { Link } from 'wouter';
import { StickyNote } from 'lucide-react';
import type { TripSummary } from '@shared/contracts/trips';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { countLabel } from '@/lib/format-count';
import { TripDatesAndRoute } from './TripRoute';

/** One trip on /trips: the whole card opens /trips/{id}. */
export function TripCard({ trip }: { trip: TripSummary }) {
  const { itemCounts } = trip;
  return (
    <Card className="relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CardHeader className="gap-2">
        <h2 className="text-lg font-semibold leading-tight">
          <Link href={`/trips/${trip.id}`} className="after:absolute after:inset-0 after:rounded-lg focus:outline-none">
            {trip.name}
          </Link>
        </h2>
        {trip.description && <p className="line-clamp-2 text-sm text-muted-foreground">{trip.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <TripDatesAndRoute trip={trip} />
        {trip.notes && (
          <p className="flex items-start gap-2 text-muted-foreground">
            <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="line-clamp-2">{trip.notes}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-2" aria-label="What is in this trip">
          <Badge variant="secondary">{countLabel(itemCounts.events, 'event')}</Badge>
          <Badge variant="secondary">{countLabel(itemCounts.horseHotels, 'horse hotel')}</Badge>
          <Badge variant="secondary">{countLabel(itemCounts.services, 'service')}</Badge>
        </div>
      </CardContent>
    </Card>
  );
}
