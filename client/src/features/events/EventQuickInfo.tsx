import { Link } from 'wouter';
import { CalendarDays, Clock, MapPin, Target } from 'lucide-react';
import type { EventListItem } from '@shared/contracts/events';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatEventDate } from '@/lib/dates';
import { capitalize } from './event-filters';
import { useEventTimeText } from './event-logistics';

/** The side panel: where, when and which pattern, at a glance. */
export function EventQuickInfo({ event }: { event: EventListItem }) {
  const { arena } = event;
  const time = useEventTimeText(event);
  const rows = [
    {
      icon: MapPin,
      label: 'Location',
      value: (
        <>
          <Link href={`/arena/${arena.id}`} className="font-medium hover:text-primary hover:underline">{arena.name}</Link>
          {arena.address && <span className="block text-muted-foreground">{arena.address}</span>}
          <span className="block text-muted-foreground">{arena.city}, {arena.state} {arena.zipCode ?? ''}</span>
        </>
      ),
    },
    { icon: CalendarDays, label: 'Date', value: <time dateTime={event.date}>{formatEventDate(event)}</time> },
    { icon: Clock, label: 'Time', value: time },
    { icon: Target, label: 'Pattern Size', value: event.patternSize ? capitalize(event.patternSize) : 'Not specified' },
  ];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Quick Info</h2>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4 text-sm">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
                {label}
              </dt>
              <dd className="mt-1 pl-6">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
