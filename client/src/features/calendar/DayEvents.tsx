import { format, parseISO } from 'date-fns';
import type { SavedEventEntry } from '@shared/contracts/social';
import { SavedEventLink } from './SavedEventLink';

/** The saved events of the day picked on the month grid. */
export function DayEvents({ day, events }: { day: string | null; events: SavedEventEntry[] }) {
  if (!day) return <p className="text-sm text-muted-foreground">Pick a day to see its saved events.</p>;
  return (
    <section aria-live="polite" className="space-y-3">
      <h3 className="font-semibold">{format(parseISO(day), 'EEEE, MMMM d, yyyy')}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved events on this day.</p>
      ) : (
        <ul className="space-y-2">
          {events.map((entry) => <li key={entry.id}><SavedEventLink entry={entry} /></li>)}
        </ul>
      )}
    </section>
  );
}
