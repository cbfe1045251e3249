import { Link } from 'wouter';
import { CalendarSearch, Plus, X } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { EVENT_RADIUS, parseRadius } from '@/lib/radius';
import { useEventFilterOptions, useEventList } from './api';
import { EventCard } from './EventCard';
import { EventCardSkeletons } from './EventCardSkeletons';
import { EventFilters } from './EventFilters';
import { useEventFilters } from './useEventFilters';

const PAGE_SIZE = 12;

export default function EventsPage() {
  const { filters, applied, update, clear, queryParams, chips, filtered } = useEventFilters();
  const filterOptions = useEventFilterOptions();
  const events = useEventList(queryParams, PAGE_SIZE);

  return (
    <div className="container space-y-4 py-4 sm:space-y-6 sm:py-10">
      <header className="flex items-start justify-between gap-3 sm:items-end">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">Find Barrel Racing Events</h1>
          <p className="hidden text-muted-foreground sm:block">
            Jackpots, series and futurities near you, with the ground report for every arena.
          </p>
        </div>
        <Link href="/events/create" className={buttonClasses({ size: 'sm', className: 'sm:h-10 sm:px-4' })}>
          <Plus aria-hidden="true" />
          Create Event
        </Link>
      </header>

      <FilterSheet
        activeCount={chips.length}
        description="Narrow the event list by name, place, arena, pattern, date, division, entries, stalls and RV, and choose its order."
        results={{ total: events.isLoading ? null : events.total, totalCapped: events.totalCapped, singular: 'event', plural: 'events' }}
        panel={(placement) => (
          <EventFilters
            value={filters}
            onChange={update}
            onClear={clear}
            options={filterOptions}
            searchedRadius={parseRadius(applied.radius, EVENT_RADIUS)}
            placement={placement}
          />
        )}
      />
      <FilterChips
        className="md:hidden"
        chips={chips}
        onRemove={update}
        onClearAll={clear}
      />

      <section aria-labelledby="event-results-heading" className="space-y-4">
        <h2 id="event-results-heading" className="sr-only">Events</h2>
        <PagedResults
          list={events}
          loading={<EventCardSkeletons />}
          errorMessage="We could not load events."
          empty={filtered ? (
            <EmptyState
              icon={CalendarSearch}
              title="No events found matching your criteria."
              action={(
                <Button variant="outline" onClick={clear}>
                  <X aria-hidden="true" />
                  Clear Filters
                </Button>
              )}
            />
          ) : (
            <EmptyState icon={CalendarSearch} title="No events found. Check back soon!" />
          )}
        >
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" aria-label="Events">
            {events.items.map((event) => (
              <li key={event.id}><EventCard event={event} /></li>
            ))}
          </ul>
          <PagedLoadMore list={events} />
        </PagedResults>
      </section>
    </div>
  );
}
