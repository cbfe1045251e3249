import type { CSSProperties, HTMLAttributes } from 'react';
import { ArrowDown, ArrowUp, BedDouble, CalendarDays, GripVertical } from 'lucide-react';
import type { Itinerary } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { EnteredDivisions } from './EnteredDivisions';
import { formatPlanDay } from './plan-format';
import { StayStalls } from './StayStalls';

export type Stop = Itinerary['stops'][number];

function stopDays(stop: Stop): string {
  if (!stop.arrivalDay) return 'No date yet';
  if (stop.kind === 'horseHotel') {
    return stop.dated ? `Check in ${formatPlanDay(stop.arrivalDay)}, out ${formatPlanDay(stop.departureDay!)}` : 'Nights not set';
  }
  return stop.departureDay && stop.departureDay !== stop.arrivalDay
    ? `${formatPlanDay(stop.arrivalDay)} to ${formatPlanDay(stop.departureDay)}`
    : formatPlanDay(stop.arrivalDay);
}

export interface StopRowProps {
  tripId: string;
  stop: Stop;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** What dnd-kit's useSortable gives a row once the drag code has loaded (SortableStops). */
export interface DragHandle {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

/** One stop: its handle, name, days and place, its divisions or stalls, and Move up / Move down. */
export function StopRow({ tripId, stop, index, count, onMove, drag }: StopRowProps & { drag?: DragHandle }) {
  const Icon = stop.kind === 'event' ? CalendarDays : BedDouble;
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={`flex items-start gap-2 rounded-lg border bg-card p-3 ${drag?.isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Drag ${stop.name} to reorder`}
        {...drag?.handleProps}
      >
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-center gap-1.5 font-medium">
          <span className="text-muted-foreground">{index + 1}.</span>
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
          <span className="break-words">{stop.name}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {stopDays(stop)}
          {stop.place ? ` · ${stop.place}` : ''}
          {stop.latitude === null ? ' · not on the map' : ''}
        </p>
        {stop.event && stop.event.divisions.length > 0 && <EnteredDivisions tripId={tripId} stop={stop} />}
        {stop.hotel && <StayStalls tripId={tripId} stop={stop} />}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button variant="ghost" size="icon" aria-label={`Move ${stop.name} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Move ${stop.name} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
