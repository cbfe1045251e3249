import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { startOfMonth } from 'date-fns';
import { CalendarDays, CalendarHeart, List } from 'lucide-react';
import type { SavedEventEntry } from '@shared/contracts/social';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { todayOf } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { SignInPrompt, useAuth } from '@/features/auth';
import { useAllSavedEvents } from '@/features/social';
import { dayKey, groupByDay } from './calendar-days';
import { DayEvents } from './DayEvents';
import { ExportButton } from './ExportButton';
import { MonthCalendar } from './MonthCalendar';
import { SavedEventsByMonth } from './SavedEventsByMonth';
import { SavedEventsSideList } from './SavedEventsSideList';

type View = 'calendar' | 'list';

/** /calendar, 'My Events': the rider's saved events on a month grid or as a list, with an .ics export. */
export default function CalendarPage() {
  const auth = useAuth();
  const savedEvents = useAllSavedEvents(auth.isAuthenticated);
  const [view, setView] = useState<View>('calendar');
  const entries = savedEvents.data ?? [];

  return (
    <div className="container space-y-6 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold sm:text-4xl">My Events</h1>
          <p className="text-muted-foreground">The events you saved, on a calendar you can take with you.</p>
        </div>
        {auth.isAuthenticated && (
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label="View" className="inline-flex rounded-md border bg-card p-1">
              <ViewToggle view="calendar" current={view} onChange={setView} />
              <ViewToggle view="list" current={view} onChange={setView} />
            </div>
            <ExportButton entries={entries} />
          </div>
        )}
      </div>
      {auth.isLoading || savedEvents.isLoading ? (
        <CalendarSkeleton />
      ) : !auth.isAuthenticated ? (
        <SignInPrompt title="Log in to see your saved events" description="Save events you plan to run and they show up here." />
      ) : savedEvents.isError ? (
        <ErrorState message="Could not load your saved events." onRetry={() => void savedEvents.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={CalendarHeart}
          title="No saved events yet"
          description="Tap the heart on an event to save it, and it will show up on your calendar."
          action={<Link href="/events" className={buttonClasses()}>Browse Events</Link>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          <div className="lg:col-span-2">
            {view === 'calendar' ? <CalendarView entries={entries} /> : <SavedEventsByMonth entries={entries} />}
          </div>
          {/* On a phone the list view already is the list. */}
          <SavedEventsSideList entries={entries} className={view === 'list' ? 'hidden lg:block' : undefined} />
        </div>
      )}
    </div>
  );
}

function ViewToggle({ view, current, onChange }: { view: View; current: View; onChange: (view: View) => void }) {
  const Icon = view === 'calendar' ? CalendarDays : List;
  return (
    <Button
      variant={view === current ? 'default' : 'ghost'}
      size="sm"
      aria-pressed={view === current}
      onClick={() => onChange(view)}
    >
      <Icon aria-hidden="true" />
      {view === 'calendar' ? 'Calendar' : 'List'}
    </Button>
  );
}

function CalendarView({ entries }: { entries: SavedEventEntry[] }) {
  const today = todayOf(useRiderClock());
  const [month, setMonth] = useState(() => startOfMonth(today));
  const [selectedDay, setSelectedDay] = useState<string | null>(() => dayKey(today));
  const eventsByDay = useMemo(() => groupByDay(entries), [entries]);
  const changeMonth = (next: Date) => {
    setMonth(next);
    setSelectedDay(null);
  };
  return (
    <Card>
      <CardContent className="space-y-6 pt-5 sm:pt-6">
        <MonthCalendar
          month={month}
          onMonthChange={changeMonth}
          selectedDay={selectedDay}
          onSelectDay={setSelectedDay}
          eventsByDay={eventsByDay}
          today={today}
        />
        <div className="border-t pt-4">
          <DayEvents day={selectedDay} events={selectedDay ? eventsByDay.get(selectedDay) ?? [] : []} />
        </div>
      </CardContent>
    </Card>
  );
}

function CalendarSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label="Loading your saved events">
      <Skeleton className="h-[28rem] rounded-lg lg:col-span-2" />
      <Skeleton className="h-72 rounded-lg" />
    </div>
  );
}
