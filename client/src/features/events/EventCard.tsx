import { Link } from 'wouter';
import { ExternalLink as ExternalLinkIcon, Navigation, Target } from 'lucide-react';
import type { EventListItem } from '@shared/api-types';
import { formatMiles } from '@shared/geo';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { FootingBadge } from '@/features/arenas/FootingBadge';
import { capitalize } from './event-filters';
import { EventImage } from './EventImage';
import { EventWhereAndWhen } from './EventWhereAndWhen';
import { SaveEventButton } from './SaveEventButton';

export const eventPath = (eventId: string) => `/event/${eventId}`;

/**
 * One event in a list (events, home, producer, calendar): picture, name, arena, host, footing, date and time,
 * distance (only when the list was searched around a location), pattern size, entry link and the save heart.
 */
export function EventCard({ event, headingLevel = 3 }: { event: EventListItem; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { arena } = event;
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
          <EventWhereAndWhen event={event} look="card" />
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
