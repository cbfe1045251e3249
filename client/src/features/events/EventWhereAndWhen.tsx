import { Link } from 'wouter';
import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { formatEventDate } from '@/lib/dates';
import { useEventTimeText } from './event-logistics';

/** A card lists the facts small and muted; the event's own page sets them larger, with the date and time stressed. */
const LOOKS = {
  card: {
    arena: 'flex items-start gap-2',
    arenaIcon: 'mt-0.5 h-4 w-4 shrink-0',
    host: 'flex items-start gap-2',
    hostIcon: 'mt-0.5 h-4 w-4 shrink-0',
    line: 'min-w-0 truncate md:whitespace-normal',
    when: 'flex flex-wrap items-center gap-x-4 gap-y-1.5',
    whenIcon: 'h-4 w-4 shrink-0',
  },
  page: {
    arena: 'flex items-start gap-2 text-muted-foreground',
    arenaIcon: 'mt-1 h-4 w-4 shrink-0',
    host: 'flex items-center gap-2 text-muted-foreground',
    hostIcon: 'h-4 w-4 shrink-0',
    line: '',
    when: 'flex flex-wrap items-center gap-x-5 gap-y-1 font-medium',
    whenIcon: 'h-4 w-4 text-primary',
  },
} as const;

const linkClass = 'font-medium text-foreground hover:text-primary hover:underline';

/** Where (arena and city), who hosts it (when known) and when: the same three lines on a card and on the event page. */
export function EventWhereAndWhen({ event, look }: { event: EventListItem; look: keyof typeof LOOKS }) {
  const { arena, producer } = event;
  const classes = LOOKS[look];
  // The time is the arena's; a rider in another zone is told which.
  const time = useEventTimeText(event);
  return (
    <>
      <p className={classes.arena}>
        <MapPin aria-hidden="true" className={classes.arenaIcon} />
        <span className={classes.line}>
          <Link href={`/arena/${arena.id}`} className={linkClass}>
            {arena.name}
          </Link>
          {' '}&middot; {arena.city}, {arena.state}
        </span>
      </p>
      {producer?.id && (
        <p className={classes.host}>
          <UserRound aria-hidden="true" className={classes.hostIcon} />
          <span className={classes.line}>
            Hosted by{' '}
            <Link href={`/producer/${producer.id}`} className={linkClass}>
              {producer.name}
            </Link>
          </span>
        </p>
      )}
      <p className={classes.when}>
        <span className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className={classes.whenIcon} />
          <time dateTime={event.date}>{formatEventDate(event)}</time>
        </span>
        <span className="flex items-center gap-2">
          <Clock aria-hidden="true" className={classes.whenIcon} />
          {time}
        </span>
      </p>
    </>
  );
}
