import { AlertTriangle, Ban } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { cn } from '@/lib/cn';

export const STATUS_TITLES = { cancelled: 'This event is cancelled', postponed: 'This event is postponed' } as const;

/** The banner of a cancelled or postponed event, with the producer's reason; nothing for a scheduled one. */
export function EventStatusBanner({ event }: { event: Pick<EventListItem, 'status' | 'statusReason'> }) {
  if (event.status === 'scheduled') return null;
  const cancelled = event.status === 'cancelled';
  const Icon = cancelled ? Ban : AlertTriangle;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-lg border p-4',
        cancelled ? 'border-destructive/50 bg-destructive/10' : 'border-amber-500/50 bg-amber-50 dark:bg-amber-950/40',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', cancelled ? 'text-destructive' : 'text-amber-600')} />
      <div>
        <p className="font-semibold">{STATUS_TITLES[event.status]}</p>
        {event.statusReason && <p className="text-sm">{event.statusReason}</p>}
      </div>
    </div>
  );
}

/** The short label a card or calendar entry carries: 'Cancelled', 'Postponed'; null for a scheduled event. */
export const statusLabel = (status: EventListItem['status']) =>
  (status === 'cancelled' ? 'Cancelled' : status === 'postponed' ? 'Postponed' : null);
