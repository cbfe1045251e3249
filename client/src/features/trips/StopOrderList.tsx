import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, BedDouble, CalendarDays, GripVertical } from 'lucide-react';
import type { Itinerary } from '@shared/contracts/trips';
import { Button } from '@/components/ui/button';
import { useReorderStops } from './api';
import { EnteredDivisions } from './EnteredDivisions';
import { formatPlanDay } from './plan-format';
import { StayStalls } from './StayStalls';

type Stop = Itinerary['stops'][number];

function stopDays(stop: Stop): string {
  if (!stop.arrivalDay) return 'No date yet';
  if (stop.kind === 'horseHotel') {
    return stop.dated ? `Check in ${formatPlanDay(stop.arrivalDay)}, out ${formatPlanDay(stop.departureDay!)}` : 'Nights not set';
  }
  return stop.departureDay && stop.departureDay !== stop.arrivalDay
    ? `${formatPlanDay(stop.arrivalDay)} to ${formatPlanDay(stop.departureDay)}`
    : formatPlanDay(stop.arrivalDay);
}

interface RowProps {
  tripId: string;
  stop: Stop;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

function SortableStop({ tripId, stop, index, count, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: stop.id });
  const Icon = stop.kind === 'event' ? CalendarDays : BedDouble;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-start gap-2 rounded-lg border bg-card p-3 ${isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Drag ${stop.name} to reorder`}
        {...attributes}
        {...listeners}
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

/**
 * The trip's events and hotel stays in driving order: drag by the handle (mouse, touch, or the keyboard: Space
 * to lift, arrows to move, Space to drop), or Move up / Move down. Each change is saved at once.
 */
export function StopOrderList({ tripId, stops }: { tripId: string; stops: Stop[] }) {
  const reorder = useReorderStops(tripId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= stops.length || from === to) return;
    reorder.mutate(arrayMove(stops, from, to).map((stop) => stop.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(stops.findIndex((stop) => stop.id === active.id), stops.findIndex((stop) => stop.id === over.id));
  };
  if (stops.length === 0) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={stops.map((stop) => stop.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Stops in driving order" className="space-y-2">
          {stops.map((stop, index) => (
            <SortableStop key={stop.id} tripId={tripId} stop={stop} index={index} count={stops.length} onMove={move} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
