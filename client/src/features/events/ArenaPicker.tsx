import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ArenaChoice } from '@shared/contracts/arenas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { arenaChoicesQuery } from './api';

export type PickedArena = ArenaChoice;

const ARENA_OPTIONS_LIMIT = 200;

const arenaLabel = (arena: PickedArena) => `${arena.name} (${arena.city}, ${arena.state})`;

interface ArenaPickerProps {
  value: PickedArena | null;
  onChange: (arena: PickedArena | null) => void;
  onCreateArena: () => void;
  error?: string;
}

/**
 * The arena of a new event: a select of arenas by name (up to 200, narrowed by the filter box as you type), with
 * the chosen arena always among its options, and a button to create one inline.
 */
export function ArenaPicker({ value, onChange, onCreateArena, error }: ArenaPickerProps) {
  const [filter, setFilter] = useState('');
  const search = useDebouncedValue(filter.trim(), 250);
  const arenas = useQuery(arenaChoicesQuery(search, ARENA_OPTIONS_LIMIT));
  const listed = arenas.data ?? [];
  const options: PickedArena[] = value && !listed.some((arena) => arena.id === value.id) ? [value, ...listed] : listed;

  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Arena</legend>
      <FormField label="Find an arena" hint="Type part of a name, city or state to narrow the list.">
        <Input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="e.g. Fort Worth" />
      </FormField>
      <FormField label="Arena" required error={error}>
        <Select
          value={value?.id ?? ''}
          onChange={(event) => onChange(options.find((arena) => arena.id === event.target.value) ?? null)}
          disabled={arenas.isLoading && !value}
        >
          <option value="">
            {arenas.isLoading ? 'Loading arenas...' : arenas.isError ? 'Could not load arenas' : `Choose an arena (${listed.length} shown)`}
          </option>
          {options.map((arena) => <option key={arena.id} value={arena.id}>{arenaLabel(arena)}</option>)}
        </Select>
      </FormField>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Not listed?</span>
        <Button variant="outline" size="sm" onClick={onCreateArena}>
          <Plus aria-hidden="true" />
          Create New Arena
        </Button>
      </div>
    </fieldset>
  );
}
