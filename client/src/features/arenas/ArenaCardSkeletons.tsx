import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';

const ARENA_CARD_LINES = ['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3'];

/** Placeholders in the shape of arena cards while a list loads. */
export function ArenaCardSkeletons({ count }: { count: number }) {
  return <CardGridSkeleton label="Loading arenas" count={count} lines={ARENA_CARD_LINES} className="grid-cols-1 gap-5" />;
}
