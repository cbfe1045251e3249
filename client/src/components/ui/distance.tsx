import { Navigation } from 'lucide-react';
import { formatMiles } from '@shared/geo';

/** How far a list item is from the searched place ('12.3 miles'), on its card. */
export function Distance({ miles, testId }: { miles: number; testId: string }) {
  return (
    <span className="flex items-center gap-1 font-medium text-foreground" data-testid={testId}>
      <Navigation aria-hidden="true" className="h-4 w-4" />
      {formatMiles(miles)}
    </span>
  );
}
