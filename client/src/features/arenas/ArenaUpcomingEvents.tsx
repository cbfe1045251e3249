import { CalendarDays, Clock } from 'lucide-react';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEventDate } from '@/lib/dates';
import { useArenaUpcomingEvents } from './api';
import { RowLinkList } from './RowLinkList';

/** Upcoming events at the arena, soonest first, each linking to its page. */
export function ArenaUpcomingEvents({ arenaId }: { arenaId: string }) {
  const events = useArenaUpcomingEvents(arenaId);
  return (
    <PagedResults
      list={events}
      loading={<Skeleton className="h-32 w-full" />}
      errorMessage="The events could not be loaded."
      empty={<p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No upcoming events at this arena yet.</p>}
    >
      <div>
        <RowLinkList items={events.items} href={(event) => `/event/${event.id}`}>
          {(event) => (
            <span className="min-w-0 space-y-1">
              <span className="block font-semibold">{event.name}</span>
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {formatEventDate(event)}
                </span>
                <span className="flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {event.time}
                </span>
              </span>
            </span>
          )}
        </RowLinkList>
        <PagedLoadMore list={events} />
      </div>
    </PagedResults>
  );
}
