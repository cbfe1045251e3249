import type { FootingCondition } from '@shared/contracts/arenas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Excellent green, good blue, fair yellow, poor red (text colours chosen for AA contrast on each).
const conditionClasses: Record<FootingCondition, string> = {
  excellent: 'border-transparent bg-green-700 text-white',
  good: 'border-transparent bg-blue-600 text-white',
  fair: 'border-transparent bg-yellow-400 text-yellow-950',
  poor: 'border-transparent bg-red-600 text-white',
};

const label = (condition: FootingCondition) => condition.charAt(0).toUpperCase() + condition.slice(1);

/** The footing-condition badge ('Excellent Footing'), or nothing when the condition is unknown. */
export function FootingBadge({ condition, className }: { condition: FootingCondition | null | undefined; className?: string }) {
  if (!condition) return null;
  return <Badge className={cn(conditionClasses[condition], className)}>{label(condition)} Footing</Badge>;
}

/** 'Great for Beginners' when footing is good or excellent. */
export const isGreatForBeginners = (condition: FootingCondition | null | undefined) =>
  condition === 'good' || condition === 'excellent';
