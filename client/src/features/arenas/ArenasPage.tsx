import { Link } from 'wouter';
import { Plus, SearchX } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { PagedLoadMore, PagedResults } from '@/components/ui/paged-results';
import { useArenaList } from './api';
import { ArenaCard } from './ArenaCard';
import { ArenaCardSkeletons } from './ArenaCardSkeletons';
import { ArenaFilters } from './ArenaFilters';
import { useArenaFilters } from './useArenaFilters';

/** /arenas: 'Find Arenas' with filters, sorting and a paged list of arena cards. */
export default function ArenasPage() {
  const { filters, update, clear, queryParams, chips, filtered } = useArenaFilters();
  const arenas = useArenaList(queryParams);
  const showDistance = queryParams.latitude !== undefined;

  return (
    <div className="container space-y-4 py-4 sm:space-y-6 sm:py-10">
      <header className="flex items-start justify-between gap-3 sm:items-end">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold sm:text-4xl">Find Arenas</h1>
          <p className="hidden text-muted-foreground sm:block">Footing, parking and amenities, reported by the riders who run there.</p>
        </div>
        <Link href="/arenas/create" className={buttonClasses({ size: 'sm', className: 'sm:h-10 sm:px-4' })}>
          <Plus aria-hidden="true" />
          Add Arena
        </Link>
      </header>

      <FilterSheet
        activeCount={chips.length}
        description="Narrow the arena list by name, place, state and type, and choose its order."
        results={{ total: arenas.isLoading ? null : arenas.total, totalCapped: arenas.totalCapped, singular: 'arena', plural: 'arenas' }}
        panel={(placement) => <ArenaFilters filters={filters} onChange={update} placement={placement} />}
      />
      <FilterChips
        className="md:hidden"
        chips={chips}
        onRemove={update}
        onClearAll={clear}
      />

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
