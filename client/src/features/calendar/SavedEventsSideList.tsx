import type { SavedEventEntry } from '@shared/contracts/social';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { SavedEventLink } from './SavedEventLink';

/** Every saved event, soonest first, in a scrolling column (at most 600 px tall). */
export function SavedEventsSideList({ entries, className }: { entries: SavedEventEntry[]; className?: string }) {
  return (
    <Card role="region" aria-labelledby="saved-events-heading" className={className}>
      <CardHeader className="pb-3 sm:pb-3">
        <h2 id="saved-events-heading" className="text-lg font-semibold">
          Saved Events <span className="font-normal text-muted-foreground">({entries.length})</span>
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="max-h-[600px] space-y-2 overflow-y-auto pr-1" aria-label="Saved events by date" tabIndex={0}>
          {entries.map((entry) => <li key={entry.id}><SavedEventLink entry={entry} /></li>)}
        </ul>
      </CardContent>
    </Card>
  );
}
