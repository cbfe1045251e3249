import { Link } from 'wouter';
import { Ban, ExternalLink as ExternalLinkIcon, Hourglass, Navigation, Target, Warehouse } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { formatMiles } from '@shared/geo';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalLink, safeImageUrl } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';
import { useRiderClock } from '@/lib/rider-clock';
import { FootingBadge } from '@/features/arenas';
import { capitalize } from './event-filters';
import { EventImage } from './EventImage';
import { entriesCountdown } from './event-logistics';
import { statusLabel } from './EventStatusBanner';
import { EventWhereAndWhen } from './EventWhereAndWhen';
import { SaveEventButton } from './SaveEventButton';

export const eventPath = (eventId: string) => `/event/${eventId}`;

/**
 * One event in a list (events, home, producer, calendar): picture, name, arena, host, footing, date and time,
 * distance (only when the list was searched around a location), pattern size, entry link and the save heart.
 * From `md` up a tall card with the picture on top; on a phone a compact one, so several fit on a screen: the
 * event's own picture as a thumbnail beside the text, no placeholder picture when it has none, and one line for
 * the badges, the arena and the host (the event's page has them in full).
 */
export function EventCard({ event, headingLevel = 3 }: { event: EventListItem; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { arena } = event;
  const hasOwnPicture = safeImageUrl(event.imageUrl) !== null;
  const clock = useRiderClock();
  const status = statusLabel(event.status);
  const countdown = status ? null : entriesCountdown(event, clock.now);
  return (
    <Card className="relative flex h-full overflow-hidden md:flex-col">
      <div
        className={cn(
          'relative bg-muted md:aspect-[16/9] md:w-auto',
          hasOwnPicture ? 'w-24 shrink-0 sm:w-32' : 'hidden md:block',
        )}
      >
        <EventImage imageUrl={event.imageUrl} alt={`${event.name} at ${arena.name}`} />
      </div>
      <SaveEventButton event={event} className="absolute right-2 top-2 h-9 w-9 md:right-3 md:top-3 md:h-10 md:w-10" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 md:gap-3 md:p-5">
        {/* On a phone the badges keep to one line, the most pressing first, and fade out where they run over. */}
        <div className="flex min-h-6 gap-1.5 overflow-hidden mr-10 [mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] *:shrink-0 md:mr-0 md:min-h-0 md:flex-wrap md:overflow-visible md:[mask-image:none]">
          {status && (
            <Badge variant="destructive">
              <Ban aria-hidden="true" />
              {status}
            </Badge>
          )}
          {countdown && (
            <Badge variant={countdown === 'Entries closed' ? 'outline' : 'accent'}>
              <Hourglass aria-hidden="true" />
              {countdown}
            </Badge>
          )}
          <FootingBadge condition={arena.footingCondition} />
          {event.stallStatus === 'sold_out' && (
            <Badge variant="outline">
              <Warehouse aria-hidden="true" />
              Stalls sold out
            </Badge>
          )}
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
        <Heading className={cn('line-clamp-2 text-base font-semibold leading-snug md:line-clamp-none md:text-lg', status === 'Cancelled' && 'line-through decoration-2')}>
          <Link href={eventPath(event.id)} className="hover:text-primary hover:underline">
            {event.name}
          </Link>
        </Heading>
        <div className="space-y-0.5 text-sm text-muted-foreground md:space-y-1.5">
          <EventWhereAndWhen event={event} look="card" />
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1 md:pt-2">
          <Link href={eventPath(event.id)} className={buttonClasses({ size: 'sm', className: 'h-8 flex-1 md:h-9' })}>
            View Details
          </Link>
          <ExternalLink
            href={event.saddlebookUrl}
            className={buttonClasses({ size: 'sm', variant: 'outline', className: 'h-8 flex-1 md:h-9' })}
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
