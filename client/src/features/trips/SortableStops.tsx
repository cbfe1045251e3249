import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { StopRow, type Stop, type StopRowProps } from './StopRow';

function SortableStop(props: StopRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props.stop.id });
  const drag = {
    setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
    handleProps: { ...attributes, ...listeners },
  };
  return <StopRow {...props} drag={drag} />;
}

/**
 * The stops with dragging (dnd-kit): by the handle with a mouse, touch, or the keyboard (Space to lift, arrows to
 * move, Space to drop). Loaded after the list first shows (StopOrderList).
 */
export function SortableStops({ tripId, stops, onMove }: { tripId: string; stops: Stop[]; onMove: (from: number, to: number) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(stops.findIndex((stop) => stop.id === active.id), stops.findIndex((stop) => stop.id === over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={stops.map((stop) => stop.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Stops in driving order" className="space-y-2">
          {stops.map((stop, index) => (
            <SortableStop key={stop.id} tripId={tripId} stop={stop} index={index} count={stops.length} onMove={onMove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
