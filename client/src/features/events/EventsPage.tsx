import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarSearch, Plus, X } from 'lucide-react';
import type { EventListItem } from '@shared/api-types';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { usePagedList } from '@/lib/paged-list';
import { EventCard } from './EventCard';
import { EventCardSkeletons } from './EventCardSkeletons';
import { EventFilters } from './EventFilters';
import { useEventFilters } from './useEventFilters';

const PAGE_SIZE = 12;

export default function EventsPage() {
  const { filters, update, clear, queryParams, filtered } = useEventFilters();
  const filterOptions = useQuery<{ states: string[] }>({ queryKey: ['/api/events/filters'] });
  const events = usePagedList<EventListItem>('/api/events', queryParams, PAGE_SIZE);

  return (
    <div className="container space-y-6 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Barrel Racing Events</h1>
          <p className="text-muted-foreground">Jackpots, series and futurities near you, with the ground report for every arena.</p>
        </div>
        <Link href="/events/create" className={buttonClasses({ className: 'self-start sm:self-auto' })}>
          <Plus aria-hidden="true" />
          Create Event
        </Link>
      </header>

      <EventFilters
        value={filters}
        onChange={update}
        onClear={clear}
        states={filterOptions.data?.states ?? []}
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
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Events">
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
