import { Link } from 'wouter';
import { CalendarDays, Clock, ExternalLink as ExternalLinkIcon, MapPin, Navigation, Target, UserRound } from 'lucide-react';
import type { EventListItem } from '@shared/api-types';
import { formatMiles } from '@shared/geo';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { FootingBadge } from '@/features/arenas/FootingBadge';
import { formatLongDate } from '@/features/trips/trip-format';
import { capitalize } from './event-filters';
import { EventImage } from './EventImage';
import { SaveEventButton } from './SaveEventButton';

export const eventPath = (eventId: string) => `/event/${eventId}`;

/**
 * One event in a list (events, home, producer, calendar): picture, name, arena, host, footing, date and time,
 * distance (only when the list was searched around a location), pattern size, entry link and the save heart.
 */
export function EventCard({ event, headingLevel = 3 }: { event: EventListItem; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { arena, producer } = event;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[16/9] bg-muted">
        <EventImage imageUrl={event.imageUrl} alt={`${event.name} at ${arena.name}`} />
        <SaveEventButton event={event} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap gap-1.5">
          <FootingBadge condition={arena.footingCondition} />
          {event.patternSize && (
            <Badge variant="secondary">
              <Target aria-hidden="true" />
              {capitalize(event.patternSize)} Pattern
            </Badge>
          )}
          {event.distance != null && (
            <Badge variant="outline">
              <Navigation aria-hidden="true" />
              {formatMiles(event.distance)}
            </Badge>
          )}
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={eventPath(event.id)} className="hover:text-primary hover:underline">
            {event.name}
          </Link>
        </Heading>
        <div className="space-y-1.5 text-sm text-muted-foreground">
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              <Link href={`/arena/${arena.id}`} className="font-medium text-foreground hover:text-primary hover:underline">
                {arena.name}
              </Link>
              {' '}&middot; {arena.city}, {arena.state}
            </span>
          </p>
          {producer?.id && (
            <p className="flex items-start gap-2">
              <UserRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                Hosted by{' '}
                <Link href={`/producer/${producer.id}`} className="font-medium text-foreground hover:text-primary hover:underline">
                  {producer.name}
                </Link>
              </span>
            </p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
            <span className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
              <time dateTime={event.date}>{formatLongDate(event.date)}</time>
            </span>
            <span className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
              {event.time}
            </span>
          </p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link href={eventPath(event.id)} className={buttonClasses({ size: 'sm', className: 'flex-1' })}>
            View Details
          </Link>
          <ExternalLink
            href={event.saddlebookUrl}
            className={buttonClasses({ size: 'sm', variant: 'outline', className: 'flex-1' })}
            aria-label={`Enter ${event.name} (opens in a new tab)`}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Enter
          </ExternalLink>
        </div>
      </div>
    </Card>
  );
}
