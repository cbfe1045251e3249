import { useRef, type KeyboardEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SegmentedTab<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

/**
 * A small ARIA tab list (arrow keys, Home and End move between tabs). The tab panel it controls is
 * `${idPrefix}-panel`, labelled by the selected tab `${idPrefix}-tab-${value}`.
 */
export function SegmentedTabs<T extends string>({ label, tabs, value, onChange, idPrefix, className }: {
  label: string;
  tabs: SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  className?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onChange(tabs[next].value);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };
  return (
    <div role="tablist" aria-label={label} className={cn('inline-flex rounded-lg bg-muted p-1', className)}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        const Icon = tab.icon;
        return (
          <button
            key={tab.value}
            ref={(element) => { buttons.current[index] = element; }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-md px-2.5 py-1.5 text-center text-sm font-medium transition-colors sm:px-3',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
              selected ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {Icon && <Icon aria-hidden="true" />}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
