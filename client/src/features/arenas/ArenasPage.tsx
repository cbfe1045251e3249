import { Link } from 'wouter';
import { Plus, SearchX } from 'lucide-react';
import type { ArenaListItem } from '@shared/api-types';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { usePagedList } from '@/lib/paged-list';
import { ArenaCard } from './ArenaCard';
import { ArenaCardSkeletons } from './ArenaCardSkeletons';
import { ArenaFilters } from './ArenaFilters';
import { useArenaFilters } from './useArenaFilters';

/** /arenas: 'Find Arenas' with filters, sorting and a paged list of arena cards. */
export default function ArenasPage() {
  const { filters, update, clear, queryParams, filtered } = useArenaFilters();
  const arenas = usePagedList<ArenaListItem>('/api/arenas', queryParams);
  const showDistance = queryParams.latitude !== undefined;

  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold sm:text-4xl">Find Arenas</h1>
          <p className="text-muted-foreground">Footing, parking and amenities, reported by the riders who run there.</p>
        </div>
        <Link href="/arenas/create" className={buttonClasses()}>
          <Plus aria-hidden="true" />
          Add Arena
        </Link>
      </header>

      <ArenaFilters filters={filters} onChange={update} />

      <section aria-labelledby="arena-results-heading" className="space-y-4">
        <h2 id="arena-results-heading" className="sr-only">Arenas</h2>
        <PagedResults
          list={arenas}
          loading={<ArenaCardSkeletons count={6} />}
          errorMessage="The arenas could not be loaded."
          empty={filtered ? (
            <EmptyState
              icon={SearchX}
              title="No arenas found matching your criteria."
              action={<Button variant="outline" onClick={clear}>Clear Filters</Button>}
            />
          ) : (
            <EmptyState icon={SearchX} title="No arenas found. Try adjusting your search!" />
          )}
        >
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {arenas.items.map((arena) => (
              <li key={arena.id}><ArenaCard arena={arena} showDistance={showDistance} /></li>
            ))}
          </ul>
          <PagedLoadMore list={arenas} />
        </PagedResults>
      </section>
    </div>
  );
}
