import { useEffect, useRef, useState } from 'react';
import { CalendarRange, Crosshair, LoaderCircle, Warehouse, X } from 'lucide-react';
import type { EventFilterOptions } from '@shared/contracts/events';
import { RV_HOOKUP_LABELS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { FilterPlacement } from '@/components/ui/filter-sheet';
import { Input } from '@/components/ui/input';
import { RadiusField } from '@/components/search/RadiusField';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { EVENT_RADIUS } from '@/lib/radius';
import { AddressAutocomplete, useNearMe } from '@/maps';
import {
  ADDED_MONEY_OPTIONS, ARENA_TYPE_OPTIONS, capitalize, entriesFilterLabel, hasActiveEventFilters, PATTERN_SIZE_OPTIONS,
  type EventFilterValues, type EventSort,
} from './event-filters';

interface EventFiltersProps {
  value: EventFilterValues;
  onChange: (change: Partial<EventFilterValues>) => void;
  onClear: () => void;
  /** States, divisions and the other choices upcoming events offer, from GET /api/events/filters. */
  options: EventFilterOptions;
  /** The radius the list is searched with (the box may hold a value being typed). */
  searchedRadius: number;
  /** On a card above the results, or bare inside the phone's filter sheet. */
  placement?: FilterPlacement;
}

/** The filter panel of /events: search, state, arena type, pattern size, location and radius, weekend, sort. */
export function EventFilters({ value, onChange, onClear, options, searchedRadius, placement = 'inline' }: EventFiltersProps) {
  const { states } = options;
  const nearMe = useNearMe();
  const clearNearMe = nearMe.clear;
  // Remounts the address box (clearing its text) when the location changes from outside it.
  const [addressBoxKey, setAddressBoxKey] = useState(0);
  const hasLocation = value.location !== null;

  // Clearing the location (here, by Clear Filters or the empty state) also empties the address box.
  const hadLocation = useRef(hasLocation);
  useEffect(() => {
    if (hadLocation.current && !hasLocation) {
      clearNearMe();
      setAddressBoxKey((key) => key + 1);
    }
    hadLocation.current = hasLocation;
  }, [hasLocation, clearNearMe]);

  async function toggleNearMe() {
    if (hasLocation) {
      onChange({ location: null });
      return;
    }
    const place = await nearMe.locate();
    if (!place) return;
    onChange({ location: place });
    setAddressBoxKey((key) => key + 1);
  }

  return (
    <Card
      className={cn('space-y-4', placement === 'inline' ? 'p-4 sm:p-5' : 'border-0 p-0 shadow-none')}
      role="search"
      aria-label="Filter events"
    >
      <FormField label="Search">
        <Input
          type="search"
          placeholder="Event, arena, city or state"
          value={value.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormField>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField label="State" className="col-span-2 sm:col-span-1">
          <Select value={value.state} onChange={(event) => onChange({ state: event.target.value })}>
            <option value="">All States</option>
            {states.map((state) => <option key={state} value={state}>{state}</option>)}
          </Select>
        </FormField>
        <FormField label="Arena Type">
          <Select value={value.arenaType} onChange={(event) => onChange({ arenaType: event.target.value })}>
            <option value="">All Types</option>
            {ARENA_TYPE_OPTIONS.map((type) => <option key={type} value={type}>{capitalize(type)}</option>)}
          </Select>
        </FormField>
        <FormField label="Pattern Size">
          <Select value={value.patternSize} onChange={(event) => onChange({ patternSize: event.target.value })}>
            <option value="">All Sizes</option>
            {PATTERN_SIZE_OPTIONS.map((size) => <option key={size} value={size}>{capitalize(size)}</option>)}
          </Select>
        </FormField>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <FormField label="From">
          <Input
            type="date"
            value={value.fromDay}
            disabled={value.thisWeekend}
            onChange={(event) => onChange({ fromDay: event.target.value })}
          />
        </FormField>
        <FormField label="To">
          <Input
            type="date"
            value={value.toDay}
            min={value.fromDay || undefined}
            disabled={value.thisWeekend}
            onChange={(event) => onChange({ toDay: event.target.value })}
          />
        </FormField>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField label="Division">
          <Select value={value.division} onChange={(event) => onChange({ division: event.target.value })}>
            <option value="">All Divisions</option>
            {value.division && !options.divisions.includes(value.division) && <option value={value.division}>{value.division}</option>}
            {options.divisions.map((division) => <option key={division} value={division}>{division}</option>)}
          </Select>
        </FormField>
        <FormField label="Entries">
          <Select value={value.entries} onChange={(event) => onChange({ entries: event.target.value })}>
            <option value="">Any</option>
            <option value="open">{entriesFilterLabel('open')}</option>
            {options.entriesCloseWithinDays.map((days) => (
              <option key={days} value={String(days)}>{`Close within ${days} days`}</option>
            ))}
          </Select>
        </FormField>
        <FormField label="RV Hookups">
          <Select value={value.rvHookups} onChange={(event) => onChange({ rvHookups: event.target.value })}>
            <option value="">Any</option>
            {options.rvHookups.map((level) => <option key={level} value={level}>{`${RV_HOOKUP_LABELS[level]} or better`}</option>)}
          </Select>
        </FormField>
        <FormField label="Added Money">
          <Select value={value.minAddedMoney} onChange={(event) => onChange({ minAddedMoney: event.target.value })}>
            <option value="">Any</option>
            {ADDED_MONEY_OPTIONS.map((dollars) => (
              <option key={dollars} value={dollars}>{`$${Number(dollars).toLocaleString('en-US')} or more`}</option>
            ))}
          </Select>
        </FormField>
      </div>

      <div className="grid grid-cols-[auto_1fr] items-start gap-3 sm:grid-cols-[1fr_auto_7.5rem]">
        <AddressAutocomplete
          key={addressBoxKey}
          className="col-span-2 sm:col-span-1"
          label="Location"
          placeholder="City, address or ZIP"
          defaultValue={value.location ? value.location.formattedAddress || value.location.name : ''}
          onSelect={(place) => onChange({ location: place })}
        />
        <Button
          variant={hasLocation ? 'secondary' : 'outline'}
          aria-pressed={hasLocation}
          disabled={nearMe.locating}
          onClick={() => void toggleNearMe()}
          title={hasLocation ? 'Clear the location' : 'Use my location'}
          className="mt-5"
        >
          {nearMe.locating
            ? <LoaderCircle aria-hidden="true" className="animate-spin" />
            : <Crosshair aria-hidden="true" />}
          Near Me
        </Button>
        <RadiusField value={value.radius} onChange={(radius) => onChange({ radius })} rule={EVENT_RADIUS} hasLocation={hasLocation} />
      </div>
      {value.location && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          Within {searchedRadius} miles of{' '}
          <span className="font-medium text-foreground">{value.location.formattedAddress || value.location.name}</span>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            onClick={() => onChange({ location: null })}
          >
            <X aria-hidden="true" />
            Clear location
          </Button>
        </p>
      )}

      <div className="flex items-end justify-between gap-3 border-t pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={value.thisWeekend ? 'default' : 'outline'}
            aria-pressed={value.thisWeekend}
            onClick={() => onChange({ thisWeekend: !value.thisWeekend })}
          >
            <CalendarRange aria-hidden="true" />
            This Weekend
          </Button>
          <Button
            variant={value.stallsAvailable ? 'default' : 'outline'}
            aria-pressed={value.stallsAvailable}
            onClick={() => onChange({ stallsAvailable: !value.stallsAvailable })}
          >
            <Warehouse aria-hidden="true" />
            Stalls Available
          </Button>
          {hasActiveEventFilters(value) && (
            <Button variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          )}
        </div>
        <FormField label="Sort by" className="w-32 shrink-0 sm:w-48">
          <Select value={value.sort} onChange={(event) => onChange({ sort: event.target.value as EventSort })}>
            <option value="date">Date</option>
            <option value="name">Name</option>
            <option value="entryDeadline">Entry deadline</option>
            <option value="distance" disabled={!hasLocation}>{hasLocation ? 'Distance' : 'Distance (set a location)'}</option>
          </Select>
        </FormField>
      </div>
    </Card>
  );
}
