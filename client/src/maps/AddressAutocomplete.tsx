import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapPin, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MAPS_LOAD_FAILURE_MESSAGE } from './constants';
import type { GoogleMapsApi } from './google-types';
import type { MapsStatus } from './loader';
import {
  MIN_PLACE_QUERY_LENGTH, searchGooglePlaces, searchOfflinePlaces, type PlaceSuggestion,
} from './place-search';
import type { PlaceSelection } from './types';
import { useGoogleMaps } from './useGoogleMaps';

export const PLACE_SEARCH_DEBOUNCE_MS = 250;

export interface AddressAutocompleteProps {
  onSelect: (place: PlaceSelection) => void;
  /** A visible label; without one the placeholder (or 'Search for an address') names the field. */
  label?: string;
  placeholder?: string;
  id?: string;
  name?: string;
  defaultValue?: string;
  disabled?: boolean;
  className?: string;
  inputClassName?: string;
}

let failureAnnounced = false;

/** Say once per page load that Google search failed; the offline search keeps working. */
function useLoadFailureNotice(status: MapsStatus) {
  useEffect(() => {
    if (status !== 'failed' || failureAnnounced) return;
    failureAnnounced = true;
    toast({ title: 'Error', description: MAPS_LOAD_FAILURE_MESSAGE, variant: 'destructive' });
  }, [status]);
}

/**
 * Google when loaded; the server's offline search otherwise, when a Google request fails, or when Google has no
 * suggestion: Places is limited to addresses, so a town or a ZIP code typed into a location box
 * ('City, address or ZIP') would otherwise find nothing with a key and plenty without one.
 */
async function searchPlaces(
  query: string,
  maps: GoogleMapsApi | null,
  sessionToken: () => google.maps.places.AutocompleteSessionToken,
  signal: AbortSignal,
): Promise<PlaceSuggestion[]> {
  if (maps) {
    try {
      const suggestions = await searchGooglePlaces(maps, query, sessionToken());
      if (suggestions.length > 0) return suggestions;
    } catch (error) {
      console.error('Google place search failed; using the offline search', error);
    }
  }
  return searchOfflinePlaces(query, signal);
}

/**
 * An address search box, an ARIA 1.2 combobox with a listbox of suggestions: arrow keys,
 * Enter, Escape and clicks. The same input serves Google Places and the offline search.
 */
export function AddressAutocomplete({
  onSelect, label, placeholder = 'Search for an address', id, name, defaultValue = '', disabled, className, inputClassName,
}: AddressAutocompleteProps) {
  const { status, maps } = useGoogleMaps();
  useLoadFailureNotice(status);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Enter before the suggestions for the typed text are in: take the first one as soon as they are.
  const [firstWhenReady, setFirstWhenReady] = useState(false);
  const chosenText = useRef<string | null>(null);
  const sessionTokenRef = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const query = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const googleMaps = status === 'ready' ? maps : null;

  const sessionToken = () => {
    if (!googleMaps) throw new Error('Google Maps is not loaded');
    sessionTokenRef.current ??= new googleMaps.places.AutocompleteSessionToken();
    return sessionTokenRef.current;
  };

  const searching = open && query.length >= MIN_PLACE_QUERY_LENGTH;
  const results = useQuery({
    queryKey: ['place-search', googleMaps ? 'google' : 'offline', query],
    queryFn: ({ signal }) => searchPlaces(query, googleMaps, sessionToken, signal),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const suggestions = searching ? results.data ?? [] : [];
  const expanded = suggestions.length > 0;
  const waiting = open && text.trim().length >= MIN_PLACE_QUERY_LENGTH && (text.trim() !== query || results.isFetching);

  const noResults = searching && !waiting && results.isSuccess && suggestions.length === 0;
  let announcement = '';
  if (waiting) announcement = 'Searching...';
  else if (searching && results.isError) announcement = 'Location search is unavailable right now.';
  else if (searching && results.isSuccess) {
    announcement = suggestions.length === 0 ? 'No places found' : `${suggestions.length} places found`;
  }

  const current = !waiting && results.isSuccess && !results.isPlaceholderData;
  // A pending Enter is taken once the suggestions for the typed text are in. An Effect Event reads the latest
  // suggestions (and `choose`) without making each new list a reason to run the effect.
  const takeFirstSuggestion = useEffectEvent(() => {
    setFirstWhenReady(false);
    if (suggestions.length > 0) void choose(suggestions[0]);
  });
  useEffect(() => {
    if (firstWhenReady && current) takeFirstSuggestion();
  }, [firstWhenReady, current]);

  async function choose(suggestion: PlaceSuggestion) {
    setOpen(false);
    setActiveIndex(-1);
    setFirstWhenReady(false);
    setText([suggestion.primary, suggestion.secondary].filter(Boolean).join(', '));
    try {
      const place = await suggestion.resolve();
      sessionTokenRef.current = null; // the session ends with the details request
      if (!place) throw new Error('The place has no location');
      const shown = place.formattedAddress || place.name;
      chosenText.current = shown;
      setText(shown);
      onSelect(place);
    } catch (error) {
      console.error('Could not load the chosen place', error);
      toast({ title: 'Error', description: 'Could not load that place. Please try another.', variant: 'destructive' });
    }
  }

  /**
   * Enter takes the highlighted suggestion, else the first one for the typed text (once it is in), as a rider
   * expects of a search box. The place already chosen, or too short a text, is left alone.
   */
  function pressEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (expanded && activeIndex >= 0) {
      event.preventDefault();
      void choose(suggestions[activeIndex]);
      return;
    }
    if (text.trim().length < MIN_PLACE_QUERY_LENGTH || text === chosenText.current) return;
    event.preventDefault();
    if (expanded && current) {
      void choose(suggestions[0]);
      return;
    }
    setOpen(true);
    setFirstWhenReady(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index < 0 && step < 0 ? suggestions.length - 1 : (index + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter') {
      pressEnter(event);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog around it
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className={cn('space-y-1.5', className)}>
      {label && <Label htmlFor={inputId}>{label}</Label>}
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={inputId}
          name={name}
          role="combobox"
          aria-label={label ? undefined : placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          className={cn('pl-9', inputClassName)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            setFirstWhenReady(false);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setFirstWhenReady(false);
          }}
          onKeyDown={handleKeyDown}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label ?? placeholder}
          hidden={!expanded}
          className="absolute z-50 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={cn('flex cursor-pointer items-start gap-2 px-3 py-2 text-sm', index === activeIndex && 'bg-muted')}
              // Keep focus in the input so the list is not closed by blur before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => void choose(suggestion)}
            >
              <Search aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
              <span>
                <span className="font-medium">{suggestion.primary}</span>
                {suggestion.secondary && <span className="block text-xs text-muted-foreground">{suggestion.secondary}</span>}
              </span>
            </li>
          ))}
          {suggestions.some((suggestion) => suggestion.source === 'google') && (
            <li role="presentation" className="px-3 pt-1 text-right text-[10px] text-muted-foreground">Powered by Google</li>
          )}
        </ul>
        {noResults && (
          <p aria-hidden="true" className="absolute z-50 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-lg">
            No places found
          </p>
        )}
        <span role="status" className="sr-only">{announcement}</span>
      </div>
    </div>
  );
}
