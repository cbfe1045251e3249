import { useId, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchOptions } from './api';

export interface PickerOption {
  id: string;
  label: string;
  detail?: string;
}

const SEARCH_DEBOUNCE_MS = 250;

interface SearchPickerProps<T> {
  label: string;
  /** A list API that takes `search` and `limit`, e.g. feedPaths.arenaSearch. */
  path: string;
  placeholder: string;
  toOption: (item: T) => PickerOption;
  value: PickerOption | null;
  onChange: (option: PickerOption | null) => void;
  hint?: string;
  error?: string;
}

/**
 * An optional choice from a server list, searched as you type: an ARIA 1.2 combobox with a listbox (arrow keys,
 * Enter, Escape, clicks). Once chosen it shows the choice with a button to clear it.
 */
export function SearchPicker<T>({ label, path, placeholder, toOption, value, onChange, hint, error }: SearchPickerProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  const results = useSearchOptions<T>(path, search, open && !value);
  const options = open ? (results.data ?? []).map(toOption) : [];
  const expanded = options.length > 0;
  const settled = search === text.trim() && !results.isFetching;

  let announcement = '';
  if (open && results.isError) announcement = 'Search is unavailable right now.';
  else if (open && settled && results.isSuccess) {
    announcement = options.length === 0 ? 'No matches' : `${options.length} ${options.length === 1 ? 'match' : 'matches'}`;
  }

  function choose(option: PickerOption) {
    onChange(option);
    setOpen(false);
    setActiveIndex(-1);
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index < 0 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted option; it never submits the surrounding form from this box.
      event.preventDefault();
      if (expanded && activeIndex >= 0) choose(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog around it
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <Label id={`${id}-label`} htmlFor={value ? undefined : inputId}>{label}</Label>
      {value ? (
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{value.label}</p>
            {value.detail && <p className="truncate text-xs text-muted-foreground">{value.detail}</p>}
          </div>
          <button
            type="button"
            aria-label={`Clear ${label.toLowerCase()}: ${value.label}`}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onChange(null)}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={inputId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            className="pl-9"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={handleKeyDown}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            className="absolute z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={cn('cursor-pointer px-3 py-2 text-sm', index === activeIndex && 'bg-muted')}
                // Keep focus in the input so blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => choose(option)}
              >
                <span className="block font-medium">{option.label}</span>
                {option.detail && <span className="block text-xs text-muted-foreground">{option.detail}</span>}
              </li>
            ))}
          </ul>
          {open && settled && results.isSuccess && options.length === 0 && (
            <p aria-hidden="true" className="absolute z-50 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-lg">
              No matches
            </p>
          )}
          <span role="status" className="sr-only">{announcement}</span>
        </div>
      )}
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p id={errorId} role="alert" className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
