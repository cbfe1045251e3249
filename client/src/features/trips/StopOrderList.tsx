import { lazy } from 'react';
import { LazyPart } from '@/lib/page-ready';
import { useReorderStops } from './api';
import { StopRow, type Stop } from './StopRow';

// The drag code (dnd-kit) loads after the list shows; until then the same rows move with Move up / Move down. A page
// the server rendered shows the sortable rows at once, so it is not ready (taps are held) until that code has loaded.
const SortableStops = lazy(() => import('./SortableStops').then((module) => ({ default: module.SortableStops })));

/**
 * The trip's events and hotel stays in driving order: drag by the handle (mouse, touch, or the keyboard: Space
 * to lift, arrows to move, Space to drop), or Move up / Move down. Each change is saved at once.
 */
export function StopOrderList({ tripId, stops }: { tripId: string; stops: Stop[] }) {
  const reorder = useReorderStops(tripId);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= stops.length || from === to) return;
    const order = stops.map((stop) => stop.id);
    order.splice(to, 0, ...order.splice(from, 1));
    reorder.mutate(order);
  };
  if (stops.length === 0) return null;
  const plainRows = (
    <ol aria-label="Stops in driving order" className="space-y-2">
      {stops.map((stop, index) => (
        <StopRow key={stop.id} tripId={tripId} stop={stop} index={index} count={stops.length} onMove={move} />
      ))}
    </ol>
  );
  return (
    <LazyPart fallback={plainRows}>
      <SortableStops tripId={tripId} stops={stops} onMove={move} />
    </LazyPart>
  );
}
