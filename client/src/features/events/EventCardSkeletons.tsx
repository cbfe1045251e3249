import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';

const EVENT_CARD_LINES = ['h-5 w-24', 'h-6 w-3/4', 'h-4 w-2/3', 'h-4 w-1/2', 'h-9 w-full'];

/** Placeholders shaped like event cards while a list loads. */
export function EventCardSkeletons({ count = 6 }: { count?: number }) {
  return <CardGridSkeleton label="Loading events" count={count} lines={EVENT_CARD_LINES} />;
}
