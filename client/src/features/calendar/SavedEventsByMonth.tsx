import type { SavedEventEntry } from '@shared/contracts/social';
import { groupByMonth } from './calendar-days';
import { SavedEventLink } from './SavedEventLink';

/** The list view: saved events under month headings, with pattern and description. */
export function SavedEventsByMonth({ entries }: { entries: SavedEventEntry[] }) {
  return (
    <div className="space-y-6">
      {groupByMonth(entries).map(({ month, entries: inMonth }) => (
        <section key={month} className="space-y-3">
          <h2 className="text-xl font-semibold">{month}</h2>
          <ul className="space-y-2">
            {inMonth.map((entry) => <li key={entry.id}><SavedEventLink entry={entry} detailed /></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}
