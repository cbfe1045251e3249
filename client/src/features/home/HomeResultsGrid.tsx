import type { ArenaListItem } from '@shared/contracts/arenas';
import type { EventListItem } from '@shared/contracts/events';
import { ArenaCard } from '@/features/arenas';
import { EventCard } from '@/features/events';

export type HomeResults =
  | { kind: 'arenas'; items: ArenaListItem[]; showDistance: boolean }
  | { kind: 'events'; items: EventListItem[] };

/** The home list's cards; loaded on its own so the first paint of the home page stays small. */
export default function HomeResultsGrid({ results }: { results: HomeResults }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {results.kind === 'arenas'
        ? results.items.map((arena) => (
          <li key={arena.id}><ArenaCard arena={arena} showDistance={results.showDistance} /></li>
        ))
        : results.items.map((event) => (
          <li key={event.id}><EventCard event={event} /></li>
        ))}
    </ul>
  );
}
