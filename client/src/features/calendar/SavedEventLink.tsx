import { Link } from 'wouter';
import type { SavedEventEntry } from '@shared/contracts/social';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatEventDate } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';

/**
 * One saved event, linking to /event/{id}: date and time, arena and place; `detailed` adds pattern and description.
 * An event its creator deleted has no page: it shows as Removed, without a link.
 */
export function SavedEventLink({ entry, detailed = false, now }: {
  entry: SavedEventEntry;
  detailed?: boolean;
  now?: Date;
}) {
  const { event } = entry;
  const isPast = new Date(event.date) < useRiderClock(now).now;
  const status = event.removed ? 'Removed'
    : event.status === 'cancelled' ? 'Cancelled' : event.status === 'postponed' ? 'Postponed' : null;
  const struck = event.removed || event.status === 'cancelled';
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={cn('font-semibold leading-snug text-foreground', struck && 'line-through')}>{event.name}</span>
        {status && <Badge variant="destructive" className="shrink-0">{status}</Badge>}
        {isPast && !status && <Badge variant="outline" className="shrink-0">Past</Badge>}
      </span>
      <span className="mt-1 block text-sm text-primary">
        <time dateTime={event.date}>{formatEventDate(event)}</time> · {event.time}
      </span>
      <span className="block text-sm text-muted-foreground">
        {event.arena.name} · {event.arena.city}, {event.arena.state}
      </span>
      {detailed && (
        <>
          {(event.barrelPattern || event.patternSize) && (
            <span className="mt-2 flex flex-wrap gap-1.5">
              {event.barrelPattern && <Badge variant="secondary">{event.barrelPattern}</Badge>}
              {event.patternSize && <Badge variant="outline" className="capitalize">{event.patternSize} pattern</Badge>}
            </span>
          )}
          {event.description && (
            <span className="mt-2 line-clamp-2 text-sm text-muted-foreground">{event.description}</span>
          )}
        </>
      )}
    </>
  );
  const boxClasses = cn('block rounded-lg border bg-card p-3', isPast && 'border-dashed');
  if (event.removed) return <div className={boxClasses}>{body}</div>;
  return (
    <Link
      href={`/event/${event.id}`}
      className={cn(
        boxClasses, 'transition-colors hover:border-primary/60 hover:bg-muted/60',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      {body}
    </Link>
  );
}
