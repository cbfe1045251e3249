import { useId } from 'react';
import { addMonths, format, isSameDay, subMonths } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { SavedEventEntry } from '@shared/contracts/social';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dayKey, MAX_DAY_DOTS, monthWeeks } from './calendar-days';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface MonthCalendarProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
  eventsByDay: Map<string, SavedEventEntry[]>;
  today: Date;
}

/** The month grid: previous/next month, today marked, days with saved events highlighted with up to three dots. */
export function MonthCalendar({ month, onMonthChange, selectedDay, onSelectDay, eventsByDay, today }: MonthCalendarProps) {
  const headingId = useId();
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => onMonthChange(subMonths(month, 1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={headingId} className="text-xl font-semibold" aria-live="polite">{format(month, 'MMMM yyyy')}</h2>
        <Button variant="outline" size="icon" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className="pb-1 text-xs font-medium uppercase text-muted-foreground">
                <abbr title={weekday} className="no-underline">{weekday.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((day, dayIndex) => (
                <td key={dayIndex} className="p-0">
                  {day && (
                    <DayButton
                      day={day}
                      events={eventsByDay.get(dayKey(day)) ?? []}
                      isToday={isSameDay(day, today)}
                      selected={selectedDay === dayKey(day)}
                      onSelect={() => onSelectDay(dayKey(day))}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({ day, events, isToday, selected, onSelect }: {
  day: Date;
  events: SavedEventEntry[];
  isToday: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const count = events.length;
  const label = [
    format(day, 'MMMM d, yyyy'),
    isToday ? 'today' : null,
    count ? `${count} saved ${count === 1 ? 'event' : 'events'}` : null,
  ].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      data-has-events={count > 0 || undefined}
      onClick={onSelect}
      className={cn(
        'flex h-12 w-full flex-col items-center justify-center gap-1 rounded-md text-sm transition-colors sm:h-16',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        count > 0 ? 'bg-primary/10 font-semibold text-foreground hover:bg-primary/20' : 'text-muted-foreground hover:bg-muted',
        isToday && 'ring-2 ring-primary ring-offset-1 ring-offset-background',
        selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      <span aria-hidden="true">{format(day, 'd')}</span>
      <span aria-hidden="true" className="flex h-1.5 gap-0.5">
        {events.slice(0, MAX_DAY_DOTS).map((entry) => (
          <span
            key={entry.id}
            data-testid="event-dot"
            className={cn('h-1.5 w-1.5 rounded-full', selected ? 'bg-primary-foreground' : 'bg-primary')}
          />
        ))}
      </span>
    </button>
  );
}
