import { useState } from 'react';
import { Link } from 'wouter';
import { Plus, Wrench } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CountedResults, PagedResults } from '@/components/ui/paged-results';
import { ALL_OPTIONS, SearchSelectFilters } from '@/components/ui/search-select-filters';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAuth } from '@/features/auth';
import { ServiceCard } from './ServiceCard';
import { groupByType, serviceTypeLabel } from './service-types';
import { useServiceProviderList, useServiceTypes } from './api';

const SEARCH_DEBOUNCE_MS = 300;

export default function ServicesPage() {
  const { isAuthenticated } = useAuth();
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL_OPTIONS);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const types = useServiceTypes();
  const providers = useServiceProviderList({ search: debouncedSearch, type });
  const filtered = Boolean(debouncedSearch || type);

  const clearFilters = () => {
    setSearch('');
    setType(ALL_OPTIONS);
  };

  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold sm:text-4xl">Find Services</h1>
          <p className="text-muted-foreground">Farriers, vets, trainers and haulers who work the barrel racing circuit.</p>
        </div>
        {isAuthenticated && (
          <Link href="/services/create" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
            <Plus aria-hidden="true" />
            List Your Service
          </Link>
        )}
      </header>

      <SearchSelectFilters
        searchId="service-search"
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search by name, type or specialty"
        selectId="service-type"
        selectLabel="Type"
        allLabel="All Types"
        value={type}
        onChange={setType}
        options={types.map((value) => ({ value, label: serviceTypeLabel(value) }))}
        className="sm:grid-cols-[1fr_14rem]"
      />

      <PagedResults
        list={providers}
        loading={(
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading services">
            {Array.from({ length: 6 }, (_, index) => <Skeleton key={index} className="h-56 w-full" />)}
          </div>
        )}
        errorMessage="Could not load services."
        empty={filtered ? (
          <EmptyState
            icon={Wrench}
            title="No services found matching your criteria."
            description="Try another name, type or specialty."
            action={<Button variant="outline" onClick={clearFilters}>Clear Filters</Button>}
          />
        ) : (
          <EmptyState
            icon={Wrench}
            title="No services listed yet."
            description="Shoe, doctor, train or haul barrel horses? List your service for riders on the road."
            action={isAuthenticated ? <Link href="/services/create" className={buttonClasses()}>List Your Service</Link> : undefined}
          />
        )}
      >
        <CountedResults list={providers} singular="service provider" plural="service providers" filtered={filtered} className="space-y-8">
          {groupByType(providers.items).map((group) => (
            <section key={group.type} aria-labelledby={`service-group-${group.type}`} className="space-y-3">
              <h2 id={`service-group-${group.type}`} className="border-b pb-2 text-xl font-semibold">{group.label}</h2>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.providers.map((provider) => (
                  <li key={provider.id} className="flex"><ServiceCard provider={provider} /></li>
                ))}
              </ul>
            </section>
          ))}
        </CountedResults>
      </PagedResults>
    </div>
  );
}
