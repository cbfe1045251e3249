import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { serviceTypeLabel } from './service-types';

export const ALL_TYPES = '';

/** Search by name, type or specialties, and the optional type filter. */
export function ServiceFilters({ search, onSearchChange, type, onTypeChange, types }: {
  search: string;
  onSearchChange: (search: string) => void;
  type: string;
  onTypeChange: (type: string) => void;
  types: string[];
}) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[1fr_14rem]">
      <div className="space-y-1.5">
        <Label htmlFor="service-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="service-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by name, type or specialty"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="service-type">Type</Label>
        <Select id="service-type" value={type} onChange={(event) => onTypeChange(event.target.value)}>
          <option value={ALL_TYPES}>All Types</option>
          {types.map((value) => <option key={value} value={value}>{serviceTypeLabel(value)}</option>)}
        </Select>
      </div>
    </div>
  );
}
