import { Link } from 'wouter';
import { Plus, Warehouse } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { CountedResults, PagedResults } from '@/components/ui/paged-results';
import { useAuth } from '@/features/auth';
import { useHorseHotelList } from './api';
import { HotelCard } from './HotelCard';
import { HotelFilters } from './HotelFilters';
import { useHotelFilters } from './useHotelFilters';

const HOTEL_CARD_LINES = ['h-5 w-2/3', 'h-4 w-1/3', 'h-4 w-full', 'h-6 w-1/2'];

export default function HorseHotelsPage() {
  const { isAuthenticated } = useAuth();
  const { filters, update, clear, queryParams, filtered } = useHotelFilters();
  const hotels = useHorseHotelList(queryParams);
  const showDistance = queryParams.latitude !== undefined;

  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold sm:text-4xl">Find Horse Hotels</h1>
          <p className="text-muted-foreground">Overnight stabling on the way to the next race, shared by riders who stayed there.</p>
        </div>
        {isAuthenticated && (
          <Link href="/horse-hotels/create" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
            <Plus aria-hidden="true" />
            Add Horse Hotel
          </Link>
        )}
      </header>

      <HotelFilters filters={filters} onChange={update} />

      <PagedResults
        list={hotels}
        loading={<CardGridSkeleton label="Loading horse hotels" lines={HOTEL_CARD_LINES} />}
        errorMessage="Could not load horse hotels."
        empty={filtered ? (
          <EmptyState
            icon={Warehouse}
            title="No horse hotels found matching your criteria."
            description={filters.location ? 'Try a wider radius, another town, or fewer filters.' : 'Try another name, city or state.'}
            action={<Button variant="outline" onClick={clear}>Clear Filters</Button>}
          />
        ) : (
          <EmptyState
            icon={Warehouse}
            title="No horse hotels listed yet."
            description="Know a good place to stall overnight? Add it for the next rider."
            action={isAuthenticated ? <Link href="/horse-hotels/create" className={buttonClasses()}>Add Horse Hotel</Link> : undefined}
          />
        )}
      >
        <CountedResults list={hotels} singular="horse hotel" plural="horse hotels" filtered={filtered} as="section" aria-label="Horse hotels" className="space-y-2">
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {hotels.items.map((hotel) => (
              <li key={hotel.id} className="flex"><HotelCard hotel={hotel} showDistance={showDistance} /></li>
            ))}
          </ul>
        </CountedResults>
      </PagedResults>
    </div>
  );
}
