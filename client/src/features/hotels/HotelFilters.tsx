import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export const ALL_STATES = '';

/** Search by name, city or state, and the state filter ('All States' plus the states that have hotels). */
export function HotelFilters({ search, onSearchChange, state, onStateChange, states }: {
  search: string;
  onSearchChange: (search: string) => void;
  state: string;
  onStateChange: (state: string) => void;
  states: string[];
}) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[1fr_12rem]">
      <div className="space-y-1.5">
        <Label htmlFor="hotel-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="hotel-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by name, city or state"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="hotel-state">State</Label>
        <Select id="hotel-state" value={state} onChange={(event) => onStateChange(event.target.value)}>
          <option value={ALL_STATES}>All States</option>
          {states.map((code) => <option key={code} value={code}>{code}</option>)}
        </Select>
      </div>
    </div>
  );
}
