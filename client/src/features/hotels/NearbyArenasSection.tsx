import { Link } from 'wouter';
import { ChevronRight, MapPinned } from 'lucide-react';
import { formatMiles } from '@shared/geo';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Skeleton } from '@/components/ui/skeleton';
import { FootingBadge } from '@/features/arenas';
import { NEARBY_ARENA_PAGE_SIZE, useNearbyArenas } from './api';
import { DetailSection } from './DetailSection';

/** Arenas around the hotel, nearest first, each linking to its page with the distance in miles. */
export function NearbyArenasSection({ hotelId }: { hotelId: string }) {
  const arenas = useNearbyArenas(hotelId);
  return (
    <DetailSection title="Nearby Arenas" icon={MapPinned}>
      <PagedResults
        list={arenas}
        loading={(
          <div className="space-y-2" role="status" aria-label="Loading nearby arenas">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        errorMessage="Could not load nearby arenas."
        empty={<p className="text-sm text-muted-foreground">No arenas listed near this horse hotel yet.</p>}
      >
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {arenas.items.map((arena) => (
            <li key={arena.id}>
              <Link
                href={`/arenas/${arena.id}`}
                className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium leading-snug">{arena.name}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                    {arena.city}, {arena.state}
                    <FootingBadge condition={arena.footingCondition} />
                  </span>
                </span>
                {arena.distance !== null && (
                  <span className="shrink-0 text-sm font-semibold text-primary">{formatMiles(arena.distance)}</span>
                )}
                <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
        {arenas.total > NEARBY_ARENA_PAGE_SIZE && <PagedLoadMore list={arenas} />}
      </PagedResults>
    </DetailSection>
  );
}
