import { lazy } from 'react';
import { Link } from 'wouter';
import { ArrowRight, CalendarDays, SearchX, Warehouse } from 'lucide-react';
import type { ArenaListItem } from '@shared/contracts/arenas';
import type { EventListItem } from '@shared/contracts/events';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { ArenaCardSkeletons } from '@/features/arenas';
import { LazyPart } from '@/lib/page-ready';
import type { SearchLocation } from '@/lib/search-location';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHomeList, type HomeListKind } from './api';
import { homeListQuery, viewAllHref } from './home-search';
import { SegmentedTabs } from './SegmentedTabs';

// Its own chunk, which the server preloads with the home page (vite.config.ts); the page is ready once it hydrated.
const HomeResultsGrid = lazy(() => import('./HomeResultsGrid'));

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Arenas / Events: 'Featured Arenas' or 'Upcoming Events' (a preview of 3), or 'Search Results' with the count
 * when a name or a location is set (every match, paged), and View All.
 */
export function HomeResultsSection({ kind, onKindChange, search, location }: {
  kind: HomeListKind;
  onKindChange: (kind: HomeListKind) => void;
  search: string;
  location: SearchLocation | null;
}) {
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = homeListQuery(kind, settledSearch, location);
  const list = useHomeList(query);
  const title = query.searching ? 'Search Results' : kind === 'arenas' ? 'Featured Arenas' : 'Upcoming Events';
  const noun = kind === 'arenas' ? 'arenas' : 'events';

  return (
    <section aria-labelledby="home-results-heading" className="container space-y-4 pb-12 pt-4 sm:space-y-6 sm:py-12">
      <div className="flex items-end justify-between gap-3 sm:gap-4">
        <div className="min-w-0 space-y-3">
          <SegmentedTabs
            label="Show"
            idPrefix="home-list"
            value={kind}
            onChange={onKindChange}
            tabs={[{ value: 'arenas', label: 'Arenas', icon: Warehouse }, { value: 'events', label: 'Events', icon: CalendarDays }]}
          />
          <h2 id="home-results-heading" className="scroll-mt-20 text-2xl font-bold sm:text-3xl">
            {title}
            {query.searching && !list.isLoading && !list.isError && ' '}
            {query.searching && !list.isLoading && !list.isError && (
              <span className="text-lg font-medium text-muted-foreground" data-testid="home-results-count">({list.total})</span>
            )}
          </h2>
        </div>
        <Link href={viewAllHref(kind, settledSearch, location)} className={buttonClasses({ variant: 'outline' })}>
          View All
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>

      <div role="tabpanel" id="home-list-panel" aria-labelledby={`home-list-tab-${kind}`}>
        <PagedResults
          list={list}
          loading={<ArenaCardSkeletons count={3} />}
          errorMessage={`The ${noun} could not be loaded.`}
          empty={(
            <EmptyState
              icon={SearchX}
              title={query.searching ? `No ${noun} match your search.` : `No ${noun} yet.`}
              description={query.searching ? 'Try another name, or a wider area.' : undefined}
            />
          )}
        >
          <LazyPart fallback={<ArenaCardSkeletons count={Math.min(list.items.length, 3)} />}>
            <HomeResultsGrid
              results={kind === 'arenas'
                ? { kind, items: list.items as ArenaListItem[], showDistance: location !== null }
                : { kind, items: list.items as EventListItem[] }}
            />
          </LazyPart>
        </PagedResults>
        {query.searching && <PagedLoadMore list={list} />}
      </div>
    </section>
  );
}
