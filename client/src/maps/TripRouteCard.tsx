import type { ReactNode } from 'react';
import { Route } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LEGEND_LABELS, MARKER_COLORS } from './constants';
import { ColorDot } from './MapPanels';
import type { MapLocationType } from './types';

/** The card every state of the trip map shares: title, an optional action (Show Route), the body. */
export function TripRouteCard({ action, children, className }: { action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle level={2} className="flex items-center gap-2">
          <Route aria-hidden="true" className="h-5 w-5 text-primary" />
          Trip Route Map
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

const LEGEND_ORDER: MapLocationType[] = ['event', 'hotel', 'service'];

/** brown = Events, blue = Horse Hotels, green = Services. */
export function RouteLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-4 text-sm text-muted-foreground">
      {LEGEND_ORDER.map((type) => (
        <li key={type} className="flex items-center gap-2">
          <ColorDot color={MARKER_COLORS[type]} />
          {LEGEND_LABELS[type]}
        </li>
      ))}
    </ul>
  );
}

/** Trip items that have no coordinates (services, hotels without a location) are named, not silently lost. */
export function UnmappedNote({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Not on the map (no location): {names.join(', ')}
    </p>
  );
}
