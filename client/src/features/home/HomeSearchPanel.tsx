import { lazy, Suspense, useState } from 'react';
import { MapPin, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchLocation } from '@/lib/search-location';
import { SegmentedTabs } from './SegmentedTabs';

// The maps code (and the Google script it may load) is fetched only when a rider opens the location tab.
const LocationPicker = lazy(() => import('@/components/search/LocationPicker').then((module) => ({ default: module.LocationPicker })));

type SearchMode = 'name' | 'location';

/** The hero's search: by name (name, city or state, with Clear) or by location (address search and Near Me). */
export function HomeSearchPanel({ search, onSearchChange, onSearchSubmit, location, onLocationChange }: {
  search: string;
  onSearchChange: (search: string) => void;
  /** Enter, or Search on a phone's keyboard: the results already follow the typing. */
  onSearchSubmit: () => void;
  location: SearchLocation | null;
  onLocationChange: (location: SearchLocation | null) => void;
}) {
  const [mode, setMode] = useState<SearchMode>('name');
  return (
    <Card className="space-y-4 p-4 shadow-lg sm:p-5">
      <SegmentedTabs
        label="Search by"
        idPrefix="home-search"
        className="flex w-full"
        value={mode}
        onChange={setMode}
        tabs={[
          { value: 'name', label: 'Search by Name', icon: Search },
          { value: 'location', label: 'Search by Location', icon: MapPin },
        ]}
      />
      <div role="tabpanel" id="home-search-panel" aria-labelledby={`home-search-tab-${mode}`}>
        {mode === 'name' ? (
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              onSearchSubmit();
            }}
            className="space-y-1.5"
          >
            <Label htmlFor="home-search-input">Arena or event name, city or state</Label>
            <div className="flex gap-2">
              <SearchInput
                id="home-search-input"
                wrapperClassName="min-w-0 flex-1"
                placeholder="e.g. Fort Worth, TX"
                value={search}
                onChange={(event) => onSearchChange(event.target.value)}
              />
              <Button variant="outline" onClick={() => onSearchChange('')} disabled={search === ''}>
                <X aria-hidden="true" />
                Clear
              </Button>
            </div>
          </form>
        ) : (
          <Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <LocationPicker location={location} onChange={onLocationChange} label="Near an address, city or ZIP code" />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
